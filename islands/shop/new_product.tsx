// The shop's navbar action new_product (the platform's New → Product): a dialog asks for the
// name, POST /shop/add_product creates the product and the page goes to it in the editor.
import { useEffect } from "react";
import { browserNavigation, checked, defineIsland, errorText, is, useService, useTranslate } from "../../src/kit";
import { ROUTES } from "./constants";
import { registerNavbarAction } from "../website/navbar_action";
import { NewProductDialog } from "./new_product_dialog";

export const NEW_PRODUCT_ACTION = "new_product";

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
