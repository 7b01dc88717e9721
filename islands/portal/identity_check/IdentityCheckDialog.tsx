// The identity check dialog (spec 2 §5): the password field must pass native validity, otherwise
// it is marked invalid; a failed check marks it invalid with 'Check failed'; the mark clears on
// typing. Enter confirms; Escape or Cancel closes it (the caller then gets a cancellation). The
// dialog stays usable after any failure: Confirm sends again with the password kept (a failure to
// reach the server says so, without marking the password). A second Confirm while one runs does
// nothing.
import { useId, useRef, useState } from "react";
import { ConfirmFooter, Dialog, errorText, RPCError, useTranslate, useWriteBusy, useWriteLock, WriteIgnored } from "../../../src/kit";

export const CHECK_FAILED = "Check failed";
export const IDENTITY_CHECK_TITLE = "Security Control";

export interface IdentityCheckDialogProps {
  /** Resolves when the password passed the check, rejects when it failed. */
  check: (password: string) => Promise<void>;
  close: () => void;
}

export function IdentityCheckDialog({ check, close }: IdentityCheckDialogProps) {
  const _t = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState<"" | "native" | "failed">("");
  const [error, setError] = useState("");
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  const formId = useId();
  const feedbackId = useId();

  const confirm = lock.locked(async () => {
    const field = input.current!;
    // A past 'Check failed' is no reason not to send the kept password again.
    field.setCustomValidity("");
    if (!field.reportValidity()) {
      setInvalid("native");
      return;
    }
    setError("");
    try {
      await check(field.value);
      close();
    } catch (failure) {
      if (failure instanceof WriteIgnored) return;
      if (failure instanceof RPCError) {
        field.setCustomValidity(_t(CHECK_FAILED));
        field.reportValidity();
        setInvalid("failed");
      } else {
        setInvalid("");
        setError(errorText(failure, _t));
      }
      field.focus();
    }
  });

  const onInput = () => {
    input.current!.setCustomValidity("");
    setInvalid("");
  };

  return (
    <Dialog
      title={_t(IDENTITY_CHECK_TITLE)}
      size="md"
      initialFocus="input[type='password']"
      footer={<ConfirmFooter confirmLabel={_t("Confirm Password")} confirmClass="o_identity_check_confirm" cancelLabel={_t("Cancel")} busy={busy} onConfirm={() => void confirm()} onCancel={close} />}
    >
      <form
        id={formId}
        className="o_identity_check_form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <p>
          <strong>{_t("Please enter your password to confirm you own this account")}</strong>
        </p>
        <label htmlFor={`${formId}-password`} className="col-form-label">
          {_t("Password")}
        </label>
        <input
          ref={input}
          id={`${formId}-password`}
          className={`form-control${invalid ? " is-invalid" : ""}`}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid || error ? feedbackId : undefined}
          onInput={onInput}
        />
        {invalid === "failed" ? (
          <div id={feedbackId} className="invalid-feedback" role="alert">
            {_t(CHECK_FAILED)}
          </div>
        ) : invalid === "native" ? (
          <div id={feedbackId} className="invalid-feedback" role="alert">
            {input.current?.validationMessage}
          </div>
        ) : error ? (
          <div id={feedbackId} className="o_identity_check_error alert alert-danger mt-2 mb-0 py-2" role="alert">
            {error}
          </div>
        ) : null}
        <a href="/web/reset_password/" className="btn btn-link px-0 mt-2">
          {_t("Forgot password?")}
        </a>
      </form>
    </Dialog>
  );
}
