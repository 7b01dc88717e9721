// Recently viewed products (spec 2 §4, §7, §9): the product shown is reported to
// /shop/products/recently_viewed_update 8 s after the last variant change, once per 30 minutes
// (the seen-product cookie), not for an impossible combination; the answer's visitor_uuid is kept.
import { useEffect, useRef } from "react";
import { RECENTLY_VIEWED_DEBOUNCE_MS, RECENTLY_VIEWED_ROUTE, SEEN_PRODUCT_COOKIE_SECONDS, seenProductCookie } from "../constants";
import { debounce, defineIsland, useHost, useHostEvent, useService } from "../../../src/kit";

const PRODUCT_INPUT = "input.product_id[name='product_id']";
const hasCookie = (name: string) => document.cookie.split("; ").some((entry) => entry.startsWith(`${name}=`));
const setCookie = (name: string, value: string, seconds?: number) =>
  (document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${seconds ? `; max-age=${seconds}` : ""}`);

function RecentlyViewed() {
  const host = useHost();
  const rpc = useService("rpc");
  const report = useRef(
    debounce(() => {
      const productId = Number(host.querySelector<HTMLInputElement>(PRODUCT_INPUT)?.value);
      if (!productId || host.dataset.viewTrack !== "1" || hasCookie(seenProductCookie(productId))) return;
      if (host.querySelector(".js_product.css_not_available")) return;
      rpc<{ visitor_uuid?: string }>(RECENTLY_VIEWED_ROUTE, { product_id: productId }, { silent: true }).then(
        (answer) => {
          if (answer?.visitor_uuid) setCookie("visitor_uuid", answer.visitor_uuid);
          setCookie(seenProductCookie(productId), String(productId), SEEN_PRODUCT_COOKIE_SECONDS);
        },
        // Not worth a message: the next view reports it again.
        () => {},
      );
    }, RECENTLY_VIEWED_DEBOUNCE_MS),
  ).current;
  useEffect(() => {
    report();
    return () => report.cancel();
  }, [report]);
  useHostEvent("change", () => report(), { selector: PRODUCT_INPUT });
  return null;
}

export default defineIsland({
  name: "shop.recently_viewed",
  selector: "#product_detail",
  moment: "idle",
  mode: "enhance",
  Component: RecentlyViewed,
});
