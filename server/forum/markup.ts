// The forum markup the platform renders (shared/odoo-markup.md §6), built from the store for the
// visitor: vote blocks, flag, favourite, accept-answer toggles, comments with their delete forms,
// and the karma each gated control needs (class karma_required when the visitor lacks it).
import { sanitizePostBody } from "./sanitize";
import { escapeHtml as e, escapeUrl } from "../html";
import type { Row, Store } from "../store";
import { commentsOf, hasKarma, isModerator, karmaOf, tagsOf, voteOf } from "./data";

const attr = (name: string, value: unknown) => ` ${name}="${e(value)}"`;
const gated = (allowed: boolean) => (allowed ? "" : " karma_required");

export interface Viewer {
  store: Store;
  forum: Row;
  user: Row | null;
  csrf: string;
}

const postBase = (v: Viewer, post: Row) => `/forum/${v.forum.id}/post/${post.id}`;

export function voteBlock(v: Viewer, post: Row): string {
  const vote = Number(voteOf(v.store, post.id, v.user)?.vote ?? 0);
  const canUp = hasKarma(v.store, v.forum, v.user, "karma_upvote");
  const canDown = hasKarma(v.store, v.forum, v.user, "karma_downvote");
  const color = vote === 1 ? " text-success" : vote === -1 ? " text-danger" : "";
  return `<div class="vote d-flex flex-column align-items-center me-3">
<button type="button" class="btn btn-link p-0 vote_up fa fa-caret-up fa-2x${vote === 1 ? " text-success" : ""}${gated(canUp || vote !== 0)}"${attr("data-karma", v.forum.karma_upvote)}${attr("data-href", `${postBase(v, post)}/upvote`)}${attr("data-can-upvote", canUp)}${vote === 1 ? " disabled" : ""} aria-label="Vote up"></button>
<span class="vote_count fw-bold${color}">${e(post.vote_count)}</span>
<button type="button" class="btn btn-link p-0 vote_down fa fa-caret-down fa-2x${vote === -1 ? " text-danger" : ""}${gated(canDown || vote !== 0)}"${attr("data-karma", v.forum.karma_downvote)}${attr("data-href", `${postBase(v, post)}/downvote`)}${attr("data-can-downvote", canDown)}${vote === -1 ? " disabled" : ""} aria-label="Vote down"></button>
</div>`;
}

export function flagButton(v: Viewer, post: Row): string {
  const flagged = post.flag_count > 0 && isModerator(v.store, v.forum, v.user);
  return `<button type="button" class="btn btn-link btn-sm text-muted flag${gated(hasKarma(v.store, v.forum, v.user, "karma_flag"))}"${attr("data-karma", v.forum.karma_flag)}${attr("data-href", `${postBase(v, post)}/flag`)}><i class="fa fa-flag" aria-hidden="true"></i> ${flagged ? "Flagged" : "Flag"}</button>`;
}

/** A tag with its follow box, shown while the tag is hovered or focused. */
function tagFollow(v: Viewer, tag: Row): string {
  const questions = v.store.all("forum.post").filter((p) => !p.parent_id && p.state === "active" && (p.tag_ids ?? []).includes(tag.id)).length;
  return `<span class="o_js_forum_tag_follow position-relative d-inline-block"><a class="badge text-bg-light border text-decoration-none" href="/forum/${v.forum.id}/tag/${tag.id}">${e(tag.name)}</a>
<span class="o_forum_tag_follow_box d-none position-absolute start-0 top-100 bg-white border rounded shadow-sm p-2 small text-nowrap" style="z-index: 10">${questions} question${questions === 1 ? "" : "s"} tagged ${e(tag.name)}</span></span>`;
}

/** The author's name, with the bio that shows when the name is hovered. */
export function userInfo(v: Viewer, user: Row | undefined): string {
  if (!user) return "";
  return `<span class="position-relative"><a class="o_forum_user_info" href="#"${attr("data-user-id", user.id)}>${e(user.name)}</a>
<span class="o_forum_user_bio_expand d-none position-absolute start-0 top-100 bg-white border rounded shadow-sm p-2 small text-body text-nowrap" style="z-index: 10"><strong>${e(user.name)}</strong> · ${karmaOf(v.store, user)} karma</span></span>`;
}

