// The moderation queue (spec 3 §4, §7 "Forum"): a validate link is followed in the background,
// its item hidden at once and shown again on a red background when the validation fails; the
// spam dialog searches the queue's posts, lets the moderator pick some, and marks them offensive
// in one batch, then reloads the queue. A marking whose answer was lost is not sent again: the
// queue is read again, and when the chosen posts have left it, it is shown as the server has it
// and the moderator is told.
import { browserNavigation, defineIsland, fetchCurrentPage, isAnswerLost, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useState } from "react";
import { HostPortal } from "../../src/components/HostPortal";
import * as M from "./messages";
import { previewText, readSpamIds, SPAM_FIELDS, SPAM_KEY, spamDomain, type SpamPost } from "./spam";

export const VALIDATE_LINK = '.o_js_validation_queue a[href*="/validate"]';
export const FAILED_ITEM_CLASSES = ["bg-danger", "text-white", "o_wforum_validation_failed"];
const MODAL = ".modal[data-spam-ids]";
const QUEUE = ".o_js_validation_queue";
export const SPAM_LOST_DONE = "The server's answer was lost, but the posts were marked as spam: the queue is shown as the server has it now.";

function SpamList({ posts, chosen, toggle }: { posts: SpamPost[]; chosen: Set<number>; toggle: (id: number) => void }) {
  const _t = useTranslate();
  if (!posts.length) return <p className="text-muted mb-0">{_t("No post matches.")}</p>;
  return (
    <ul className="list-unstyled mb-0">
      {posts.map((post) => (
        <li key={post.id} className="form-check mb-2">
          <input className="form-check-input" type="checkbox" id={`o_wforum_spam_${post.id}`} value={post.id} checked={chosen.has(post.id)} onChange={() => toggle(post.id)} />
          <label className="form-check-label" htmlFor={`o_wforum_spam_${post.id}`}>
            <strong>{post.name}</strong>
            <span className="d-block small text-muted o_wforum_spam_preview">{post.content}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}

function ModerationQueue() {
  const host = useHost();
  const orm = useService("orm");
  const http = useService("http");
  const notification = useService("notification");
  const _t = useTranslate();
  const [posts, setPosts] = useState<SpamPost[]>([]);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const modal = host.querySelector<HTMLElement>(MODAL);
  const spamIds = readSpamIds(modal);

  const failed = () => notification.add(_t(M.ACTION_FAILED), { type: "danger", className: "o_wforum_action_failed" });

  useHostEvent("click", (event, link) => {
    event.preventDefault();
    const item = link.closest<HTMLElement>(".post_to_validate");
    item?.classList.add("d-none");
    fetch(link.getAttribute("href")!, { method: "GET" })
      .then((response) => {
        if (response.status >= 400) throw new Error(String(response.status));
      })
      .catch(() => {
        item?.classList.remove("d-none");
        item?.classList.add(...FAILED_ITEM_CLASSES);
      });
  }, { selector: VALIDATE_LINK });

  const search = (text: string) =>
    orm
      .call<{ id: number; name: string; content: string }[]>("forum.post", "search_read", [spamDomain(spamIds, text), SPAM_FIELDS])
      .then((found) => setPosts(found.map((p) => ({ id: p.id, name: p.name, content: previewText(p.content || "") }))), failed);

  const show = (open: boolean) => {
    if (!modal) return;
    modal.classList.toggle("show", open);
    modal.classList.toggle("d-block", open);
    modal.classList.toggle("o_wforum_spam_open", open);
    modal.toggleAttribute("aria-modal", open);
    if (open) {
      void search("");
      modal.querySelector<HTMLElement>("#spamSearch")?.focus();
    }
  };
  useHostEvent("click", () => show(true), { selector: ".o_wforum_filter_spam" });
  useHostEvent("click", () => show(false), { selector: '[data-bs-dismiss="modal"]' });
  useHostEvent("keydown", (event) => event.key === "Escape" && show(false), { selector: MODAL });
  useHostEvent("input", (_event, input) => void search((input as HTMLInputElement).value), { selector: "#spamSearch" });
  useHostEvent("click", () => setChosen(new Set(posts.map((p) => p.id))), { selector: ".o_wforum_select_all_spam" });
  /** After a lost answer: the queue as the server has it, when the chosen posts have left it (else null). */
  const queueWithoutChosen = async (ids: number[]) => {
    const page = await fetchCurrentPage(http).catch(() => null);
    const queue = page?.querySelector(QUEUE);
    if (!page || !queue || ids.some((id) => queue.querySelector(`.post_to_validate[data-id="${id}"]`))) return null;
    return { queue, spamIds: page.querySelector(MODAL)?.getAttribute("data-spam-ids") ?? "[]" };
  };

  useHostEvent("click", () => {
    if (!chosen.size) return;
    const ids = [...chosen];
    orm.call("forum.post", "mark_as_offensive_batch", [spamIds, SPAM_KEY, ids]).then(
      () => browserNavigation.reload(),
      async (error) => {
        const fresh = isAnswerLost(error) ? await queueWithoutChosen(ids) : null;
        if (!fresh) return failed();
        host.querySelector(QUEUE)?.replaceWith(document.importNode(fresh.queue, true));
        modal?.setAttribute("data-spam-ids", fresh.spamIds);
        setChosen(new Set());
        show(false);
        notification.add(_t(SPAM_LOST_DONE), { type: "warning", className: "o_wforum_action_lost" });
      },
    );
  }, { selector: ".o_wforum_mark_spam" });

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <HostPortal selector=".post_spam">
      <SpamList posts={posts} chosen={chosen} toggle={toggle} />
    </HostPortal>
  );
}

export default defineIsland({
  name: "forum.moderation_queue",
  selector: ".o_wforum_moderation_queue",
  moment: "load",
  mode: "enhance",
  services: ["orm", "notification", "http"],
  Component: ModerationQueue,
});
