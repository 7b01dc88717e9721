// The comment form under a forum post (the platform's plain form, POST
// /forum/{forum}/post/{post}/comment): sent without leaving the page (post_submit.ts), once at a
// time, so that a refusal or a fault keeps what was written and says so; the server's redirect
// to the question is followed. A comment whose answer was lost is not sent again blindly: the
// question page is read again, and a new comment there with that text means it was posted (the
// page is shown again and says so); when the page cannot be read either, that it may be posted.
import { useState } from "react";
import { createPortal } from "react-dom";
import {
  attr, attrsOf, browserNavigation, child, defineIsland, defineMarkup, fetchCurrentPage, findIn, reloadWithNotice, runWrite, useBind, useHost, useNoticeAfterReload, useService,
  useSlot, useTranslate, useWriteBusy, useWriteLock, type HttpService, type IslandProps,
} from "../../src/kit";
import { submitPost } from "./post_submit";

// ours: the spec gives no texts for a comment under a fault
export const COMMENT_FAILED = "Your comment could not be sent. What you wrote is kept: try again.";
export const COMMENT_LOST = "The server's answer was lost: your comment may have been posted. Reload the page to see it before sending it again; what you wrote is kept.";
export const COMMENT_LOST_DONE = "The server's answer was lost, but your comment was posted.";
export const COMMENT_ERROR_CLASS = "o_wforum_comment_error";
const NOTICES = [COMMENT_LOST_DONE] as const;

const markup = defineMarkup({ children: { text: 'textarea[name="comment"]' } });

const COMMENTS = child.optional(".o_wforum_post_comment[data-comment-id]");
const COMMENT = { id: attr.int("data-comment-id", 0) };
const commentsIn = (root: ParentNode) => findIn(COMMENTS, root).map((item) => ({ id: attrsOf(item, COMMENT, "forum.comment_form").id, text: item.textContent?.trim() ?? "" }));

/** After a lost answer: whether the question page, read again, shows a new comment that starts with `text` (null: it could not be read). */
export async function commentPostedMeanwhile(http: HttpService, text: string): Promise<boolean | null> {
  const page = await fetchCurrentPage(http).catch(() => null);
  if (!page) return null;
  const shown = new Set(commentsIn(document).map((comment) => comment.id));
  return commentsIn(page).some((comment) => !shown.has(comment.id) && comment.text.startsWith(text));
}

function CommentForm({ parts }: IslandProps<typeof markup>) {
  const form = useHost() as HTMLFormElement;
  const http = useService("http");
  const _t = useTranslate();
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  const [message, setMessage] = useState<string | null>(null);
  const slot = useSlot(form, "after", "o_wforum_comment_message");
  useNoticeAfterReload(NOTICES);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const text = parts.text.first<HTMLTextAreaElement>()?.value.trim() ?? "";
    if (!text) return;
    void runWrite(lock, async (keepLocked) => {
      setMessage(null);
      const outcome = await submitPost(form);
      if (outcome.kind === "posted") {
        keepLocked();
        return browserNavigation.assign(outcome.url);
      }
      if (outcome.kind === "refused") return setMessage(_t(COMMENT_FAILED));
      const posted = await commentPostedMeanwhile(http, text);
      if (posted) {
        keepLocked();
        return reloadWithNotice(COMMENT_LOST_DONE, "warning");
      }
      setMessage(_t(posted === null ? COMMENT_LOST : COMMENT_FAILED));
    });
  };

  useBind(parts, { host: { attr: { "aria-busy": busy ? "true" : null }, on: { submit } } });
  return slot && message !== null ? createPortal(<div className={`alert alert-danger small mt-1 mb-0 ${COMMENT_ERROR_CLASS}`} role="alert">{message}</div>, slot) : null;
}

export default defineIsland({
  name: "forum.comment_form",
  selector: "form.o_wforum_comment_form",
  moment: "load",
  mode: "enhance",
  services: ["http", "notification"],
  markup,
  Component: CommentForm,
});
