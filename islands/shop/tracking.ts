// The tracking pseudo-pages of the shop (spec 2 §2): reported where a real analytics hook would
// be called, as a `website.tracking` event on the env bus, and pushed to the page's dataLayer
// when it defines one.
import { type Env } from "../../src/kit";
export const TRACKING_EVENT = "website.tracking";
export const STATS_PREFIX = "/stats/ecom/";
export const TRACKING_PAGES = {
  orderConfirmed: (orderId: string | number) => `order_confirmed/${orderId}`,
  productAddToCart: (productId: string | number) => `product_add_to_cart/${productId}`,
  customerCheckout: "customer_checkout",
  customerSignin: "customer_signin",
  customerSignup: "customer_signup",
  orderCheckout: "order_checkout",
  orderPayment: (method: string) => `order_payment/${method}`,
} as const;

export function trackPage(env: Pick<Env, "bus">, page: string): string {
  const path = STATS_PREFIX + page;
  env.bus.trigger(TRACKING_EVENT, { path });
  const dataLayer = (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  if (Array.isArray(dataLayer)) dataLayer.push({ event: "pageview", page_path: path });
  return path;
}