function commentItem(v: Viewer, post: Row, comment: Row): string {
  const author = v.store.get("res.users", comment.author_id);
  const own = v.user?.id === comment.author_id;
  const canDelete = hasKarma(v.store, v.forum, v.user, own ? "karma_comment_unlink_own" : "karma_comment_unlink_all");
  const remove = v.user && (own || canDelete)
    ? `<form class="d-inline" method="post"${attr("action", `${postBase(v, post)}/comment/${comment.id}/delete`)}><input type="hidden" name="csrf_token"${attr("value", v.csrf)}/><button type="submit" class="btn btn-link btn-sm text-danger p-0 ms-2 comment_delete${gated(canDelete)}"${attr("data-karma", own ? v.forum.karma_comment_unlink_own : v.forum.karma_comment_unlink_all)} aria-label="Delete the comment"><i class="fa fa-trash" aria-hidden="true"></i></button></form>`
    : "";
  return `<div class="o_wforum_post_comment small border-top py-1"${attr("data-comment-id", comment.id)}><span>${e(comment.body)}</span> — ${userInfo(v, author)}${remove}</div>`;
}

/** Whether the viewer may comment the post: the karma to comment one's own posts or anyone's. */
export const canComment = (v: Viewer, post: Row) =>
  hasKarma(v.store, v.forum, v.user, v.user?.id === post.author_id ? "karma_comment_own" : "karma_comment_all");

/** The platform's comment form under a post: plain text, posted to /forum/{forum}/post/{post}/comment. */
function commentForm(v: Viewer, post: Row): string {
  if (!v.user || !canComment(v, post)) return "";
  const id = `comment-${post.id}`;
  return `<form class="o_wforum_comment_form d-flex gap-2 mt-2" method="post"${attr("action", `${postBase(v, post)}/comment`)}><input type="hidden" name="csrf_token"${attr("value", v.csrf)}/><input type="hidden" name="post_id"${attr("value", post.id)}/>
<label class="visually-hidden"${attr("for", id)}>Comment</label><textarea${attr("id", id)} name="comment" class="form-control form-control-sm" rows="1" required="required" placeholder="Comment this post..."></textarea>
<button type="submit" class="btn btn-sm btn-primary">Comment</button></form>`;
}

export const commentsBlock = (v: Viewer, post: Row) =>
  `<div class="o_wforum_post_comments mt-2">${commentsOf(v.store, post.id).map((c) => commentItem(v, post, c)).join("")}</div>${commentForm(v, post)}`;

/**
 * The platform's answer form under a question, posted to /forum/{forum}/{question}/reply: the
 * question form's editor (textarea.load_editor, links and images with the editor's karma) and its
 * sanitizer on the server. Visitors are asked to log in.
 */
export function answerForm(v: Viewer, question: Row): string {
  if (!v.user) {
    return `<p class="mt-4"><a href="/web/login?redirect=${encodeURIComponent(`/forum/${v.forum.id}/question/${question.id}`)}">Log in</a> to answer this question.</p>`;
  }
  if (!hasKarma(v.store, v.forum, v.user, "karma_answer")) return "";
  return `<section class="mt-4 o_wforum_answer_form_section" aria-labelledby="answer-form-title"><h2 id="answer-form-title" class="h5">Your Answer</h2>
<form method="post" class="js_wforum_submit_form o_wforum_answer_form" novalidate="novalidate"${attr("action", `/forum/${v.forum.id}/${question.id}/reply`)}>
<input type="hidden" name="csrf_token"${attr("value", v.csrf)}/><input type="hidden" id="karma"${attr("value", karmaOf(v.store, v.user))}/>
<label for="content" class="visually-hidden">Your Answer</label>
<textarea id="content" name="content" class="form-control load_editor" required="required" rows="6"${attr("data-karma", v.forum.karma_editor)}></textarea>
<button type="submit" class="btn btn-primary mt-2 o_wforum_submit_post">Post Answer</button>
</form></section>`;
}

