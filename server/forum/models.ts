// forum.post methods reached through call_kw: the spam queue marks posts offensive in a batch
// (spec 3 §7), for moderators only.
import { accessError } from "../errors";
import { defineModel } from "../models/registry";
import { forumOf, isModerator } from "./data";

defineModel("forum.post", {
  mark_as_offensive_batch: ({ store, user }, args) => {
    const ids = (Array.isArray(args[0]) ? args[0] : [args[0]]).map(Number);
    const posts = ids.map((id) => store.get("forum.post", id)).filter((p) => p !== undefined);
    for (const post of posts) {
      const forum = forumOf(store, post.forum_id);
      if (!forum || !isModerator(store, forum, user)) throw accessError("Only moderators can mark posts as offensive.");
    }
    // key names what the chosen values are: the posts themselves, or their authors.
    const key = String(args[1] ?? "post_id");
    const chosen = new Set((Array.isArray(args[2]) ? args[2] : []).map(Number));
    const valueOf = (post: { id: number; author_id?: number }) => (key === "user_id" ? post.author_id : post.id);
    const marked = posts.filter((post) => chosen.has(Number(valueOf(post))));
    for (const post of marked) store.write("forum.post", post.id, { state: "offensive", closed_reason: "spam" });
    return marked.length;
  },
});
