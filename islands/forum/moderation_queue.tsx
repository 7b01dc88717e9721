// The moderation queue (spec 3 §4, §7 "Forum"): a validate link is followed in the background,
// its item hidden at once and shown again on a red background when the validation fails; the
// spam dialog searches the queue's posts, lets the moderator pick some, and marks them offensive
// in one batch, then reloads the queue. A marking whose answer was lost is not sent again: the
// queue is read again, and when the chosen posts have left it, it is shown as the server has it
// and the moderator is told.
import { useState } from "react";
import {
  attr, browserNavigation, checked, child, defineIsland, defineMarkup, fetchCurrentPage, findIn, is, isAnswerLost, Portal, runWrite, useBind, useService, useTranslate, useWriteLock, writeOn,
  type IslandProps,
} from "../../src/kit";
import * as M from "./messages";
import { previewText, readSpamIds, SPAM_FIELDS, SPAM_KEY, spamDomain, type SpamPost } from "./spam";

export const VALIDATE_LINK = '.o_js_validation_queue a[href*="/validate"]';
export const FAILED_ITEM_CLASSES = ["bg-danger", "text-white", "o_wforum_validation_failed"];
export const SPAM_LOST_DONE = "The server's answer was lost, but the posts were marked as spam: the queue is shown as the server has it now.";

const markup = defineMarkup({
  children: {
    queue: child.optional(".o_js_validation_queue"),
    item: child.optional(".post_to_validate", { id: attr.int("data-id", 0) }),
    validateLink: child.optional('.o_js_validation_queue a[href*="/validate"]', { href: attr.string("href") }),
    modal: child.optional(".modal[data-spam-ids]"),
    openSpam: child.optional(".o_wforum_filter_spam"),
    dismiss: child.optional('[data-bs-dismiss="modal"]'),
    search: child.optional("#spamSearch"),
    spamList: child.optional(".post_spam"),
    selectAll: child.optional(".o_wforum_select_all_spam"),
    markSpam: child.optional(".o_wforum_mark_spam"),
  },
});

const spamPosts = is.array(is.object({ id: is.number, name: is.string, content: is.orFalse(is.string) }));
const FAILED = Object.fromEntries(FAILED_ITEM_CLASSES.map((name) => [name, true]));

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

function ModerationQueue({ parts }: IslandProps<typeof markup>) {
  const orm = useService("orm");
  const http = useService("http");
  const notification = useService("notification");
  const _t = useTranslate();
  const [posts, setPosts] = useState<SpamPost[]>([]);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState(false);
  const lock = useWriteLock();
  const spamIds = () => readSpamIds(parts.modal.first());

  const failed = () => notification.add(_t(M.ACTION_FAILED), { type: "danger", className: "o_wforum_action_failed" });

  /** A validation is the queue's new state: its item leaves at once, and comes back in red if it failed. */
  const validate = (event: MouseEvent, link: HTMLElement) => {
    event.preventDefault();
    const item = parts.item.from(link);
    writeOn(item, { class: { "d-none": true } });
    fetch(parts.validateLink.attrs(link).href, { method: "GET" })
      .then((response) => {
        if (response.status >= 400) throw new Error(String(response.status));
      })
      .catch(() => writeOn(item, { class: { "d-none": false, ...FAILED } }));
  };

  const search = (text: string) =>
    orm
      .call("forum.post", "search_read", [spamDomain(spamIds(), text), SPAM_FIELDS])
      .then(checked(spamPosts))
      .then((found) => setPosts(found.map((p) => ({ id: p.id, name: p.name, content: previewText(p.content || "") }))), failed);

  const show = (opening: boolean) => {
    setOpen(opening);
    if (!opening) return;
    void search("");
    parts.search.first()?.focus();
  };

  /** After a lost answer: the queue as the server has it, when the chosen posts have left it (else null). */
  const queueWithoutChosen = async (ids: number[]) => {
    const page = await fetchCurrentPage(http).catch(() => null);
    const queue = page && findIn(markup.children.queue, page)[0];
    if (!page || !queue || findIn(markup.children.item, queue).some((item) => ids.includes(parts.item.attrs(item).id))) return null;
    return { queue, spamIds: findIn(markup.children.modal, page)[0]?.getAttribute("data-spam-ids") ?? "[]" };
  };

  const markSpam = () => runWrite(lock, async (keepLocked) => {
    if (!chosen.size) return;
    const ids = [...chosen];
    try {
      await orm.call("forum.post", "mark_as_offensive_batch", [spamIds(), SPAM_KEY, ids]);
      keepLocked();
      return browserNavigation.reload();
    } catch (error) {
      const fresh = isAnswerLost(error) ? await queueWithoutChosen(ids) : null;
      if (!fresh) return failed();
      parts.queue.first()?.replaceWith(document.importNode(fresh.queue, true));
      writeOn(parts.modal.first(), { attr: { "data-spam-ids": fresh.spamIds } });
      setChosen(new Set());
      show(false);
      notification.add(_t(SPAM_LOST_DONE), { type: "warning", className: "o_wforum_action_lost" });
    }
  });

  useBind(parts, {
    validateLink: { on: { click: validate } },
    modal: {
      class: { show: open, "d-block": open, o_wforum_spam_open: open },
      attr: { "aria-modal": open },
      on: { keydown: (event) => event.key === "Escape" && show(false) },
    },
    openSpam: { on: { click: () => show(true) } },
    dismiss: { on: { click: () => show(false) } },
    search: { on: { input: (_event, input) => void search((input as HTMLInputElement).value) } },
    selectAll: { on: { click: () => setChosen(new Set(posts.map((p) => p.id))) } },
    markSpam: { on: { click: () => void markSpam() } },
  });

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Portal into={parts.spamList}>
      <SpamList posts={posts} chosen={chosen} toggle={toggle} />
    </Portal>
  );
}

export default defineIsland({
  name: "forum.moderation_queue",
  selector: ".o_wforum_moderation_queue",
  moment: "load",
  mode: "enhance",
  services: ["orm", "notification", "http"],
  markup,
  Component: ModerationQueue,
});
