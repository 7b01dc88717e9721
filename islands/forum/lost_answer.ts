// A forum action whose answer was lost (connection dropped, 502/504, unreadable answer) may have
// been done by the server. It is not sent again: the question page is read again and each post
// whose state the server has changed (votes, flags, favourite, accepted answer, comments, bump)
// is shown as the server has it now.
export const ACTION_LOST_DONE = "The server's answer was lost, but the action was done: the post is shown as the server has it now.";
export const ACTION_LOST_UNKNOWN = "The server's answer was lost: the action may have been done. Reload the page to see the posts as the server has them.";

const POSTS = "article.question[data-id], .forum_answer[data-id]";
const STATEFUL = ".vote_count, .vote_up, .vote_down, .flag, .favourite_question, .accept_answer, .o_wforum_post_comment, .oe_js_bump";

/** What a visitor sees of a post's state: texts, disabled and pressed controls, comments. */
export function postState(post: Element): string {
  const parts = [...post.querySelectorAll<HTMLElement>(STATEFUL)].map((element) => [
    element.textContent?.replace(/\s+/g, " ").trim() ?? "",
    element.hasAttribute("disabled"),
    element.getAttribute("aria-pressed"),
  ]);
  return JSON.stringify([post.hasAttribute("hidden") || post.classList.contains("d-none"), parts]);
}

/**
 * Puts the posts of `page` (the question page read again) in place of those of `root` whose state
 * differs; says whether any did (the action was done), or null when the page has none of them.
 */
export function adoptChangedPosts(root: ParentNode, page: Document): boolean | null {
  let found = false;
  let changed = false;
  for (const post of root.querySelectorAll<HTMLElement>(POSTS)) {
    const fresh = page.querySelector<HTMLElement>(`${post.matches("article") ? "article.question" : ".forum_answer"}[data-id="${post.dataset.id}"]`);
    if (!fresh) continue;
    found = true;
    if (postState(fresh) === postState(post)) continue;
    changed = true;
    post.replaceWith(document.importNode(fresh, true));
  }
  return found ? changed : null;
}
