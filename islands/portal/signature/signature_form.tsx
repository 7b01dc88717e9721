// Signature form (spec 2 §2, §3, §4, §7), also inside a modal: a name and a drawn signature sent
// to the form's call URL as {name, signature}. The button says 'Accept & Sign' unless the page
// gives another label and is enabled only while the signature is not empty. The answer's
// force_refresh reloads the page (or goes to redirect_url), error is shown, success thanks the
// signer with a link to redirect_url. A failed call keeps the name and the drawing.
// Signing is one write at a time (a second click is ignored). When the answer is lost (the
// connection dropped, 502/504), the order may be signed already: the form reloads the order's
// state (the page as the server renders it now) instead of signing again. A signed order is then
// shown as signed (the page reloads); an order still waiting keeps the drawing to sign again.
import { useId, useRef, useState } from "react";
import {
  MalformedAnswerError, WriteIgnored, addButtonLoadingEffect, attr, browserNavigation, child, defineIsland, defineMarkup, errorText, fetchCurrentPage,
  findIn, isAnswerLost, useService, useTranslate, useWriteLock, type IslandProps,
} from "../../../src/kit";
import { SignatureField, type SignatureFieldHandle } from "./SignatureField";

export const DEFAULT_SEND_LABEL = "Accept & Sign";
export const DEFAULT_SIGNATURE_RATIO = 3;
export const NAME_REQUIRED = "Please enter your full name.";
export const SIGNATURE_NOT_RECEIVED = "The connection was lost before your signature reached the server: the order still waits for it. Your signature is kept: sign again.";
export const SIGNATURE_FATE_UNKNOWN =
  "The connection was lost: your signature may have been received. When the connection is back, press the button again: the order is checked first, so it is not signed twice.";

const markup = defineMarkup({
  attributes: {
    callUrl: attr.string("data-call-url"),
    defaultName: attr.string("data-default-name"),
    sendLabel: attr.string("data-send-label"),
    fontColor: attr.string("data-font-color"),
    signatureRatio: attr.number("data-signature-ratio", DEFAULT_SIGNATURE_RATIO),
    /** the route's extra params the page gives (spec 2 §7), sent with name and signature */
    rpcParams: attr.json<Record<string, unknown>>("data-rpc-params", {}, (value): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)),
  },
});

/** The signature forms of a page. */
const signatureForms = child.optional(".o_portal_signature_form");

/** Whether a page (as the server renders it) still asks for the signature sent to `callUrl`. */
export function asksForSignature(page: ParentNode, callUrl: string): boolean {
  return findIn(signatureForms, page).some((form) => form.getAttribute("data-call-url") === callUrl);
}

export interface SignAnswer {
  error?: string | false;
  success?: string | false;
  message?: string;
  force_refresh?: boolean;
  redirect_url?: string | false;
  redirect_message?: string;
}

type Outcome = { kind: "error"; text: string } | { kind: "success"; text: string; redirectUrl: string; redirectMessage: string } | null;

