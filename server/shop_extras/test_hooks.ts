// Test hook of the shop (like /__test/faults, never in a real deployment): forgets the variant a
// dynamic attribute value created, so a browser flow that needs that variant to be created first
// starts from the same catalogue whatever ran before it on the shared server; sets a product's
// discount (the website pricelist's), so a flow sees a price with and without one.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { findVariant } from "../shop/catalog";

export const FORGET_VARIANT_ROUTE = "/__test/shop/forget_variant";
export const SET_DISCOUNT_ROUTE = "/__test/shop/discount";

export function shopTestHooks(app: Hono<AppEnv>) {
  app.post(FORGET_VARIANT_ROUTE, async (c) => {
    const { product_template_id, value_ids } = (await c.req.json()) as { product_template_id: number; value_ids: number[] };
    const store = c.get("store");
    const template = store.get("product.template", product_template_id);
    const variant = template && findVariant(store, template, value_ids);
    const forgotten = variant && store.unlink("product.product", variant.id) ? [variant.id] : [];
    return c.json({ forgotten });
  });
  app.post(SET_DISCOUNT_ROUTE, async (c) => {
    const { product_template_id, discount } = (await c.req.json()) as { product_template_id: number; discount: number };
    const store = c.get("store");
    const template = store.get("product.template", product_template_id);
    if (!template || !(discount >= 0 && discount < 100)) return c.json({ error: "no such product or discount" }, 400);
    const previous = Number(template.discount ?? 0);
    store.write("product.template", template.id, { discount });
    return c.json({ previous });
  });
}
