// The shop's navbar action new_product (the platform's New → Product): a dialog asks for the
// name, POST /shop/add_product creates the product and the page goes to it in the editor.
import { useEffect } from "react";
import { useTranslate } from "../../src/hooks/env";
import { useService } from "../../src/hooks/use_service";
import { browserNavigation } from "../../src/services/browser_navigation";
import type { DialogService } from "../../src/services/dialog";
import type { RPC } from "../../src/services/rpc";
import { defineIsland } from "../../src/runtime/island";
import { errorText } from "../../src/kit/error_text";
import { ROUTES } from "./constants";
import { registerNavbarAction } from "../website/navbar_action";
import { NewProductDialog } from "./new_product_dialog";

export const NEW_PRODUCT_ACTION = "new_product";

function NewProduct() {
  const dialog = useService<DialogService>("dialog");
  const rpc = useService<RPC>("rpc");
  const _t = useTranslate();
  useEffect(
    () =>
      registerNavbarAction(NEW_PRODUCT_ACTION, () =>
        dialog.add(NewProductDialog, {
          create: (name: string) =>
            rpc<string>(ROUTES.addProduct, { name }, { silent: true }).then(
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
