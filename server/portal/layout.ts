// The portal layout a real server wraps around its pages: the site header (with the visitor's
// account links), portal breadcrumbs and the footer. Fixture pages hold <!--slot:header-->,
// <!--slot:breadcrumbs--> and <!--slot:footer--> where these go.
import type { Row } from "../store";
import { escapeHtml, markup, type Markup } from "./html";

export function siteHeader(user: Row | null): Markup {
  const account = user
    ? `<li class="nav-item"><a href="/my" class="nav-link"><i class="fa fa-user-circle"></i> ${escapeHtml(user.name)}</a></li>
<li class="nav-item"><a href="/web/session/logout?redirect=/" class="nav-link">Sign out</a></li>`
    : `<li class="nav-item"><a href="/web/login" class="nav-link"><i class="fa fa-sign-in"></i> Sign in</a></li>`;
  return markup(`<header id="top" class="o_header_standard">
<nav class="navbar navbar-expand-lg navbar-light bg-white border-bottom shadow-sm">
<div class="container">
<a href="/" class="navbar-brand logo">My Website</a>
<ul class="navbar-nav ms-auto flex-row gap-3" id="top_menu">
<li class="nav-item"><a href="/" class="nav-link">Home</a></li>
<li class="nav-item"><a href="/contactus" class="nav-link">Contact us</a></li>
${account}
</ul>
</div>
</nav>
</header>`);
}

/** Breadcrumbs: [label, href?] pairs after the home icon; the last one is the current page. */
export function breadcrumbs(items: [string, string?][]): Markup {
  const crumbs = items
    .map(([label, href], index) =>
      index === items.length - 1 || !href
        ? `<li class="breadcrumb-item active" aria-current="page">${escapeHtml(label)}</li>`
        : `<li class="breadcrumb-item"><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></li>`,
    )
    .join("");
  return markup(`<div class="o_portal container mt-3"><nav aria-label="breadcrumb" class="bg-white border rounded px-3">
<ol class="o_portal_submenu breadcrumb mb-0 py-2"><li class="breadcrumb-item"><a href="/my/home" aria-label="Home" title="Home"><i class="fa fa-home"></i></a></li>${crumbs}</ol>
</nav></div>`);
}

export const siteFooter = markup(`<footer id="bottom" data-anchor="true" class="o_footer">
<div class="container"><div class="row"><div class="col-lg-6"><h5>My Company</h5><p>250 Executive Park Blvd, Suite 3400, San Francisco CA 94134</p></div>
<div class="col-lg-6 text-lg-end"><p>Copyright &copy; My Company</p></div></div></div>
</footer>`);

/** The chatter host of a document, as portal.message_thread renders it. */
export function messageThread(model: string, resId: number, token: string | null, options: { allowComposer?: boolean } = {}): Markup {
  const tokenAttribute = token ? ` data-token="${escapeHtml(token)}"` : "";
  return markup(
    `<div id="discussion" class="d-print-none o_portal_chatter o_not_editable p-0" data-res_model="${escapeHtml(model)}" data-res_id="${resId}" data-pager_step="10" data-allow_composer="${options.allowComposer === false ? 0 : 1}" data-two_columns="false"${tokenAttribute}>
<div class="o_portal_chatter_loading text-muted py-3"><i class="fa fa-circle-o-notch fa-spin"></i> Loading the conversation…</div>
</div>`,
  );
}
