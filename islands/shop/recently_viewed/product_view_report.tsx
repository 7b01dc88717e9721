// Recently viewed products (spec 2 §4, §7, §9): the product shown is reported to
// /shop/products/recently_viewed_update 8 s after the last variant change, once per 30 minutes
// (the seen-product cookie), not for an impossible combination; the answer's visitor_uuid is kept.
import { useEffect } from "react";
import { attr, checked, child, defineIsland, defineMarkup, getCookie, is, useBind, useDebounced, useService, type IslandProps } from "../../../src/kit";
import { RECENTLY_VIEWED_DEBOUNCE_MS, RECENTLY_VIEWED_ROUTE, SEEN_PRODUCT_COOKIE_SECONDS, seenProductCookie } from "../constants";

const markup = defineMarkup({
  attributes: { viewTrack: attr.string("data-view-track") },
  children: {
    productInput: "input.product_id[name='product_id']",
    impossible: child.optional(".js_product.css_not_available"),
  },
});

const setCookie = (name: string, value: string, seconds?: number) =>
  (document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${seconds ? `; max-age=${seconds}` : ""}`);
const reportAnswer = is.nullable(is.object({ visitor_uuid: is.optional(is.string) }));

function ProductViewReport({ attrs, parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  const report = useDebounced(() => {
    const productId = Number(parts.productInput.first<HTMLInputElement>()?.value);
    if (!productId || attrs.viewTrack !== "1" || getCookie(seenProductCookie(productId)) !== undefined || parts.impossible.first()) return;
    rpc(RECENTLY_VIEWED_ROUTE, { product_id: productId }, { silent: true })
      .then(checked(reportAnswer))
      .then(
        (answer) => {
          if (answer?.visitor_uuid) setCookie("visitor_uuid", answer.visitor_uuid);
          setCookie(seenProductCookie(productId), String(productId), SEEN_PRODUCT_COOKIE_SECONDS);
        },
        // Not worth a message: the next view reports it again.
        () => {},
      );
  }, RECENTLY_VIEWED_DEBOUNCE_MS);
  useEffect(() => report(), [report]);
  useBind(parts, { productInput: { on: { change: () => report() } } });
  return null;
}

export default defineIsland({
  name: "shop.recently_viewed",
  selector: "#product_detail",
  moment: "idle",
  mode: "enhance",
  markup,
  Component: ProductViewReport,
});
