// Forum pages (spec 3 §2 "Forum"): a question with its answers and comments, the guidelines, the
// new-question form and its post, the moderation queue and its validate links.
import { overRateLimit, TOO_MANY_REQUESTS } from "../security/rate_limit";
import { SLUG, slugId } from "../slug";
import type { Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../context";
import { escapeHtml as e, markup, url } from "../html";
import { renderFixture } from "../routes/pages";
import { currentUser } from "../session";
import { answersOf, forumOf, hasKarma, isModerator, karmaOf, postOf } from "./data";
import { answerBlock, answerForm, canComment, karmaBadge, moderatorTools, questionBlock, type Viewer } from "./markup";
import { bodyIsEmpty, sanitizePostBody } from "./sanitize";
import { resolveTags } from "./tags";

export const TITLE_REQUIRED = "The title is required.";
export const BODY_REQUIRED = "The question needs text or an image.";
export const WELCOME_COOKIE = "forum_welcome_message";
export const REPLY_EMPTY = "Reply should not be empty.";
export const closeKarmaRequired = (karma: unknown) => `${karma} karma required to close or reopen a post.`;

function viewer(c: Context<AppEnv>): Viewer | null {
  const forum = forumOf(c.get("store"), c.req.param("forum"));
  return forum ? { store: c.get("store"), forum, user: currentUser(c), csrf: c.get("session").csrf } : null;
}

const welcome = (c: Context<AppEnv>, v: Viewer) =>
  getCookie(c, WELCOME_COOKIE)
    ? ""
    : `<div class="forum_intro alert alert-info d-flex justify-content-between align-items-start" role="status"><p class="mb-0">${e(v.forum.welcome_message)}</p><button type="button" class="btn-close js_close_intro" aria-label="Hide the welcome message"></button></div>`;

function questionPage(c: Context<AppEnv>, v: Viewer, id: number) {
  const question = postOf(v.store, id);
  const visible = question && question.forum_id === v.forum.id && !question.parent_id && (question.state === "active" || question.state === "close" || isModerator(v.store, v.forum, v.user) || question.author_id === v.user?.id);
  if (!question || !visible) return c.notFound();
  return renderFixture(c, "forum/question.html", {
    forum_id: v.forum.id,
    forum_name: v.forum.name,
    question_name: question.name,
    welcome: markup(welcome(c, v)),
    moderation: markup(moderatorTools(v)),
    karma: markup(karmaBadge(v)),
    question: markup(questionBlock(v, question)),
    answers: markup(answersOf(v.store, question.id).map((a) => answerBlock(v, question, a)).join("\n") + (question.state === "active" ? answerForm(v, question) : "")),
    pending: markup(question.state === "pending" ? `<div class="alert alert-warning">This question is waiting for validation.</div>` : ""),
  });
}

function askPage(c: Context<AppEnv>, v: Viewer, error = "", values: { name?: string; content?: string } = {}) {
  return renderFixture(c, "forum/ask.html", {
    forum_id: v.forum.id,
    forum_name: v.forum.name,
    karma: karmaOf(v.store, v.user),
    karma_editor: v.forum.karma_editor,
    karma_edit_retag: v.forum.karma_tag_create,
    post_name: values.name ?? "",
    content: values.content ?? "",
    action: url(`/forum/${v.forum.id}/new`),
    error: markup(error ? `<div class="alert alert-danger" role="alert">${e(error)}</div>` : ""),
  });
}

export function forumPageRoutes(app: Hono<AppEnv>) {
  app.get(`/forum/:forum${SLUG}/question/:post${SLUG}`, (c) => {
    const v = viewer(c);
    return v ? questionPage(c, v, slugId(c.req.param("post"))) : c.notFound();
  });

  app.get(`/forum/:forum${SLUG}/faq`, (c) => {
    const v = viewer(c);
    if (!v) return c.notFound();
    return renderFixture(c, "forum/faq.html", { forum_name: v.forum.name, karma_upvote: v.forum.karma_upvote, karma_downvote: v.forum.karma_downvote, karma_flag: v.forum.karma_flag, karma_tag_create: v.forum.karma_tag_create });
  });

  app.get(`/forum/:forum${SLUG}/ask`, (c) => {
    const v = viewer(c);
    if (!v) return c.notFound();
    if (!v.user) return c.redirect(`/web/login?redirect=${encodeURIComponent(`/forum/${v.forum.id}/ask`)}`);
    return askPage(c, v);
  });

  app.post(`/forum/:forum${SLUG}/new`, async (c) => {
    const v = viewer(c);
    if (!v || !v.user) return c.notFound();
    const form = await c.req.parseBody();
    const name = String(form.post_name ?? "").trim();
    const content = sanitizePostBody(String(form.content ?? ""));
    const refuse = (message: string) => (c.status(400), askPage(c, v, message, { name, content }));
    if (overRateLimit(c, "forum_post")) return refuse(TOO_MANY_REQUESTS);
    if (!name) return refuse(TITLE_REQUIRED);
    if (bodyIsEmpty(content)) return refuse(BODY_REQUIRED);
    const tags = resolveTags(v.store, v.forum, String(form.post_tags ?? ""), hasKarma(v.store, v.forum, v.user, "karma_tag_create"));
    if (typeof tags === "string") return refuse(tags);
    const state = isModerator(v.store, v.forum, v.user) || hasKarma(v.store, v.forum, v.user, "karma_upvote") ? "active" : "pending";
    const post = v.store.create("forum.post", { forum_id: v.forum.id, parent_id: false, name, content, author_id: v.user.id, state, tag_ids: tags, vote_count: 0, flag_count: 0, favourite_ids: [], is_correct: false });
    return c.redirect(`/forum/${v.forum.id}/question/${post.id}`, 303);
  });

  // The platform's answer route: the body through the question form's sanitizer; an answer of a
  // user without the karma to post directly waits for validation, as a question does.
  app.post(`/forum/:forum${SLUG}/:question${SLUG}/reply`, async (c) => {
    const v = viewer(c);
    const question = v && postOf(v.store, c.req.param("question"));
    if (!v || !question || question.forum_id !== v.forum.id || question.parent_id || question.state !== "active") return c.notFound();
    if (!v.user) return c.redirect(`/web/login?redirect=${encodeURIComponent(`/forum/${v.forum.id}/question/${question.id}`)}`, 303);
    if (overRateLimit(c, "forum_post")) return c.text(TOO_MANY_REQUESTS, 429);
    const form = await c.req.parseBody();
    if (!hasKarma(v.store, v.forum, v.user, "karma_answer")) return c.text(`${v.forum.karma_answer} karma is required to answer.`, 403);
    const content = sanitizePostBody(String(form.content ?? ""));
    if (bodyIsEmpty(content)) return c.text(REPLY_EMPTY, 400);
    const state = isModerator(v.store, v.forum, v.user) || hasKarma(v.store, v.forum, v.user, "karma_upvote") ? "active" : "pending";
    v.store.create("forum.post", { forum_id: v.forum.id, parent_id: question.id, name: "", content, author_id: v.user.id, state, tag_ids: [], vote_count: 0, flag_count: 0, favourite_ids: [], is_correct: false });
    return c.redirect(`/forum/${v.forum.id}/question/${question.id}`, 303);
  });

  // The platform's comment route: plain text (shown escaped), back to the question.
  app.post(`/forum/:forum${SLUG}/post/:post${SLUG}/comment`, async (c) => {
    const v = viewer(c);
    const post = v && postOf(v.store, c.req.param("post"));
    if (!v || !post || post.forum_id !== v.forum.id || post.state !== "active") return c.notFound();
    const questionId = post.parent_id || post.id;
    if (!v.user) return c.redirect(`/web/login?redirect=${encodeURIComponent(`/forum/${v.forum.id}/question/${questionId}`)}`, 303);
    const form = await c.req.parseBody();
    if (!canComment(v, post)) return c.text("Not enough karma to comment.", 403);
    const body = String(form.comment ?? "").trim().slice(0, 4000);
    if (body) v.store.create("forum.comment", { post_id: post.id, author_id: v.user.id, body });
    return c.redirect(`/forum/${v.forum.id}/question/${questionId}`, 303);
  });

  // The platform's close route (website_forum question_close → forum.post.close): a signed-in user
  // with karma_close_own on their own question, karma_close_all on another's, closes it with a
  // reason; the question stays readable, closed, without its answer form. An answer is not closed
  // (close() returns False). Back to the question either way.
  app.post(`/forum/:forum${SLUG}/question/:question${SLUG}/close`, async (c) => {
    const v = viewer(c);
    const post = v && postOf(v.store, c.req.param("question"));
    if (!v || !post || post.forum_id !== v.forum.id || !["active", "close"].includes(post.state)) return c.notFound();
    const questionId = post.parent_id || post.id;
    if (!v.user) return c.redirect(`/web/login?redirect=${encodeURIComponent(`/forum/${v.forum.id}/question/${questionId}`)}`, 303);
    const form = await c.req.parseBody();
    if (!post.parent_id) {
      const threshold = post.author_id === v.user.id ? "karma_close_own" : "karma_close_all";
      if (!hasKarma(v.store, v.forum, v.user, threshold)) return c.text(closeKarmaRequired(v.forum[threshold]), 403);
      v.store.write("forum.post", post.id, { state: "close", closed_uid: v.user.id, closed_date: new Date().toISOString(), closed_reason_id: Number(form.reason_id) || false });
    }
    return c.redirect(`/forum/${v.forum.id}/question/${questionId}`, 303);
  });

  app.get(`/forum/:forum${SLUG}/validation_queue`, (c) => {
    const v = viewer(c);
    if (!v) return c.notFound();
    if (!isModerator(v.store, v.forum, v.user)) return c.text("Access Denied", 403);
    const pending = v.store.all("forum.post").filter((p) => p.forum_id === v.forum.id && p.state === "pending");
    const items = pending
      .map((p) => `<li class="post_to_validate list-group-item d-flex justify-content-between align-items-center gap-3" data-id="${p.id}"><div><a href="/forum/${v.forum.id}/question/${p.id}">${e(p.name)}</a></div><a class="btn btn-sm btn-success" href="/forum/${v.forum.id}/post/${p.id}/validate">Accept</a></li>`)
      .join("\n");
    return renderFixture(c, "forum/validation_queue.html", {
      forum_id: v.forum.id,
      forum_name: v.forum.name,
      items: markup(items || `<li class="list-group-item">Nothing to validate.</li>`),
      spam_ids: JSON.stringify(pending.map((p) => p.id)),
    });
  });

  app.get(`/forum/:forum${SLUG}/post/:post${SLUG}/validate`, (c) => {
    const v = viewer(c);
    const post = v && postOf(v.store, c.req.param("post"));
    if (!v || !post || post.forum_id !== v.forum.id) return c.notFound();
    if (!isModerator(v.store, v.forum, v.user)) return c.text("Access Denied", 403);
    if (post.state !== "pending") return c.text("This post is not waiting for validation.", 409);
    v.store.write("forum.post", post.id, { state: "active" });
    return c.redirect(`/forum/${v.forum.id}/validation_queue`, 303);
  });
}
