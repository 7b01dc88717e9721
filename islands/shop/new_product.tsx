// The shop's navbar action new_product (the platform's New → Product): a dialog asks for the
// name (a refusal of the server shows in it and keeps the typed name), POST /shop/add_product
// creates the product and the page goes to it in the editor.
import { useEffect, useState, type FormEvent } from "react";
import { browserNavigation, checked, defineIsland, Dialog, errorText, is, runWrite, useService, useTranslate, useWriteBusy, useWriteLock } from "../../src/kit";
import { ROUTES } from "./constants";
import { registerNavbarAction } from "../website/navbar_action";

const NEW_PRODUCT_ACTION = "new_product";

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

function NewProduct() {
  const dialog = useService("dialog");
  const rpc = useService("rpc");
  const _t = useTranslate();
  useEffect(
    () =>
      registerNavbarAction(NEW_PRODUCT_ACTION, () =>
        dialog.add(NewProductDialog, {
          create: (name: string) =>
            rpc(ROUTES.addProduct, { name }, { silent: true }).then(checked(is.string)).then(
              (url) => {
                browserNavigation.assign(url);
                return null;
              },
              (error: unknown) => errorText(error, _t),
            ),
        }),
      ),
    [dialog, rpc, _t],
  );
  return null;
}

export default defineIsland({
  name: "shop.new_product",
  selector: "#oe_main_menu_navbar [data-action='new_product']",
  moment: "idle",
  mode: "enhance",
  services: ["dialog"],
  Component: NewProduct,
});
