// The feedback step when a chat is closed (spec 3 §2, §5, §8): a rating (a 5 needs no reason), the
// transcript by e-mail, then the end of the session.
import { useId, useState, type FormEvent } from "react";
import { runWrite, useTranslate, useWriteLock } from "../../src/kit";
import type { ChatApi } from "./chat_api";
import { INVALID_EMAIL, RATINGS, TRANSCRIPT_FAILED, type Rating } from "../../contract/livechat/constants";

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FACES: { rate: Rating; label: string; icon: string }[] = [
  { rate: RATINGS.happy, label: "Happy", icon: "fa-smile-o" },
  { rate: RATINGS.neutral, label: "Neutral", icon: "fa-meh-o" },
  { rate: RATINGS.sad, label: "Sad", icon: "fa-frown-o" },
];

type SendState = "idle" | "invalid" | "sending" | "sent" | "failed";

/** One sending at a time (a second submit of the same task is ignored); once sent, no other. */
function useSending(): [SendState, (state: SendState) => void, (send: () => Promise<unknown>) => Promise<void>] {
  const [state, setState] = useState<SendState>("idle");
  const lock = useWriteLock();
  const run = (send: () => Promise<unknown>) =>
    runWrite(lock, async (keepLocked) => {
      setState("sending");
      try {
        await send();
        keepLocked();
        setState("sent");
      } catch {
        setState("failed");
      }
    }).then(() => undefined);
  return [state, setState, run];
}

function Rating({ api, uuid }: { api: ChatApi; uuid: string }) {
  const _t = useTranslate();
  const reasonId = useId();
  const [rate, setRate] = useState<Rating | null>(null);
  const [reason, setReason] = useState("");
  const [state, , run] = useSending();
  const send = (value: Rating, text: string) => run(() => api.feedback(uuid, value, text));
  if (state === "sent") return <p className="o_livechat_rating_thanks text-success">{_t("Thank you for your feedback")}</p>;
  return (
    <div className="o_livechat_rating">
      <p className="mb-1">{_t("Did we correctly answer your question?")}</p>
      <div className="d-flex gap-2 mb-2" role="group" aria-label={_t("Rating")}>
        {FACES.map((face) => (
          <button
            key={face.rate} type="button" className={`o_livechat_rating_choice btn btn-light border${rate === face.rate ? " active" : ""}`}
            data-value={face.rate} aria-pressed={rate === face.rate} disabled={state === "sending"}
            onClick={() => {
              setRate(face.rate);
              if (face.rate === RATINGS.happy) void send(face.rate, "");
            }}
          >
            <i className={`fa ${face.icon} fa-2x`} aria-hidden="true" />
            <span className="visually-hidden">{_t(face.label)}</span>
          </button>
        ))}
      </div>
      {rate !== null && rate !== RATINGS.happy && (
        <form className="o_livechat_rating_reason" onSubmit={(event) => (event.preventDefault(), void send(rate, reason.trim()))}>
          <label className="form-label small" htmlFor={reasonId}>{_t("Please, tell us what went wrong.")}</label>
          <textarea id={reasonId} className="form-control mb-2" rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />
          <button type="submit" className="btn btn-primary btn-sm" disabled={state === "sending"}>{_t("Send")}</button>
        </form>
      )}
      {state === "failed" && <div className="alert alert-danger py-1 px-2 mt-2 small" role="alert">{_t("Your feedback could not be sent. Try again.")}</div>}
    </div>
  );
}

function Transcript({ api, uuid }: { api: ChatApi; uuid: string }) {
  const _t = useTranslate();
  const inputId = useId();
  const [email, setEmail] = useState("");
  const [state, setState, run] = useSending();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL_PATTERN.test(address)) return setState("invalid");
    await run(() => api.emailTranscript(uuid, address));
  };
  if (state === "sent") return <p className="o_livechat_email_sent text-success">{_t("The conversation was sent to %s.", email.trim())}</p>;
  const invalid = state === "invalid";
  return (
    <form className="o_livechat_email" onSubmit={submit} noValidate>
      <label className="form-label small" htmlFor={inputId}>{_t("Receive a copy of this conversation")}</label>
      <div className="input-group input-group-sm">
        <input
          id={inputId} type="email" className={`form-control${invalid ? " is-invalid" : ""}`} placeholder="mail@example.com" value={email}
          aria-invalid={invalid || undefined} aria-describedby={invalid ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (invalid) setState("idle");
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={state === "sending"} aria-label={_t("Send the conversation")}>
          <i className="fa fa-paper-plane" aria-hidden="true" />
        </button>
      </div>
      {invalid && <div className="invalid-feedback d-block" id={`${inputId}-error`} role="alert">{_t(INVALID_EMAIL)}</div>}
      {state === "failed" && (
        <div className="o_livechat_email_error alert alert-warning py-1 px-2 mt-2 small d-flex align-items-center gap-2" role="alert">
          <span className="flex-grow-1">{_t(TRANSCRIPT_FAILED)}</span>
          <button type="submit" className="btn btn-sm btn-outline-dark">{_t("Retry")}</button>
        </div>
      )}
    </form>
  );
}

export function FeedbackPanel({ api, uuid, onDone }: { api: ChatApi; uuid: string; onDone(): void }) {
  const _t = useTranslate();
  return (
    <div className="o_livechat_feedback p-3 overflow-auto flex-grow-1" style={{ minHeight: 0 }}>
      <Rating api={api} uuid={uuid} />
      <hr />
      <Transcript api={api} uuid={uuid} />
      <button type="button" className="o_livechat_feedback_close btn btn-secondary btn-sm mt-3 w-100" onClick={onDone}>{_t("Close conversation")}</button>
    </div>
  );
}
