// The portal's part of the layout: breadcrumbs (<!--slot:breadcrumbs--> in a fixture page) and
// the chatter host of a document. The site header and footer are server/layout.ts.
import { escapeHtml, escapeUrl, markup, type Markup } from "../html";

/** Breadcrumbs: [label, href?] pairs after the home icon; the last one is the current page. */
export function breadcrumbs(items: [string, string?][]): Markup {
  const crumbs = items
    .map(([label, href], index) =>
      index === items.length - 1 || !href
        ? `<li class="breadcrumb-item active" aria-current="page">${escapeHtml(label)}</li>`
        : `<li class="breadcrumb-item"><a href="${escapeUrl(href)}">${escapeHtml(label)}</a></li>`,
    )
    .join("");
  return markup(`<div class="o_portal container mt-3"><nav aria-label="breadcrumb" class="bg-white border rounded px-3">
<ol class="o_portal_submenu breadcrumb mb-0 py-2"><li class="breadcrumb-item"><a href="/my/home" aria-label="Home" title="Home"><i class="fa fa-home"></i></a></li>${crumbs}</ol>
</nav></div>`);
}

/** The chatter host of a document, as portal.message_thread renders it. */
export function messageThread(model: string, resId: number, token: string | null, options: { allowComposer?: boolean } = {}): Markup {
  const tokenAttribute = token ? ` data-token="${escapeHtml(token)}"` : "";
  return markup(
    `<div id="discussion" class="d-print-none o_portal_chatter o_not_editable p-0" data-res_model="${escapeHtml(model)}" data-res_id="${resId}" data-pager_step="10" data-allow_composer="${options.allowComposer === false ? 0 : 1}" data-two_columns="false"${tokenAttribute}>
<div class="o_portal_chatter_loading text-muted py-3"><i class="fa fa-circle-o-notch fa-spin"></i> Loading the conversation…</div>
</div>`,
  );
}
