// A forum action whose answer was lost (connection dropped, 502/504, unreadable answer) may have
// been done by the server. It is not sent again: the question page is read again and each post
// whose state the server has changed (votes, flags, favourite, accepted answer, comments, bump)
// is shown as the server has it now.
import { attr, attrsOf, child, findIn } from "../../src/kit";

export const ACTION_LOST_DONE = "The server's answer was lost, but the action was done: the post is shown as the server has it now.";
export const ACTION_LOST_UNKNOWN = "The server's answer was lost: the action may have been done. Reload the page to see the posts as the server has them.";

const POSTS = child.optional("article.question[data-id], .forum_answer[data-id]");
const STATEFUL = child.optional(".vote_count, .vote_up, .vote_down, .flag, .favourite_question, .accept_answer, .o_wforum_post_comment, .oe_js_bump");
const POST = { id: attr.string("data-id"), hidden: attr.hasClass("d-none") };

/** What a visitor sees of a post's state: texts, disabled and pressed controls, comments. */
export function postState(post: Element): string {
  const parts = findIn(STATEFUL, post).map((element) => [
    element.textContent?.replace(/\s+/g, " ").trim() ?? "",
    element.hasAttribute("disabled"),
    element.getAttribute("aria-pressed"),
  ]);
  return JSON.stringify([post.hasAttribute("hidden") || attrsOf(post, POST, "forum.page").hidden, parts]);
}

/**
 * Puts the posts of `page` (the question page read again) in place of those of `root` whose state
 * differs; says whether any did (the action was done), or null when the page has none of them.
 */
export function adoptChangedPosts(root: ParentNode, page: Document): boolean | null {
  let found = false;
  let changed = false;
  const fresh = new Map(findIn(POSTS, page).map((post) => [key(post), post]));
  for (const post of findIn(POSTS, root)) {
    const again = fresh.get(key(post));
    if (!again) continue;
    found = true;
    if (postState(again) === postState(post)) continue;
    changed = true;
    post.replaceWith(document.importNode(again, true));
  }
  return found ? changed : null;
}

const key = (post: Element) => `${post.matches("article") ? "question" : "answer"}:${attrsOf(post, POST, "forum.page").id}`;
