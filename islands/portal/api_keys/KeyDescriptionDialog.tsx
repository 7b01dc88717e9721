// Asks for the new API key's description (required: it is the only way to tell keys apart).
// A second Confirm while the key is being made does nothing.
import { useRef, useState } from "react";
import { Dialog, useTranslate, useWriteBusy, useWriteLock } from "../../../src/kit";

export const NEW_API_KEY_TITLE = "New API Key";

export interface KeyDescriptionDialogProps {
  /** Creates the key; a rejection keeps the dialog open with its message. */
  confirm: (description: string) => Promise<void>;
  close: () => void;
}

export function KeyDescriptionDialog({ confirm, close }: KeyDescriptionDialogProps) {
  const _t = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState("");
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);

  const submit = lock.locked(async () => {
    const field = input.current!;
    if (!field.value.trim()) {
      field.setCustomValidity(_t("Please name your key."));
      field.reportValidity();
      setError(_t("Please name your key."));
      return;
    }
    try {
      await confirm(field.value.trim());
      close();
    } catch (failure) {
      if (failure instanceof Error && (failure.name === "IdentityCheckCancelled" || failure.name === "WriteIgnored")) return;
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  });

  return (
    <Dialog
      title={_t(NEW_API_KEY_TITLE)}
      size="md"
      footer={
        <>
          <button type="button" className="btn btn-primary o_api_key_confirm" disabled={busy} onClick={() => void submit()}>
            {_t("Confirm")}
          </button>
          <button type="button" className="btn btn-secondary" onClick={close}>
            {_t("Cancel")}
          </button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>
          <strong>{_t("Name your key")}</strong>
        </p>
        <label htmlFor="o_api_key_description" className="form-label">
          {_t("Enter a description of and purpose for the key.")}
        </label>
        <input
          ref={input}
          id="o_api_key_description"
          type="text"
          name="description"
          className={`form-control${error ? " is-invalid" : ""}`}
          placeholder={_t("What's this key for?")}
          required
          aria-describedby={error ? "o_api_key_description_error" : undefined}
          onInput={() => {
            input.current!.setCustomValidity("");
            setError("");
          }}
        />
        {error ? (
          <div id="o_api_key_description_error" className="invalid-feedback" role="alert">
            {error}
          </div>
        ) : null}
        <p className="form-text mt-2">{_t("The description is the only way to recognise the key once it is created: make it clear and complete.")}</p>
      </form>
    </Dialog>
  );
}
