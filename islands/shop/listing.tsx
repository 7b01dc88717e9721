// The shop listing (spec 2 §2, §7) on the platform's `.oe_website_sale` (WebsiteSale,
// WebsiteSaleLayout): attribute filters reload it; the grid/list switch applies at once and is saved
// (/shop/save_shop_layout_mode); the sort menu is the page's markup dropdown; a product with one
// variant goes to the cart from the grid. The price range is its own island (price_range_selector.tsx).
import { useEffect, useState } from "react";
import {
  bindMarkupDropdowns, child, defineIsland, defineMarkup, errorText, Portal, RegionBefore, useBind, useEnv, useHost, useService, useTranslate, type IslandProps,
} from "../../src/kit";
import { DismissibleAlert } from "./alerts";
import { addOneToCart } from "./cart_store";
import { ADD_TO_CART_FAILED, LAYOUT_MODES, type LayoutMode, ROUTES } from "./constants";
import { trackPage, TRACKING_PAGES } from "./tracking";

export const LIST_CLASS = "o_wsale_layout_list";

const markup = defineMarkup({
  children: {
    layoutInputs: child.optional(".o_wsale_apply_layout input"),
    productsGrid: child.optional("#products_grid"),
    filters: child.optional("form.js_attributes input, form.js_attributes select"),
    gridAdd: child.optional("#products_grid .o_wsale_product_btn .a-submit"),
    disabledGridAdd: child.optional("#products_grid .o_wsale_product_btn .a-submit.disabled"),
    productIds: child.optional("#products_grid input[name=product_id]"),
    alerts: child.optional(".o_wsale_listing_alerts"),
    mainRow: child.optional(".o_wsale_products_main_row"),
  },
});

function Listing({ parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const env = useEnv();
  const rpc = useService("rpc");
  const _t = useTranslate();
  const [layout, setLayout] = useState<LayoutMode>();
  const [alert, setAlert] = useState("");
  const [pageHasRegion] = useState(() => parts.alerts.first() !== null);
  /** the grid's add buttons this island disabled (true) or gave back (false) */
  const [adding, setAdding] = useState<ReadonlyMap<HTMLElement, boolean>>(new Map());
  const setBusy = (button: HTMLElement, busy: boolean) => setAdding((now) => new Map(now).set(button, busy));

  useEffect(() => bindMarkupDropdowns(host), [host]);

  const addFromGrid = (event: Event, button: HTMLElement) => {
    event.preventDefault();
    const form = button.closest("form");
    const input = form ? parts.productIds.all<HTMLInputElement>().find((candidate) => form.contains(candidate)) : undefined;
    const productId = Number(input?.value);
    if (!productId || adding.get(button) || parts.disabledGridAdd.from(button)) return;
    setBusy(button, true);
    addOneToCart(rpc, productId)
      .then((cart) => {
        if (cart.warning) setAlert(cart.warning);
        trackPage(env, TRACKING_PAGES.productAddToCart(productId));
      })
      .catch((error) => setAlert(`${_t(ADD_TO_CART_FAILED)} ${errorText(error, _t)}`))
      .finally(() => setBusy(button, false));
  };

  useBind(parts, {
    layoutInputs: {
      on: {
        change: (_event, input) => {
          const mode = (input as HTMLInputElement).value as LayoutMode;
          if (!LAYOUT_MODES.includes(mode)) return;
          setLayout(mode);
          rpc(ROUTES.saveLayout, { layout_mode: mode }, { silent: true }).catch((error) => setAlert(errorText(error, _t)));
        },
      },
    },
    productsGrid: { class: { [LIST_CLASS]: layout && layout === "list" } },
    filters: { on: { change: (_event, input) => (input.closest("form") as HTMLFormElement | null)?.submit() } },
    gridAdd: { on: { click: addFromGrid }, each: (button) => ({ class: { disabled: adding.get(button) } }) },
  });

  if (!alert) return null;
  const shown = <DismissibleAlert text={alert} closeLabel={_t("Close")} onClose={() => setAlert("")} />;
  return pageHasRegion ? <Portal into={parts.alerts}>{shown}</Portal> : <RegionBefore part={parts.mainRow} className="o_wsale_listing_alerts">{shown}</RegionBefore>;
}

export default defineIsland({
  name: "shop.listing",
  selector: ".oe_website_sale",
  moment: "load",
  mode: "enhance",
  markup,
  Component: Listing,
});
