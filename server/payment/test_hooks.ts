// Test hook of the payment pages (like /__test/faults, never in a real deployment): a fresh
// quotation to pay for the customer Azure Interior (user payer), so each browser flow pays its
// own order and the seeded documents other pages show stay as they are.
import type { Hono } from "hono";
import type { AppEnv } from "../context";

export const TEST_QUOTATION_ROUTE = "/__test/payment/quotation";
export const PAYER_PARTNER: [number, string] = [11, "Azure Interior"];

export function paymentTestHooks(app: Hono<AppEnv>) {
  app.post(TEST_QUOTATION_ROUTE, (c) => {
    const store = c.get("store");
    const number = store.all("sale.order").length + 30;
    const order = store.create("sale.order", {
      name: `S000${number}`,
      state: "sent",
      partner_id: PAYER_PARTNER,
      access_token: `pay-${number}-${Math.random().toString(36).slice(2, 10)}`,
      date_order: "2026-11-15 10:00:00",
      validity_date: "2030-03-31",
      currency: "$",
      require_signature: false,
      require_payment: true,
      signed_by: PAYER_PARTNER[1],
      signature: false,
      user_id: [2, "Mitchell Admin"],
      note: "",
    });
    store.create("sale.order.line", { order_id: order.id, name: "[FURN_0269] Office Chair Black", product_uom_qty: 2, price_unit: 120.5 });
    store.create("sale.order.line", { order_id: order.id, name: "[FURN_8220] Four Person Desk", product_uom_qty: 1, price_unit: 2350 });
    return c.json({ id: order.id, name: order.name, access_token: order.access_token });
  });
}
