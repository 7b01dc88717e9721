// The chatter composer (spec 2 §4, §5, §7): a message and attachments posted to the route of the
// send button's action (default /mail/chatter_post) with the chatter options, message,
// attachment_ids and attachment_tokens. A blank message without attachments is refused with the
// spec's error and a danger border. Sending waits for uploads and removals and is one write of
// the island at a time (a second click is ignored). A send the server refused keeps the text and
// the attachments and says why. A send whose answer was lost is not sent again blindly: the
// chatter reloads its messages and looks for it; the text stays until the user sees whether it
// landed (when that cannot be told yet, the next Send looks first).
import { useEffect, useId, useRef, useState } from "react";
import { errorText, isAnswerLost, useService, useTranslate, useWriteBusy, WriteIgnored, type WriteLock } from "../../../src/kit";
import { ComposerFiles } from "./ComposerFiles";
import { HiddenFileInput } from "./HiddenFileInput";
import { BLANK_MESSAGE_ERROR, DEFAULT_POST_ROUTE, POST_LOST_NOT_SENT, POST_LOST_SENT, POST_LOST_UNKNOWN } from "./constants";
import type { ChatterOptions } from "./types";
import { useAttachments } from "./use_attachments";

export function isBlankMessage(text: string, attachmentCount: number): boolean {
  return !text.trim() && attachmentCount === 0;
}

/** A post the server may have done although its answer was lost. */
export interface UncertainPost {
  /** the newest message id shown before it was sent */
  after: number;
  text: string;
  attachmentIds: number[];
}

/** Whether the reloaded conversation holds the post: "unknown" when it could not be reloaded. */
export type PostCheck = (post: UncertainPost) => Promise<"sent" | "not-sent" | "unknown">;

/** What happened in the form before the composer's code arrived (composer_on_demand.tsx). */
export interface ComposerDraft {
  /** the form's text and focus, read as the composer first renders, while the form is still there */
  readonly text: string;
  readonly focus: boolean;
  action: "send" | null;
  files: File[];
  /** the form's file input outlives the swap: the composer receives its files through `connect` */
  connect(receive: (files: File[]) => void): () => void;
  openFiles(): void;
}

export interface ComposerProps {
  options: ChatterOptions;
  lock: WriteLock;
  /** the newest message id the chatter has shown */
  newestId: () => number;
  checkPost: PostCheck;
  onPosted: () => Promise<void>;
  draft?: ComposerDraft;
}

type Notice = { kind: "error" | "warning" | "success"; text: string } | null;

