// The reference server's stock (spec 3 §3 "Availability info", §7): combination info and the
// product page carry free and cart quantities; stock notification requests check the e-mail.
import { beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../server_fetch";
import { INVALID_EMAIL, OUT_OF_STOCK_ERROR, STOCK_NOTIFICATION_MODEL } from "../../../../server/shop_extras/stock";

let server: TestServer;
beforeEach(async () => {
  server = startTestServer();
  await server.installPageGlobals();
});

async function rpc(path: string, params: Record<string, unknown> = {}) {
  const response = await server.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) });
  return (await response.json()) as { result?: any; error?: { data: { message: string; name: string } } };
}

describe("stock", () => {
  it("answers the availability of the variant with this session's cart quantity", async () => {
    await rpc("/shop/cart/update_json", { product_id: 7, add_qty: 2 });
    const white = (await rpc("/sale/get_combination_info_website", { product_template_id: 5, combination: [3] })).result;
    expect(white).toMatchObject({ product_id: 7, product_type: "product", free_qty: 3, cart_qty: 2, allow_out_of_stock_order: false, product_template: 5 });
    const black = (await rpc("/sale/get_combination_info_website", { product_template_id: 5, combination: [4] })).result;
    expect(black).toMatchObject({ product_id: 8, free_qty: 0, cart_qty: 0, out_of_stock_message: "The black box is back in the spring." });
    expect((await rpc("/sale/get_combination_info_website", { product_template_id: 4, combination: [] })).result).toMatchObject({ product_type: "consu", allow_out_of_stock_order: true });
    const page = await (await server.fetch("/shop/product/storage-box-5")).text();
    expect(page).toContain('class="availability_messages mb-2" data-availability="{&quot;product_id&quot;:7,&quot;product_type&quot;:&quot;product&quot;,&quot;free_qty&quot;:3,&quot;cart_qty&quot;:2');
  });

  it("never lets the cart hold more than the free quantity of a limited product", async () => {
    const first = (await rpc("/shop/cart/update_json", { product_id: 7, add_qty: 5 })).result;
    expect(first).toMatchObject({ quantity: 3, warning: "You ask for 5 products but only 3 is available" });
    expect((await rpc("/shop/cart/update_json", { product_id: 7, add_qty: 1 })).error?.data.message).toBe(OUT_OF_STOCK_ERROR);
    expect((await rpc("/shop/cart/update_json", { line_id: first.line_id, set_qty: 9 })).result).toMatchObject({ quantity: 3, warning: "You ask for 9 products but only 3 is available" });
    expect((await rpc("/shop/cart/update_json", { line_id: first.line_id, set_qty: 2 })).result).toMatchObject({ quantity: 2, warning: "" });
    expect((await rpc("/shop/cart/update_json", { product_id: 8, add_qty: 1 })).error?.data.message).toBe(OUT_OF_STOCK_ERROR);
    // Sold out of stock is allowed for the chair; unstocked products are not limited.
    expect((await rpc("/shop/cart/update_json", { product_id: 5, add_qty: 4 })).result).toMatchObject({ quantity: 4, warning: "" });
    expect((await rpc("/shop/cart/update_json", { product_id: 6, add_qty: 40 })).result).toMatchObject({ quantity: 40, warning: "" });
  });

  it("records a stock notification request once per address, refusing a bad address", async () => {
    expect((await rpc("/shop/add/stock_notification", { product_id: 8, email: "not-an-address" })).error?.data.message).toBe(INVALID_EMAIL);
    expect((await rpc("/shop/add/stock_notification", { product_id: 8, email: "ann@example.com" })).result).toBe(true);
    expect((await rpc("/shop/add/stock_notification", { product_id: 8, email: "ann@example.com" })).result).toBe(true);
    expect(server.store.all(STOCK_NOTIFICATION_MODEL)).toEqual([expect.objectContaining({ product_id: 8, email: "ann@example.com" })]);
    expect((await rpc("/shop/add/stock_notification", { product_id: 999, email: "ann@example.com" })).error?.data.name).toBe("odoo.exceptions.MissingError");
  });
});
