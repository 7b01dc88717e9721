// Forum records in the store: forums with their karma thresholds, posts (questions and answers),
// votes, comments, tags, and each user's karma (its own records, so the e-learning reset that
// clears res.users karma leaves the forum alone).
import type { Row, Store } from "../store";
import { slugId } from "../slug";

export const forumOf = (store: Store, id: unknown): Row | undefined => store.get("forum.forum", typeof id === "string" ? slugId(id) : Number(id));
export const postOf = (store: Store, id: unknown): Row | undefined => store.get("forum.post", typeof id === "string" ? slugId(id) : Number(id));

export function karmaOf(store: Store, user: Row | null): number {
  if (!user) return 0;
  return Number(store.all("forum.karma").find((k) => k.user_id === user.id)?.karma ?? 0);
}

export const isModerator = (store: Store, forum: Row, user: Row | null) => Boolean(user) && karmaOf(store, user) >= Number(forum.karma_moderate);
export const hasKarma = (store: Store, forum: Row, user: Row | null, threshold: string) => Boolean(user) && karmaOf(store, user) >= Number(forum[threshold] ?? 0);

export const answersOf = (store: Store, questionId: number) => store.all("forum.post").filter((p) => p.parent_id === questionId && p.state === "active");
export const commentsOf = (store: Store, postId: number) => store.all("forum.comment").filter((c) => c.post_id === postId);
export const tagsOf = (store: Store, post: Row) => store.all("forum.tag").filter((t) => (post.tag_ids ?? []).includes(t.id));

export function voteOf(store: Store, postId: number, user: Row | null): Row | undefined {
  return user ? store.all("forum.post.vote").find((v) => v.post_id === postId && v.user_id === user.id) : undefined;
}

/** Casts `direction` (1 up, -1 down); a vote against the current one takes it back. */
export function castVote(store: Store, post: Row, user: Row, direction: 1 | -1): { user_vote: number; vote_count: number } {
  const current = voteOf(store, post.id, user);
  const before = Number(current?.vote ?? 0);
  const after = before === 0 ? direction : before === -direction ? 0 : before;
  if (current) store.write("forum.post.vote", current.id, { vote: after });
  else store.create("forum.post.vote", { post_id: post.id, user_id: user.id, vote: after });
  const vote_count = Number(post.vote_count) + after - before;
  store.write("forum.post", post.id, { vote_count });
  return { user_vote: after, vote_count };
}
