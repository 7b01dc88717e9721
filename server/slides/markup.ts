// The e-learning markup the platform renders (shared/odoo-markup.md §5), built from the store:
// course cards, the course's content list, join button, like buttons, the fullscreen sidebar.
import { escapeHtml as e, escapeUrl } from "../html";
import type { Localization } from "../../src/core/l10n/localization";
import type { Row, Store } from "../store";
import { isCourseEditor, visibleLesson } from "./access";
import { coursePrice, coursePriceAttributes, coursePriceHtml } from "./course_price";
import { channelCompletion, contentOf, lessonPath, lessonStateOf, membershipOf, questionsOf, slugOf } from "./data";

const ICONS: Record<string, string> = {
  infographic: "fa-file-image-o",
  document: "fa-file-pdf-o",
  presentation: "fa-file-powerpoint-o",
  webpage: "fa-file-text-o",
  video: "fa-play-circle",
  quiz: "fa-question-circle",
};
export const iconOf = (slide: Row) => ICONS[slide.slide_type] ?? "fa-file-o";
const attr = (name: string, value: unknown) => ` ${name}="${e(value)}"`;

export function courseCard(store: Store, channel: Row, user: Row | null, localization: Localization): string {
  const lessons = contentOf(store, channel.id).filter((s) => !s.is_category).length;
  const member = membershipOf(store, channel.id, user?.partner_id);
  const sold = member ? null : coursePrice(store, channel);
  return `<div class="col"><div class="card h-100 o_wslides_course_card"><div class="card-body">
<h2 class="h5 card-title"><a href="/slides/${channel.id}">${e(channel.name)}</a></h2>
<p class="card-text small">${e(channel.description)}</p>${sold ? coursePriceHtml(sold, localization, "o_wslides_course_card_price") : ""}</div>
<div class="card-footer small d-flex justify-content-between"><span>${lessons} lessons</span>${member ? `<span class="badge text-bg-success">Enrolled · ${channelCompletion(store, channel.id, user?.partner_id)}%</span>` : `<span class="badge text-bg-light border">${e(channel.enroll)}</span>`}</div></div></div>`;
}

/** The join / buy / request-access button, or the member's state. */
export function joinBlock(store: Store, channel: Row, user: Row | null, localization: Localization): string {
  const member = membershipOf(store, channel.id, user?.partner_id);
  const data = attr("data-channel-id", channel.id) + attr("data-channel-enroll", channel.enroll) + attr("data-signup-allowed", channel.signup_allowed ? "1" : "0");
  if (member) {
    return `<div class="o_wslides_course_member d-flex align-items-center gap-2"><span class="text-success fw-bold"><i class="fa fa-check" aria-hidden="true"></i> You're enrolled</span>
<button type="button" class="btn btn-link btn-sm o_wslides_js_channel_unsubscribe"${attr("data-channel-id", channel.id)}${attr("data-is-follower", member.following ? "True" : "False")}${attr("data-enroll", channel.enroll)}>Notifications &amp; leave</button></div>`;
  }
  if (channel.enroll === "payment") {
    const sold = coursePrice(store, channel);
    if (!sold) return `<div class="o_wslides_js_course_join"><div class="alert my-0 bg-light text-center">Course Unavailable</div></div>`;
    return `<div class="o_wslides_js_course_join">${coursePriceHtml(sold, localization, "h4 mb-2")}
<a href="#" role="button" class="btn btn-primary o_wslides_js_course_join_link o_wslides_js_join_course_sale"${data}${coursePriceAttributes(sold)}${attr("data-user-id", user?.id ?? "")}>Buy Course</a></div>`;
  }
  if (channel.enroll === "invite") {
    const requested = user && (channel.requested_partner_ids ?? []).includes(user.partner_id);
    return `<div class="o_wslides_js_course_join">${requested ? `<div class="alert alert-success mb-0">Request sent !</div>` : `<a href="#" role="button" class="btn btn-primary o_wslides_js_course_join_link o_wslides_js_channel_request_access"${data}${attr("data-channel-requested", requested ? "1" : "0")}>Request Access</a>`}</div>`;
  }
  return `<div class="o_wslides_js_course_join"><a href="#" role="button" class="btn btn-primary o_wslides_js_course_join_link"${data}>Join this Course</a></div>`;
}

/** A lesson is new for 7 days after its creation (spec 3 §9): its list item carries the 'New' tag. */
export const NEW_LESSON_DAYS = 7;
export function isNewLesson(slide: Row, now = Date.now()): boolean {
  const created = Date.parse(String(slide.create_date ?? ""));
  return Number.isFinite(created) && now - created < NEW_LESSON_DAYS * 86_400_000;
}
const newTag = (slide: Row) => (isNewLesson(slide) ? `<span class="badge text-bg-success o_wslides_slide_new">New</span>` : "");

/** An editor's tools on a lesson: its preview flag (a toggle) and archiving. */
const lessonTools = (slide: Row) =>
  `<button type="button" class="btn btn-sm ${slide.is_preview ? "btn-success" : "btn-light border"} o_wslides_js_slide_toggle_is_preview" data-slide-id="${slide.id}" aria-pressed="${slide.is_preview ? "true" : "false"}">Preview</button>
<button type="button" class="btn btn-sm btn-light border o_wslides_js_slide_archive" data-slide-id="${slide.id}" aria-label="Archive ${e(slide.name)}"><i class="fa fa-archive" aria-hidden="true"></i></button>`;

