// The moderation queue (spec 3 §4, §7 "Forum"): a validate link is followed in the background,
// its item hidden at once and shown again on a red background when the validation fails; the
// spam dialog searches the queue's posts, lets the moderator pick some, and marks them offensive
// in one batch, then reloads the queue.
import { browserNavigation, defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../src/kit";
import { useState } from "react";
import { HostPortal } from "../../src/components/HostPortal";
import * as M from "./messages";
import { previewText, readSpamIds, SPAM_FIELDS, SPAM_KEY, spamDomain, type SpamPost } from "./spam";

export const VALIDATE_LINK = '.o_js_validation_queue a[href*="/validate"]';
export const FAILED_ITEM_CLASSES = ["bg-danger", "text-white", "o_wforum_validation_failed"];
const MODAL = ".modal[data-spam-ids]";

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
  useHostEvent("click", () => {
    if (!chosen.size) return;
    orm.call("forum.post", "mark_as_offensive_batch", [spamIds, SPAM_KEY, [...chosen]]).then(() => browserNavigation.reload(), failed);
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
  services: ["orm", "notification"],
  Component: ModerationQueue,
});