export function questionBlock(v: Viewer, question: Row): string {
  const favourite = v.user && (question.favourite_ids ?? []).includes(v.user.id);
  const tags = tagsOf(v.store, question).map((t) => tagFollow(v, t)).join(" ");
  return `<article class="question d-flex" data-type="question"${attr("data-state", question.state)}${attr("data-id", question.id)}>
${voteBlock(v, question)}
<div class="flex-grow-1">
<div class="d-flex align-items-start justify-content-between gap-2"><h1 class="h3">${e(question.name)}</h1>
<button type="button" class="btn btn-link favourite_question${favourite ? " o_wforum_gold text-warning" : " text-muted"}${gated(Boolean(v.user))}"${attr("data-karma", v.forum.karma_favourite)}${attr("data-href", `/forum/${v.forum.id}/question/${question.id}/toggle_favourite`)} aria-label="Favourite" aria-pressed="${favourite ? "true" : "false"}"><i class="fa fa-star" aria-hidden="true"></i></button></div>
<div class="o_wforum_post_content">${sanitizePostBody(String(question.content ?? ""))}</div>
<div class="my-2">${tags}</div>
<div class="d-flex gap-2 align-items-center">${flagButton(v, question)}${v.user?.id === question.author_id ? `<button type="button" class="btn btn-link btn-sm text-body oe_js_bump"${attr("data-href", "/forum/post/bump")}${attr("data-post-id", question.id)}>Bump</button>` : ""}</div>
${commentsBlock(v, question)}
</div></article>`;
}

export function answerBlock(v: Viewer, question: Row, answer: Row): string {
  const mine = v.user?.id === question.author_id;
  const canAccept = hasKarma(v.store, v.forum, v.user, mine ? "karma_answer_accept_own" : "karma_answer_accept_all");
  const author = v.store.get("res.users", answer.author_id);
  const accept = v.user === null || mine || canAccept
    ? `<div class="o_wforum_validate_toggler${answer.is_correct ? " o_wforum_answer_correct" : ""}"><button type="button" class="btn btn-sm accept_answer${answer.is_correct ? " btn-success" : " btn-outline-secondary"}${gated(canAccept || !v.user)}"${attr("data-karma", mine ? v.forum.karma_answer_accept_own : v.forum.karma_answer_accept_all)}${attr("data-href", `${postBase(v, answer)}/toggle_correct`)}${attr("data-target", `#answer-${answer.id}`)} aria-pressed="${answer.is_correct ? "true" : "false"}"><i class="fa fa-check" aria-hidden="true"></i> <span class="o_wforum_accept_label">${answer.is_correct ? "Correct answer" : "Accept"}</span></button></div>`
    : "";
  return `<div class="forum_answer d-flex border-top pt-3 mt-3"${attr("id", `answer-${answer.id}`)}${attr("data-id", answer.id)}>
${voteBlock(v, answer)}
<div class="flex-grow-1"><div class="o_wforum_post_content">${sanitizePostBody(String(answer.content ?? ""))}</div>
<div class="d-flex gap-2 align-items-center small text-muted">by ${userInfo(v, author)}${flagButton(v, answer)}${accept}</div>
${commentsBlock(v, answer)}</div></div>`;
}

/** The moderator's counters in the forum's navigation. */
export function moderatorTools(v: Viewer): string {
  if (!isModerator(v.store, v.forum, v.user)) return "";
  const flagged = v.store.all("forum.post").filter((p) => p.forum_id === v.forum.id && p.flag_count > 0 && p.state !== "offensive").length;
  const pending = v.store.all("forum.post").filter((p) => p.forum_id === v.forum.id && p.state === "pending").length;
  return `<nav class="o_wforum_moderation_tools small mb-3" aria-label="Moderation"><a href="/forum/${v.forum.id}/validation_queue">To validate <span class="badge text-bg-secondary">${pending}</span></a> · Flagged <span id="count_flagged_posts" class="badge text-bg-warning">${flagged}</span></nav>`;
}

export const karmaBadge = (v: Viewer) => (v.user ? `<span class="badge text-bg-light border o_wforum_user_karma">${karmaOf(v.store, v.user)} karma</span>` : "");
export const tagLink = (forumId: number, tag: Row) => `<a href="${escapeUrl(`/forum/${forumId}/tag/${tag.id}`)}">${e(tag.name)}</a>`;