/** Sections with their lessons, in order; the editor's list is sortable (data-model, data-id). */
export function contentList(store: Store, channel: Row, user: Row | null): string {
  const content = contentOf(store, channel.id).filter((s) => visibleLesson(s, user));
  const sections = content.filter((s) => s.is_category);
  const unsectioned = content.filter((s) => !s.is_category && !s.category_id);
  const editor = isCourseEditor(user);
  const handle = (name: string) =>
    editor ? `<button type="button" class="btn btn-sm btn-light border o_wslides_slides_list_drag" aria-label="Move ${e(name)}" title="Drag, or use the up and down arrow keys"><i class="fa fa-arrows-v" aria-hidden="true"></i></button>` : "";
  const lessonItem = (slide: Row) => {
    const done = lessonStateOf(store, slide.id, user?.partner_id)?.completed;
    return `<li class="o_wslides_slides_list_slide o_wslides_js_list_item list-group-item d-flex align-items-center gap-2"${attr("data-slide-id", slide.id)}${attr("data-id", slide.id)} data-model="slide.slide">
${handle(slide.name)}<i class="fa ${iconOf(slide)} text-muted" aria-hidden="true"></i><a class="o_wslides_js_slides_list_slide_link flex-grow-1" href="${escapeUrl(lessonPath(slide))}">${e(slide.name)}</a>
${newTag(slide)}${editor ? lessonTools(slide) : slide.is_preview ? `<span class="badge text-bg-light border">Preview</span>` : ""}${done ? `<i class="fa fa-check-circle text-success o_wslides_slide_completed" aria-label="Completed" role="img"></i>` : ""}</li>`;
  };
  const sectionItem = (section: Row) => {
    const lessons = content.filter((s) => !s.is_category && s.category_id === section.id);
    return `<li class="o_wslides_slide_list_category o_wslides_js_list_item mb-3"${attr("data-category-id", section.id)}${attr("data-id", section.id)} data-model="slide.slide">
<div class="o_wslides_slide_list_category_header d-flex align-items-center gap-2 bg-light border rounded-top px-3 py-2">${handle(section.name)}<h3 class="h6 mb-0">${e(section.name)}</h3>${editor ? `<button type="button" class="btn btn-sm btn-light border ms-auto o_wslides_js_category_delete" data-category-id="${section.id}" aria-label="Delete ${e(section.name)}"><i class="fa fa-trash" aria-hidden="true"></i></button>` : ""}</div>
<ul class="list-group list-group-flush border border-top-0 rounded-bottom o_wslides_js_slides_list_container" data-section-id="${section.id}">${lessons.map(lessonItem).join("")}</ul></li>`;
  };
  return `<ul class="list-unstyled o_wslides_slides_list o_wslides_js_slides_list_container"${attr("data-channel-id", channel.id)}${attr("data-can-edit", editor ? "1" : "0")}>
${unsectioned.length ? `<li class="o_wslides_slide_list_category mb-3"><ul class="list-group">${unsectioned.map(lessonItem).join("")}</ul></li>` : ""}${sections.map(sectionItem).join("\n")}</ul>`;
}

export function likeBlock(slide: Row, user: Row | null, store: Store): string {
  const vote = lessonStateOf(store, slide.id, user?.partner_id)?.vote ?? 0;
  return `<div class="o_wslides_js_slide_like d-inline-flex gap-3">
<span role="button" tabindex="0" class="o_wslides_js_slide_like_up${vote === 1 ? " text-primary" : ""}"${attr("data-slide-id", slide.id)} aria-label="Like"><i class="fa fa-thumbs-up" aria-hidden="true"></i> <span>${e(slide.likes ?? 0)}</span></span>
<span role="button" tabindex="0" class="o_wslides_js_slide_like_down${vote === -1 ? " text-primary" : ""}"${attr("data-slide-id", slide.id)} aria-label="Dislike"><i class="fa fa-thumbs-down" aria-hidden="true"></i> <span>${e(slide.dislikes ?? 0)}</span></span></div>`;
}

/** The data a lesson carries in the fullscreen sidebar (spec 3 §3 Lesson). */
export function lessonData(store: Store, channel: Row, slide: Row, user: Row | null, canAccess: boolean, sessionAnswers: number[] | undefined): Record<string, unknown> {
  const state = lessonStateOf(store, slide.id, user?.partner_id);
  const hasQuestion = questionsOf(store, slide.id).length > 0;
  return {
    id: slide.id,
    name: slide.name,
    slug: slugOf(slide),
    type: slide.slide_type,
    "is-quiz": slide.slide_type === "quiz" ? 1 : 0,
    "has-question": hasQuestion ? 1 : 0,
    completed: state?.completed ? 1 : 0,
    "is-member": membershipOf(store, channel.id, user?.partner_id) ? 1 : 0,
    "can-access": canAccess ? 1 : 0,
    "embed-url": canAccess ? slide.document_url ?? slide.image_url ?? "" : "",
    "video-source": slide.video_source ?? "",
    "video-url": canAccess ? slide.video_url ?? "" : "",
    "session-answers": JSON.stringify(sessionAnswers ?? []),
  };
}

export const dataAttributes = (data: Record<string, unknown>) => Object.entries(data).map(([k, v]) => attr(`data-${k}`, v)).join("");
