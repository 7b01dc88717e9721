// The shop listing (spec 2 §2, §7): attribute filters (attrib=attributeId-valueId) and the price
// range reload the listing; the grid/list switch applies at once and is saved with
// /shop/save_shop_layout_mode; the sort menu is the page's markup dropdown; a product with one
// variant goes to the cart from the grid.
import {
  browserNavigation,
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
import { ADD_TO_CART_FAILED, LAYOUT_MODES, type LayoutMode, PRICE_RANGE_DEFAULT, ROUTES } from "./constants";
import { priceRangeUrl } from "./price_range";
import { trackPage, TRACKING_PAGES } from "./tracking";

export const LAYOUT_INPUT = ".o_wsale_apply_layout input";
export const LIST_CLASS = "o_wsale_layout_list";
export const PRICE_RANGE = "#o_wsale_price_range_option";
export const GRID_ADD = "#products_grid .o_wsale_product_btn .a-submit";

function rangeOf(form: HTMLElement) {
  const read = (name: string, fallback: number) => {
    const value = Number(form.dataset[name]);
    return Number.isFinite(value) ? value : fallback;
  };
  return { min: read("min", PRICE_RANGE_DEFAULT.min), max: read("max", PRICE_RANGE_DEFAULT.max) };
}

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
    "input",
    (_event, input) => {
      const label = host.querySelector(input.getAttribute("name") === "min_price" ? ".o_wsale_range_min_label" : ".o_wsale_range_max_label");
      if (label) label.textContent = (input as HTMLInputElement).value;
    },
    { selector: `${PRICE_RANGE} input[type=range]` },
  );

  useHostEvent(
    "change",
    (_event, input) => {
      const form = input.closest<HTMLElement>(PRICE_RANGE)!;
      const min = Number(form.querySelector<HTMLInputElement>("input[name=min_price]")?.value);
      const max = Number(form.querySelector<HTMLInputElement>("input[name=max_price]")?.value);
      browserNavigation.assign(priceRangeUrl(window.location.pathname + window.location.search, min, max, rangeOf(form)));
    },
    { selector: `${PRICE_RANGE} input[type=range]` },
  );

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
  selector: ".o_wsale_products_page",
  moment: "load",
  mode: "enhance",
  Component: Listing,
});
