// A course's reviews (the course page's Reviews tab): its members rate it through the rating
// composer, posted to /mail/chatter_post with res_model slide.channel like a blog post's rating
// (server/website/ratings.ts); the tab lists the reviews, escaped, newest first.
import { escapeHtml as e } from "../html";
import type { Row, Store } from "../store";
import { allowRatings, RATING_MODEL } from "../website/ratings";
import { membershipOf } from "./data";

export const COURSE_MODEL = "slide.channel";
export const MEMBERS_ONLY_REVIEW = "Only the members of this course can review it.";
export const NO_REVIEW_YET = "No review yet.";
export const ADD_REVIEW = "Add Review";

allowRatings(COURSE_MODEL, (store, user, course) => (membershipOf(store, course.id, user.partner_id) ? null : MEMBERS_ONLY_REVIEW));

export const reviewsOf = (store: Store, courseId: number) =>
  store.all(RATING_MODEL).filter((r) => r.res_model === COURSE_MODEL && r.res_id === courseId).reverse();

const stars = (value: number) => "★".repeat(Math.round(value)) + "☆".repeat(5 - Math.round(value));

export function reviewsTab(store: Store, course: Row, user: Row | null): string {
  const reviews = reviewsOf(store, course.id);
  const items = reviews
    .map((r) => `<li class="list-group-item o_wslides_course_review"><div class="d-flex justify-content-between"><strong>${e(r.author)}</strong><span class="text-warning" role="img" aria-label="${e(r.rating_value)} out of 5 stars">${stars(Number(r.rating_value))}</span></div><p class="mb-0">${e(r.body)}</p></li>`)
    .join("");
  const composer = user && membershipOf(store, course.id, user.partner_id)
    ? `<button type="button" class="btn btn-primary mb-3 o_rating_popup_composer" data-res_model="${COURSE_MODEL}" data-res_id="${course.id}"><i class="fa fa-star" aria-hidden="true"></i> ${ADD_REVIEW}</button>`
    : "";
  return `${composer}${items ? `<ul class="list-group o_wslides_course_reviews">${items}</ul>` : `<p class="text-muted">${NO_REVIEW_YET}</p>`}`;
}
