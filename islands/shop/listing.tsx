// The shop listing (spec 2 §2, §7): attribute filters (attrib=attributeId-valueId) reload the
// listing; the grid/list switch applies at once and is saved with /shop/save_shop_layout_mode; the
// sort menu is the page's markup dropdown; a product with one variant goes to the cart from the
// grid. It binds the platform's `.oe_website_sale` (WebsiteSale, WebsiteSaleLayout); the price
// range is its own island (price_range_selector.tsx), as the platform's widget is.
import {
  defineIsland,
  useEnv,
  useHost,
  useHostEvent,
  useService,
  useTranslate,
} from "../../src/kit";
import { useEffect } from "react";
import { bindMarkupDropdowns } from "../../src/components/markup_dropdown";
import { errorText } from "../../src/kit";
import { showDismissibleAlert } from "./alerts";
import { readCartAnswer } from "./cart_answer";
import { cartQuantity } from "./cart_store";
import { ADD_TO_CART_FAILED, LAYOUT_MODES, type LayoutMode, ROUTES } from "./constants";
import { trackPage, TRACKING_PAGES } from "./tracking";

export const LAYOUT_INPUT = ".o_wsale_apply_layout input";
export const LIST_CLASS = "o_wsale_layout_list";
export const GRID_ADD = "#products_grid .o_wsale_product_btn .a-submit";

function Listing() {
  const host = useHost();
  const env = useEnv();
  const rpc = useService("rpc");
  const _t = useTranslate();

  useEffect(() => bindMarkupDropdowns(host), [host]);

  const alertRegion = () => {
    let region = host.querySelector<HTMLElement>(".o_wsale_listing_alerts");
    if (!region) {
      region = document.createElement("div");
      region.className = "o_wsale_listing_alerts";
      host.querySelector(".o_wsale_products_main_row")?.before(region);
    }
    return region;
  };

  useHostEvent(
    "change",
    (_event, input) => {
      const mode = (input as HTMLInputElement).value as LayoutMode;
      if (!LAYOUT_MODES.includes(mode)) return;
      host.querySelector("#products_grid")?.classList.toggle(LIST_CLASS, mode === "list");
      rpc(ROUTES.saveLayout, { layout_mode: mode }, { silent: true }).catch((error) => showDismissibleAlert(alertRegion(), errorText(error, _t), _t("Close")));
    },
    { selector: LAYOUT_INPUT },
  );

  useHostEvent("change", (_event, input) => (input.closest("form") as HTMLFormElement | null)?.submit(), { selector: "form.js_attributes input, form.js_attributes select" });
  useHostEvent(
    "click",
    (event, button) => {
      event.preventDefault();
      const productId = Number(button.closest("form")?.querySelector<HTMLInputElement>("input[name=product_id]")?.value);
      if (!productId || button.classList.contains("disabled")) return;
      button.classList.add("disabled");
      rpc(ROUTES.cartUpdateJson, { product_id: productId, add_qty: 1, display: false }, { silent: true })
        .then((answer) => {
          const cart = readCartAnswer(answer);
          cartQuantity.set(cart.cart_quantity);
          if (cart.warning) showDismissibleAlert(alertRegion(), cart.warning, _t("Close"));
          trackPage(env, TRACKING_PAGES.productAddToCart(productId));
        })
        .catch((error) => showDismissibleAlert(alertRegion(), `${_t(ADD_TO_CART_FAILED)} ${errorText(error, _t)}`, _t("Close")))
        .finally(() => button.classList.remove("disabled"));
    },
    { selector: GRID_ADD },
  );
  return null;
}

export default defineIsland({
  name: "shop.listing",
  selector: ".oe_website_sale",
  moment: "load",
  mode: "enhance",
  Component: Listing,
});
