// Dialogs of the overlays demo page: a form dialog that keeps what was typed when the input is
// invalid or the server refuses it, and a component that is not built on the base Dialog.
import { useTranslate } from "../../src/kit";
import { useState, type FormEvent } from "react";
import { Dialog } from "../../src/components/Dialog";

export const TAKEN_NAME = "taken";

export function RenameDialog({ save, close }: { save: (name: string) => Promise<unknown>; close: () => void }) {
  const _t = useTranslate();
  const [name, setName] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!name.trim()) {
      setInvalid(true);
      return;
    }
    setBusy(true);
    try {
      await save(name.trim());
      close();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title={_t("Rename the page")}
      size="md"
      footer={
        <>
          <button type="submit" form="demo-rename-form" className="btn btn-primary" disabled={busy}>
            {_t("Save")}
          </button>
          <button type="button" className="btn btn-secondary" onClick={close}>
            {_t("Discard")}
          </button>
        </>
      }
    >
      <form id="demo-rename-form" noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor="demo-rename-input" className="form-label">
          {_t("New name")}
        </label>
        <input
          id="demo-rename-input"
          className={`form-control${invalid ? " is-invalid" : ""}`}
          value={name}
          aria-invalid={invalid}
          aria-describedby={invalid ? "demo-rename-error" : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setInvalid(false);
          }}
        />
        {invalid ? (
          <div id="demo-rename-error" className="invalid-feedback d-block">
            {_t("Please enter a name.")}
          </div>
        ) : null}
        <div className="form-text">{_t('Try "%s" to see the server refuse it.', TAKEN_NAME)}</div>
      </form>
    </Dialog>
  );
}

/** Not built on the base Dialog: the dialog service refuses it. */
export function NotADialog() {
  const _t = useTranslate();
  return <div className="p-3 bg-white">{_t("Not a dialog")}</div>;
}
