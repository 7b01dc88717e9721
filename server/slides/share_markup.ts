// A lesson page's share block and publish toggle as the platform renders them (spec 2 §2, §4, §5):
// social links, the link with its copy button, sharing by e-mail, the embed code of a document
// with its start page, and for publishers the website's publish toggle on the lesson.
import { escapeHtml as e } from "../html";
import type { Row } from "../store";
import { socialLinks } from "../../contract/slides/share";
import { lessonPath } from "./data";

const NETWORK_LABELS: Record<string, string> = { facebook: "Facebook", twitter: "Twitter", linkedin: "LinkedIn" };
const EMBEDDABLE = ["document", "presentation"];

export const embedCode = (origin: string, slide: Row, page = 1) =>
  `<iframe src="${origin}/slides/embed/${slide.id}?page=${page}" allowFullScreen="true" height="315" width="420" frameborder="0"></iframe>`;

function embedWidget(origin: string, slide: Row): string {
  const pages = Math.max(1, Number(slide.page_count) || 1);
  return `<div class="oe_slide_js_embed_code_widget mt-3">
<label class="form-label" for="o_wslides_embed_code_${slide.id}">Embed code</label>
<textarea class="form-control slide_embed_code mb-2" id="o_wslides_embed_code_${slide.id}" rows="3" readonly>${e(embedCode(origin, slide))}</textarea>
<form class="d-flex align-items-center gap-2"><label class="form-label mb-0 text-nowrap" for="o_wslides_embed_page_${slide.id}">Start at page</label>
<input type="number" class="form-control w-auto" id="o_wslides_embed_page_${slide.id}" min="1" max="${pages}" value="1"/><span class="small text-muted">of ${pages}</span></form></div>`;
}

export function shareBlock(origin: string, slide: Row, canAccess: boolean): string {
  const url = origin + lessonPath(slide);
  const links = socialLinks(url, String(slide.name))
    .map(([network, icon, href]) => `<a href="${e(href)}" class="btn btn-light border o_wslides_js_social_share" aria-label="Share on ${NETWORK_LABELS[network]}" target="_blank" rel="noopener"><i class="fa ${icon}" aria-hidden="true"></i></a>`)
    .join("");
  return `<section class="o_wslides_lesson_share card card-body mt-4" aria-labelledby="o_wslides_share_title_${slide.id}">
<h2 class="h5" id="o_wslides_share_title_${slide.id}">Share</h2>
<div class="d-flex gap-2 mb-3">${links}</div>
<label class="form-label" for="wslides_share_link_id_${slide.id}">Link</label>
<div class="input-group mb-3"><input type="text" class="form-control" id="wslides_share_link_id_${slide.id}" readonly value="${e(url)}"/><button type="button" class="btn btn-light border o_clipboard_button" id="share_link_id_${slide.id}"><i class="fa fa-clipboard" aria-hidden="true"></i> Copy</button></div>
<div class="oe_slide_js_share_email"><label class="form-label" for="o_wslides_share_email_${slide.id}">Share by email</label>
<div class="input-group"><input type="email" class="form-control" id="o_wslides_share_email_${slide.id}" placeholder="friend@example.com" autocomplete="email"/><button type="button" class="btn btn-primary" data-slide-id="${slide.id}">Send Email</button></div>
<div class="small text-danger mt-1" role="status"></div></div>
${canAccess && EMBEDDABLE.includes(slide.slide_type) ? embedWidget(origin, slide) : ""}</section>`;
}

/** The website's publish toggle (shared/odoo-markup.md §1) on a lesson, for those who may publish. */
export const publishToggle = (slide: Row) => {
  const published = slide.is_published !== false;
  return `<div class="js_publish_management ${published ? "css_published" : "css_unpublished"}" data-id="${slide.id}" data-object="slide.slide" data-description="Slide"><button type="button" class="btn btn-sm btn-outline-secondary js_publish_btn" aria-pressed="${published}"><span class="css_publish">Unpublished</span><span class="css_unpublish">Published</span></button></div>`;
};
