// The two-factor activation dialog (spec 3 §2 "Portal security settings", §5): the wizard's QR code,
// its secret with a copy button and its otpauth link, and the code from the app: required, exactly
// 6 characters, checked before anything is sent. Confirm writes the code to the wizard and runs its
// action method; a server error marks the field invalid with the server's message, any other
// failure with 'Operation failed for unknown reason'. The typed code is kept either way.
import { useId, useRef, useState } from "react";
import { ConfirmFooter, Dialog, RPCError, useTranslate, useWriteBusy, useWriteLock, type Translate } from "../../src/kit";

export const TOTP_CODE_LENGTH = 6;
export const TOTP_DIALOG_TITLE = "Two-Factor Authentication Activation";
export const UNKNOWN_FAILURE = "Operation failed for unknown reason";
export const CODE_REQUIRED = "Enter the 6-digit code from your app.";
export const CODE_LENGTH = "The code must have exactly 6 characters.";

export interface TotpWizard {
  id: number;
  qrcode: string;
  url: string;
  secret: string;
}

/** What is wrong with a typed code before it is sent, or "" when it may be sent. */
export function codeProblem(code: string): string {
  if (!code) return CODE_REQUIRED;
  return code.length === TOTP_CODE_LENGTH ? "" : CODE_LENGTH;
}

/** The message a failed confirmation shows on the code field. */
export function confirmFailureText(error: unknown, _t: Translate): string {
  return error instanceof RPCError && error.message ? error.message : _t(UNKNOWN_FAILURE);
}

export interface TotpEnableDialogProps {
  wizard: TotpWizard;
  /** Sends the code; resolves when two-factor authentication is on. */
  confirm: (code: string) => Promise<void>;
  close: () => void;
}

export function TotpEnableDialog({ wizard, confirm, close }: TotpEnableDialogProps) {
  const _t = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState("");
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  const [copied, setCopied] = useState(false);
  const fieldId = useId();
  const feedbackId = useId();

  const submit = lock.locked(async () => {
    const code = input.current!.value.trim();
    const local = codeProblem(code);
    if (local) return setProblem(_t(local));
    setProblem("");
    try {
      await confirm(code);
    } catch (error) {
      setProblem(confirmFailureText(error, _t));
      input.current?.focus();
    }
  });

  const copySecret = () =>
    navigator.clipboard?.writeText(wizard.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );

  return (
    <Dialog
      title={_t(TOTP_DIALOG_TITLE)}
      size="md"
      initialFocus="input[name=code]"
      footer={<ConfirmFooter confirmLabel={_t("Activate")} confirmClass="o_totp_confirm" cancelLabel={_t("Cancel")} busy={busy} onConfirm={() => void submit()} onCancel={close} />}
    >
      <form
        className="o_totp_enable_form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <h4 className="h5">{_t("Authenticator App Setup")}</h4>
        <p>{_t("Scan this barcode in your authenticator app:")}</p>
        <div className="text-center mb-3">
          <img className="o_totp_qrcode img-fluid" src={`data:image/png;base64,${wizard.qrcode}`} alt={_t("QR code of the two-factor secret")} width={200} height={200} />
        </div>
        <p className="mb-1">{_t("Cannot scan it? Enter this key in your app:")}</p>
        <div className="d-flex align-items-center gap-2 mb-1">
          <code className="o_totp_secret user-select-all fs-6 text-break">{wizard.secret}</code>
          <button type="button" className="btn btn-sm btn-secondary o_totp_copy_secret" onClick={() => void copySecret()}>
            <span className="fa fa-clipboard me-1" aria-hidden="true" />
            {_t("Copy")}
          </button>
          <span className="small text-muted" role="status">
            {copied ? _t("Copied") : ""}
          </span>
        </div>
        <p>
          <a className="o_totp_url" href={wizard.url}>
            {_t("Open the link in your authenticator app")}
          </a>
        </p>
        <label htmlFor={fieldId} className="form-label">
          {_t("Verification Code")}
        </label>
        <input
          ref={input}
          id={fieldId}
          name="code"
          className={`form-control${problem ? " is-invalid" : ""}`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={TOTP_CODE_LENGTH}
          required
          placeholder={_t("e.g. 123456")}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? feedbackId : undefined}
          onInput={() => setProblem("")}
        />
        {problem ? (
          <div id={feedbackId} className="invalid-feedback" role="alert">
            {problem}
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