export function Composer({ options, lock, newestId, checkPost, onPosted, draft }: ComposerProps) {
  const _t = useTranslate();
  const rpc = useService("rpc");
  const { files, attachments, busy, upload, retry, cancel, remove, forgetPosted } = useAttachments(options, lock);
  const writing = useWriteBusy(lock);
  const [text, setText] = useState(() => draft?.text ?? "");
  const [focusedBefore] = useState(() => draft?.focus ?? false);
  const [notice, setNotice] = useState<Notice>(null);
  const [blank, setBlank] = useState(false);
  const [sending, setSending] = useState(false);
  const uncertain = useRef<UncertainPost | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const noticeId = useId();
  const textareaId = useId();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const route = options.force_submit_url || DEFAULT_POST_ROUTE;

  /** Tells what the check found; says whether the post is known to be in the conversation. */
  const settleUncertain = async (post: UncertainPost): Promise<"sent" | "not-sent" | "unknown"> => {
    const found = await checkPost(post);
    if (found === "sent") {
      uncertain.current = null;
      forgetPosted(post.attachmentIds);
      // Text typed since is the user's next message: it stays.
      setText((current) => (current === post.text ? "" : current));
      setNotice({ kind: "success", text: _t(POST_LOST_SENT) });
    } else if (found === "not-sent") {
      uncertain.current = null;
      setNotice({ kind: "warning", text: _t(POST_LOST_NOT_SENT) });
    } else {
      setNotice({ kind: "warning", text: _t(POST_LOST_UNKNOWN) });
    }
    return found;
  };

  const send = async (route: string) => {
    if (isBlankMessage(text, attachments.length)) {
      setBlank(true);
      setNotice({ kind: "error", text: _t(BLANK_MESSAGE_ERROR) });
      return;
    }
    try {
      await lock.run(async () => {
        setSending(true);
        setNotice(null);
        try {
          // A post whose fate is not known yet is looked for before anything is sent again.
          if (uncertain.current && (await settleUncertain(uncertain.current)) !== "not-sent") return;
          const post: UncertainPost = { after: newestId(), text, attachmentIds: attachments.map((a) => a.id) };
          try {
            await rpc(route, {
              ...options,
              message: text,
              attachment_ids: post.attachmentIds,
              attachment_tokens: attachments.map((a) => a.access_token),
            });
          } catch (failure) {
            if (!isAnswerLost(failure)) {
              setNotice({ kind: "error", text: errorText(failure, _t) });
              return;
            }
            uncertain.current = post;
            await settleUncertain(post);
            return;
          }
          setText("");
          forgetPosted(post.attachmentIds);
          await onPosted();
        } finally {
          setSending(false);
        }
      });
    } catch (error) {
      if (!(error instanceof WriteIgnored)) throw error;
    }
  };

  const pick = (picked: File[]) => {
    void upload(picked);
    if (blank && picked.length) {
      setBlank(false);
      setNotice(null);
    }
  };
  const pickLatest = useRef(pick);
  pickLatest.current = pick;
  useEffect(() => draft?.connect((files) => pickLatest.current(files)), []); // eslint-disable-line react-hooks/exhaustive-deps -- the draft is the wrapper's, for good

  useEffect(() => {
    if (!draft) return;
    if (focusedBefore) textareaRef.current?.focus();
    const files = draft.files.splice(0);
    if (files.length) void upload(files);
    if (draft.action === "send") void send(route);
    draft.action = null;
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, what the form was asked before it loaded

  const noticeClass = notice?.kind === "success" ? "alert-success" : notice?.kind === "warning" ? "alert-warning" : "alert-danger";
  return (
    <div className="o_portal_chatter_composer mb-4">
      <form
        className="o_portal_chatter_composer_form"
        onSubmit={(event) => event.preventDefault()}
        aria-label={_t("Write a message")}
      >
        <label htmlFor={textareaId} className="visually-hidden">
          {_t("Message")}
        </label>
        <textarea
          ref={textareaRef}
          id={textareaId}
          name="message"
          rows={4}
          className={`form-control o_portal_chatter_composer_input${blank ? " border-danger" : ""}`}
          placeholder={_t("Write a message...")}
          value={text}
          aria-invalid={blank || undefined}
          aria-describedby={notice ? noticeId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (blank) {
              setBlank(false);
              setNotice(null);
            }
          }}
        />
        <ComposerFiles files={files} disabled={busy || writing} onRemove={(a) => void remove(a)} onCancel={cancel} onRetry={retry} />
        <div
          id={noticeId}
          className={`o_portal_chatter_composer_error alert ${noticeClass} mt-2 mb-0 py-2${notice ? "" : " d-none"}`}
          role={notice?.kind === "success" ? "status" : "alert"}
        >
          {notice?.text}
        </div>
        <div className="d-flex gap-2 mt-2">
          {draft ? null : <HiddenFileInput inputRef={fileInput} onPick={pick} />}
          <button type="button" className="btn btn-secondary o_portal_chatter_attachment_btn" title={_t("Add attachment")} disabled={sending} onClick={() => (draft ? draft.openFiles() : fileInput.current?.click())}>
            <i className={`fa ${busy ? "fa-circle-o-notch fa-spin" : "fa-paperclip"} me-1`} aria-hidden="true" />
            {_t("Attach files")}
          </button>
          <button
            type="submit"
            className="btn btn-primary o_portal_chatter_composer_btn"
            data-action={route}
            disabled={busy || writing}
            aria-busy={sending || undefined}
            onClick={(event) => {
              event.preventDefault();
              void send(event.currentTarget.getAttribute("data-action") ?? DEFAULT_POST_ROUTE);
            }}
          >
            {sending ? <i className="fa fa-circle-o-notch fa-spin me-1" aria-hidden="true" /> : null}
            {_t("Send")}
          </button>
        </div>
      </form>
    </div>
  );
}
