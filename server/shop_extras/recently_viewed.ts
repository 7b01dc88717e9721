// The visitor's recently viewed products (spec 2 §4, §7; spec 3 §7 "Shop extras"): the views that
// /shop/products/recently_viewed_update keeps in the visitor's session, newest first. The
// snippet's list leaves out what is already in the cart (as the platform does) and at most
// RECENTLY_VIEWED_MAX products; deleting one forgets the view and answers the new list.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { validationError } from "../errors";
import { rpcHandler } from "../jsonrpc";
import { readSessionData, writeSessionData } from "../portal/session_data";
import { SEEN_KEY } from "../shop/visitor_keys";
import { readCart } from "../shop/cart";
import { CURRENCY } from "../shop/catalog";
import { renderShopPage } from "../shop/page";
import { variantInfo } from "./compare_products";

export const RECENTLY_VIEWED_MAX = 12;
export const PRODUCT_ID_INVALID = "product_id must be a product id.";

const viewedIds = (c: Context<AppEnv>) => (readSessionData(c.get("store"), c.get("session").sid)[SEEN_KEY] as number[] | undefined) ?? [];

export function recentlyViewed(c: Context<AppEnv>) {
  const store = c.get("store");
  const inCart = new Set(readCart(store, c.get("session").sid).lines.map((line) => line.product_id));
  const products = viewedIds(c)
    .filter((id) => !inCart.has(id))
    .map((id) => variantInfo(store, id))
    .filter((info) => info !== null)
    .slice(0, RECENTLY_VIEWED_MAX)
    .map(({ id, display_name, website_url, image_url, price, list_price }) => ({ id, display_name, website_url, image_url, price, list_price }));
  return { products, currency: { symbol: CURRENCY.symbol, position: CURRENCY.position } };
}

export function recentlyViewedRoutes(app: Hono<AppEnv>) {
  app.post("/shop/products/recently_viewed", rpcHandler((_params, c) => recentlyViewed(c)));
  app.post(
    "/shop/products/recently_viewed_delete",
    rpcHandler((params, c) => {
      if (!Number.isInteger(params.product_id)) throw validationError(PRODUCT_ID_INVALID);
      writeSessionData(c.get("store"), c.get("session").sid, { [SEEN_KEY]: viewedIds(c).filter((id) => id !== params.product_id) });
      return recentlyViewed(c);
    }),
  );
  app.get("/shop/recently_viewed", (c) => renderShopPage(c, "recently_viewed.html"));
}
