// JSON routes of the forum (spec 3 §7 "Forum"): votes, flags, accepted answers, favourites,
// comment removal, bump and the tag search. The paths are the ones the pages render in their
// data-href and form actions; refusals the visitor can act on come back as {error: code}.
import type { Context, Hono } from "hono";
import { SLUG } from "../slug";
import type { AppEnv } from "../context";
import { accessError, missingError } from "../errors";
import { rpcHandler } from "../jsonrpc";
import { currentUser } from "../session";
import type { Row } from "../store";
import * as C from "./codes";
import { castVote, forumOf, hasKarma, isModerator, postOf } from "./data";

function target(c: Context<AppEnv>): { forum: Row; post: Row } {
  const store = c.get("store");
  const forum = forumOf(store, c.req.param("forum"));
  const post = postOf(store, c.req.param("post"));
  if (!forum || !post || post.forum_id !== forum.id || post.state === "offensive") throw missingError("This post does not exist.");
  return { forum, post };
}

const karmaError = (forum: Row, threshold: string) => accessError(`${forum[threshold]} karma is required to perform this action.`);

export function forumJsonRoutes(app: Hono<AppEnv>) {
  const vote = (direction: 1 | -1) =>
    rpcHandler((_params, c) => {
      const store = c.get("store");
      const user = currentUser(c);
      const { forum, post } = target(c);
      if (!user) return { error: C.ANONYMOUS_USER };
      if (post.author_id === user.id) return { error: C.OWN_POST };
      const threshold = direction === 1 ? "karma_upvote" : "karma_downvote";
      if (!hasKarma(store, forum, user, threshold)) throw karmaError(forum, threshold);
      return castVote(store, post, user, direction);
    });
  app.post(`/forum/:forum${SLUG}/post/:post${SLUG}/upvote`, vote(1));
  app.post(`/forum/:forum${SLUG}/post/:post${SLUG}/downvote`, vote(-1));

  app.post(
    `/forum/:forum${SLUG}/post/:post${SLUG}/flag`,
    rpcHandler((_params, c) => {
      const store = c.get("store");
      const user = currentUser(c);
      const { forum, post } = target(c);
      if (!user) return { error: C.ANONYMOUS_USER };
      if (post.state !== "active") return { error: C.POST_NON_FLAGGABLE };
      const flaggers: number[] = post.flagged_by ?? [];
      if (flaggers.includes(user.id)) return { error: C.POST_ALREADY_FLAGGED };
      if (!hasKarma(store, forum, user, "karma_flag")) throw karmaError(forum, "karma_flag");
      store.write("forum.post", post.id, { flag_count: Number(post.flag_count) + 1, flagged_by: [...flaggers, user.id] });
      return { success: isModerator(store, forum, user) ? C.FLAGGED_MODERATOR : C.FLAGGED_NON_MODERATOR };
    }),
  );

  app.post(
    `/forum/:forum${SLUG}/post/:post${SLUG}/toggle_correct`,
    rpcHandler((_params, c) => {
      const store = c.get("store");
      const user = currentUser(c);
      const { forum, post } = target(c);
      if (!user) return { error: C.ANONYMOUS_USER };
      const question = postOf(store, post.parent_id);
      if (!question) throw missingError("Only an answer can be accepted.");
      const threshold = question.author_id === user.id ? "karma_answer_accept_own" : "karma_answer_accept_all";
      if (!hasKarma(store, forum, user, threshold)) throw karmaError(forum, threshold);
      const correct = !post.is_correct;
      // One correct answer per question.
      for (const other of store.all("forum.post").filter((p) => p.parent_id === question.id && p.is_correct)) store.write("forum.post", other.id, { is_correct: false });
      store.write("forum.post", post.id, { is_correct: correct });
      return correct;
    }),
  );

  app.post(
    `/forum/:forum${SLUG}/question/:post${SLUG}/toggle_favourite`,
    rpcHandler((_params, c) => {
      const user = currentUser(c);
      const { post } = target(c);
      if (!user) return { error: C.ANONYMOUS_USER };
      const ids: number[] = post.favourite_ids ?? [];
      const favourite = !ids.includes(user.id);
      c.get("store").write("forum.post", post.id, { favourite_ids: favourite ? [...ids, user.id] : ids.filter((id) => id !== user.id) });
      return favourite;
    }),
  );

  app.post(
    `/forum/:forum${SLUG}/post/:post${SLUG}/comment/:comment{[0-9]+}/delete`,
    rpcHandler((_params, c) => {
      const store = c.get("store");
      const user = currentUser(c);
      const { forum, post } = target(c);
      const comment = store.get("forum.comment", Number(c.req.param("comment")));
      if (!comment || comment.post_id !== post.id) throw missingError("This comment does not exist.");
      const threshold = comment.author_id === user?.id ? "karma_comment_unlink_own" : "karma_comment_unlink_all";
      if (!hasKarma(store, forum, user, threshold)) throw karmaError(forum, threshold);
      store.unlink("forum.comment", comment.id);
      return true;
    }),
  );

  app.post(
    "/forum/post/bump",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const user = currentUser(c);
      const post = postOf(store, params.post_id);
      if (!post || !user || post.author_id !== user.id) return false;
      store.write("forum.post", post.id, { bumped: true, last_activity: new Date().toISOString() });
      return true;
    }),
  );

  app.post(
    "/forum/get_tags",
    rpcHandler((params, c) => {
      const query = String(params.query ?? "").toLowerCase();
      const limit = Math.min(Math.max(Number(params.limit) || C.TAG_SEARCH_LIMIT, 1), C.TAG_SEARCH_LIMIT);
      return c
        .get("store")
        .all("forum.tag")
        .filter((t) => t.forum_id === Number(params.forum_id) && t.name.toLowerCase().includes(query))
        .slice(0, limit)
        .map((t) => ({ id: t.id, name: t.name }));
    }),
  );
}
