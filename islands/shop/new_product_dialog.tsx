// The dialog of the navbar's New → Product: the product's name (the platform's "New Product"
// prompt); a refusal of the server shows in the dialog and keeps the typed name.
import { Dialog, runWrite, useTranslate, useWriteBusy, useWriteLock } from "../../src/kit";
import { useState, type FormEvent } from "react";

export const NEW_PRODUCT_TITLE = "New Product";
export const NEW_PRODUCT_NAME_LABEL = "Name";

export function NewProductDialog({ create, close }: { create: (name: string) => Promise<string | null>; close: () => void }) {
  const _t = useTranslate();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    await runWrite(lock, async () => setError(await create(name)));
  };
  return (
    <Dialog
      title={_t(NEW_PRODUCT_TITLE)}
      size="md"
      footer={
        <>
          <button type="submit" form="o_wsale_new_product" className="btn btn-primary" disabled={busy}>
            {_t("Create")}
          </button>
          <button type="button" className="btn btn-secondary" onClick={close}>
            {_t("Discard")}
          </button>
        </>
      }
    >
      <form id="o_wsale_new_product" noValidate onSubmit={(event) => void submit(event)}>
        <label htmlFor="o_wsale_new_product_name" className="form-label">
          {_t(NEW_PRODUCT_NAME_LABEL)}
        </label>
        <input
          id="o_wsale_new_product_name"
          className={`form-control${error ? " is-invalid" : ""}`}
          value={name}
          autoFocus
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "o_wsale_new_product_error" : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {error ? (
          <div id="o_wsale_new_product_error" className="invalid-feedback d-block" role="alert">
            {error}
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
