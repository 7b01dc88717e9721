// Demo entries of the shop's later steps (fixtures/page_list.ts scans and weighs every page from
// a fresh session): /shop/demo/{cart,checkout,payment} fill an empty cart and a missing address
// with a sample, then go to the real page (/shop/demo/confirmation confirms the sample order).
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { readSessionData, writeSessionData } from "../portal/session_data";
import { ADDRESS_KEY, addToCart, ORDER_KEY, readCart, writeCart } from "../shop/cart";

export const DEMO_ADDRESS = { name: "Deco Addict", email: "deco@example.com", phone: "", street: "77 Santa Barbara Rd", city: "Pleasant Hill", zip: "94523", country_id: 233, state_id: 10 };

export function shopDemoRoutes(app: Hono<AppEnv>) {
  app.get("/shop/demo/:step{cart|checkout|payment|confirmation}", (c) => {
    const store = c.get("store");
    const sid = c.get("session").sid;
    const step = c.req.param("step");
    if (step === "confirmation" && readSessionData(store, sid)[ORDER_KEY]) return c.redirect("/shop/confirmation");
    const cart = readCart(store, sid);
    if (!cart.lines.length) {
      for (const [productId, quantity, noVariantIds] of [[1, 1, []], [4, 2, [5]]] as [number, number, number[]][]) {
        const product = store.get("product.product", productId)!;
        addToCart(store, cart, { product, template: store.get("product.template", product.product_tmpl_id)!, quantity, noVariantIds, customValues: [], forceCreate: false });
      }
      writeCart(store, sid, cart);
    }
    if (!readSessionData(store, sid)[ADDRESS_KEY]) writeSessionData(store, sid, { [ADDRESS_KEY]: DEMO_ADDRESS });
    if (step === "confirmation") return c.redirect("/shop/confirm_order?next=confirmation");
    return c.redirect(step === "payment" ? "/shop/confirm_order" : `/shop/${step}`);
  });
}
