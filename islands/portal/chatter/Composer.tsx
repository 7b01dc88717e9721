// The chatter composer (spec 2 §4, §5, §7): a message and attachments posted to the route of the
// send button's action (default /mail/chatter_post) with the chatter options, message,
// attachment_ids and attachment_tokens. A blank message without attachments is refused with the
// spec's error and a danger border. Sending waits for uploads and removals; a failed send keeps
// the text and the attachments and says why.
import { useId, useRef, useState } from "react";
import { useTranslate } from "../../../src/hooks/env";
import { useService } from "../../../src/hooks/use_service";
import type { RPC } from "../../../src/services/rpc";
import { errorText } from "../error_text";
import { AttachmentList } from "./AttachmentList";
import { BLANK_MESSAGE_ERROR, DEFAULT_POST_ROUTE } from "./constants";
import type { ChatterOptions } from "./types";
import { useAttachments } from "./use_attachments";

export function isBlankMessage(text: string, attachmentCount: number): boolean {
  return !text.trim() && attachmentCount === 0;
}

export function Composer({ options, onPosted }: { options: ChatterOptions; onPosted: () => Promise<void> }) {
  const _t = useTranslate();
  const rpc = useService<RPC>("rpc");
  const { attachments, busy, upload, remove, reset } = useAttachments(options);
  const [text, setText] = useState("");
  const [error, setError] = useState("");
  const [blank, setBlank] = useState(false);
  const [sending, setSending] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const textareaId = useId();

  const send = async (route: string) => {
    if (isBlankMessage(text, attachments.length)) {
      setBlank(true);
      setError(_t(BLANK_MESSAGE_ERROR));
      return;
    }
    setSending(true);
    setError("");
    try {
      await rpc(route, {
        ...options,
        message: text,
        attachment_ids: attachments.map((a) => a.id),
        attachment_tokens: attachments.map((a) => a.access_token),
      });
    } catch (failure) {
      setError(errorText(failure, _t));
      setSending(false);
      return;
    }
    setText("");
    reset();
    setSending(false);
    await onPosted();
  };

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
          id={textareaId}
          name="message"
          rows={4}
          className={`form-control o_portal_chatter_composer_input${blank ? " border-danger" : ""}`}
          placeholder={_t("Write a message...")}
          value={text}
          aria-invalid={blank || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (blank) {
              setBlank(false);
              setError("");
            }
          }}
        />
        <AttachmentList attachments={attachments} onRemove={(a) => void remove(a)} disabled={busy || sending} />
        <div id={errorId} className={`o_portal_chatter_composer_error alert alert-danger mt-2 mb-0 py-2${error ? "" : " d-none"}`} role="alert">
          {error}
        </div>
        <div className="d-flex gap-2 mt-2">
          <input
            ref={fileInput}
            type="file"
            className="o_portal_chatter_file_input d-none"
            multiple
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              void upload(files).finally(() => {
                // The same files picked again must trigger a change.
                if (fileInput.current) fileInput.current.value = "";
              });
              if (blank && files.length) {
                setBlank(false);
                setError("");
              }
            }}
          />
          <button type="button" className="btn btn-secondary o_portal_chatter_attachment_btn" title={_t("Add attachment")} disabled={sending} onClick={() => fileInput.current?.click()}>
            <i className={`fa ${busy ? "fa-circle-o-notch fa-spin" : "fa-paperclip"} me-1`} aria-hidden="true" />
            {_t("Attach files")}
          </button>
          <button
            type="submit"
            className="btn btn-primary o_portal_chatter_composer_btn"
            data-action={options.force_submit_url || DEFAULT_POST_ROUTE}
            disabled={busy || sending}
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