export function SignatureForm({ attrs }: IslandProps<typeof markup>) {
  const { callUrl, defaultName, sendLabel, rpcParams } = attrs;
  const fontColor = attrs.fontColor || "black";
  const signatureRatio = attrs.signatureRatio || DEFAULT_SIGNATURE_RATIO;
  const _t = useTranslate();
  const rpc = useService("rpc");
  const http = useService("http");
  const lock = useWriteLock();
  const uncertain = useRef(false);
  const [name, setName] = useState(defaultName);
  const [empty, setEmpty] = useState(true);
  const [nameInvalid, setNameInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const field = useRef<SignatureFieldHandle>(null);
  const nameId = useId();

  /** The order's state now: signed, still waiting for the signature, or unknown (unreachable). */
  const orderState = async (): Promise<"signed" | "waiting" | "unknown"> => {
    try {
      return asksForSignature(await fetchCurrentPage(http), callUrl) ? "waiting" : "signed";
    } catch {
      return "unknown";
    }
  };

  /** After a lost answer: a signed order is shown as signed (true: the page goes); else says why not. */
  const afterLostAnswer = (state: "signed" | "waiting" | "unknown", keepLocked: () => void): boolean => {
    if (state === "signed") {
      keepLocked();
      browserNavigation.reload();
      return true;
    }
    uncertain.current = state === "unknown";
    setOutcome({ kind: "error", text: _t(state === "waiting" ? SIGNATURE_NOT_RECEIVED : SIGNATURE_FATE_UNKNOWN) });
    return false;
  };

  /** Signs; true when the page goes away afterwards. */
  const sign = async (keepLocked: () => void): Promise<boolean> => {
    // A signature whose fate is not known yet: the order is looked at before signing again.
    if (uncertain.current) {
      const state = await orderState();
      if (state !== "waiting") return afterLostAnswer(state, keepLocked);
      uncertain.current = false;
    }
    let answer: SignAnswer;
    try {
      const raw = await rpc<unknown>(callUrl, { ...rpcParams, name: name.trim(), signature: field.current?.toPngBase64() ?? "" });
      if (!raw || typeof raw !== "object") throw new MalformedAnswerError();
      answer = raw as SignAnswer;
    } catch (error) {
      if (isAnswerLost(error)) return afterLostAnswer(await orderState(), keepLocked);
      setOutcome({ kind: "error", text: errorText(error, _t) });
      return false;
    }
    if (answer.force_refresh) {
      keepLocked();
      if (answer.redirect_url) browserNavigation.assign(answer.redirect_url);
      else browserNavigation.reload();
      return true;
    }
    if (answer.error) setOutcome({ kind: "error", text: String(answer.error) });
    else
      setOutcome({
        kind: "success",
        text: answer.message || (typeof answer.success === "string" ? answer.success : "") || _t("Thank You!"),
        redirectUrl: answer.redirect_url || "",
        redirectMessage: answer.redirect_message || _t("Click here to see your document."),
      });
    return false;
  };

  const submit = async (button: HTMLElement) => {
    if (!name.trim()) {
      setNameInvalid(true);
      return;
    }
    if (empty) return;
    try {
      await lock.run(async (keepLocked) => {
        setSending(true);
        setOutcome(null);
        const restore = addButtonLoadingEffect(button);
        // The button keeps its spinner while the page goes.
        if (await sign(keepLocked)) return;
        restore();
        setSending(false);
      });
    } catch (error) {
      if (!(error instanceof WriteIgnored)) throw error;
    }
  };

  if (outcome?.kind === "success") {
    return (
      <div className="alert alert-success o_portal_sign_success" role="status">
        <span>{outcome.text}</span>{" "}
        {outcome.redirectUrl ? <a href={outcome.redirectUrl}>{outcome.redirectMessage}</a> : null}
      </div>
    );
  }
  return (
    <div className="o_portal_signature_form_content">
      <div className="mb-3">
        <label htmlFor={nameId} className="form-label">
          {_t("Full Name")}
        </label>
        <input
          id={nameId}
          type="text"
          name="signer"
          className={`form-control o_web_sign_name_input${nameInvalid ? " is-invalid" : ""}`}
          value={name}
          required
          autoComplete="name"
          aria-invalid={nameInvalid || undefined}
          aria-describedby={nameInvalid ? `${nameId}-error` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setNameInvalid(false);
          }}
        />
        {nameInvalid ? (
          <div id={`${nameId}-error`} className="invalid-feedback" role="alert">
            {_t(NAME_REQUIRED)}
          </div>
        ) : null}
      </div>
      <SignatureField ref={field} name={name} penColor={fontColor} ratio={signatureRatio} onEmptyChange={setEmpty} disabled={sending} />
      <div className="o_portal_sign_controls my-3">
        {outcome?.kind === "error" ? (
          <div className="o_portal_sign_error_msg alert alert-danger" role="alert">
            {outcome.text}
          </div>
        ) : null}
        <div className="text-end my-3">
          <button
            type="submit"
            className="o_portal_sign_submit btn btn-primary"
            disabled={empty || sending}
            onClick={(event) => {
              event.preventDefault();
              void submit(event.currentTarget);
            }}
          >
            <i className="fa fa-check me-1" aria-hidden="true" />
            {sendLabel || _t(DEFAULT_SEND_LABEL)}
          </button>
        </div>
      </div>
    </div>
  );
}

export default defineIsland({
  name: "portal.signature_form",
  selector: ".o_portal_signature_form",
  moment: "load",
  mode: "render",
  services: ["http"],
  markup,
  Component: SignatureForm,
});
