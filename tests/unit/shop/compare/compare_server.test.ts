// The reference server's comparison and recently viewed routes (in-process): get_product_data's
// answer (existing products only, `cookies` the JSON list of the existing ids sent, bad ids a
// ValidationError), the comparison page (values per attribute category, empty → /shop), the
// listing's and product page's add buttons and panel, and the visitor's views listed and deleted.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../server_fetch";
import { rpc as serverRpc } from "../../server/requests";
import { clearFaults } from "../../../../server/faults";
import { PRODUCT_IDS_INVALID } from "../../../../server/shop_extras/compare_routes";
import { PRODUCT_ID_INVALID } from "../../../../server/shop_extras/recently_viewed";

let server: TestServer;
beforeEach(async () => {
  server = startTestServer();
  await server.installPageGlobals();
});
afterEach(() => clearFaults());

const rpc = (path: string, params: Record<string, unknown>) => serverRpc(server, path, params);

describe("comparison routes", () => {
  it("answers each existing product with its names and row, and the existing ids among both lists", async () => {
    const { result } = await rpc("/shop/get_product_data", { product_ids: [1, 999], cookies: [4, 888] });
    expect(JSON.parse(result.cookies)).toEqual([1, 4]);
    expect(Object.keys(result).sort()).toEqual(["1", "cookies"]);
    expect(result[1].product).toEqual({ id: 1, name: "Customizable Desk", display_name: "Customizable Desk (Steel, White)" });
    expect(result[1].render).toContain('class="row o_product_row');
    expect(result[1].render).toContain("675.00");
    expect((await rpc("/shop/get_product_data", { product_ids: [4] })).result.cookies).toBeUndefined();
  });

  it("refuses product ids that are not a list of ids", async () => {
    for (const params of [{}, { product_ids: "1,2" }, { product_ids: [1, "2"] }, { product_ids: [1], cookies: [1.5] }]) {
      const { error } = await rpc("/shop/get_product_data", params);
      expect(error?.data).toMatchObject({ name: "odoo.exceptions.ValidationError", message: PRODUCT_IDS_INVALID });
    }
  });

  it("renders the comparison table by attribute category, and sends an empty comparison to /shop", async () => {
    const html = await (await server.fetch("/shop/compare?products=1,4,abc,999")).text();
    expect(html).toContain('id="o_comparelist_table"');
    expect(html.match(/class="o_add_cart_form_compare"/g)).toHaveLength(2);
    expect(html).toMatch(/data-target="\.o_ws_category_1"[\s\S]*Construction[\s\S]*<th scope="row"[^>]*>Legs<\/th><td>Steel<\/td>/);
    expect(html).toContain('Engraving</th><td><span class="text-muted" aria-hidden="true">–</span><span class="visually-hidden">Not applicable</span></td><td>None, Custom text</td>');
    expect(html).toContain('href="/shop/compare?products=4" class="o_comparelist_remove');
    const empty = await server.fetch("/shop/compare?products=abc", { redirect: "manual" });
    expect(empty.status).toBe(302);
    expect(empty.headers.get("location")).toBe("/shop");
  });

  it("puts the add buttons and the panel on the listing and the product page", async () => {
    const shop = await (await server.fetch("/shop")).text();
    expect(shop).toContain('class="btn btn-outline-primary o_add_compare" data-product-product-id="1"');
    expect(shop).toContain('class="o_product_feature_panel d-none"');
    const product = await (await server.fetch("/shop/product/engraved-pen-2")).text();
    expect(product).toContain("o_add_compare_dyn");
    expect(product).toContain('class="o_product_feature_panel d-none"');
  });
});

describe("recently viewed routes", () => {
  it("lists the visitor's views newest first without what is in the cart, and forgets a deleted one", async () => {
    expect((await rpc("/shop/products/recently_viewed", {})).result.products).toEqual([]);
    for (const product_id of [4, 1, 6]) await rpc("/shop/products/recently_viewed_update", { product_id });
    const { result } = await rpc("/shop/products/recently_viewed", {});
    expect(result.products.map((p: { id: number }) => p.id)).toEqual([6, 1, 4]);
    expect(result.products[1]).toEqual({ id: 1, display_name: "Customizable Desk (Steel, White)", website_url: "/shop/product/customizable-desk-1", image_url: "/shop/image/1?combination=1,3", price: 675, list_price: 750 });
    expect(result.currency).toEqual({ symbol: "$", position: "before" });
    expect((await rpc("/shop/products/recently_viewed_delete", { product_id: 1 })).result.products.map((p: { id: number }) => p.id)).toEqual([6, 4]);
    await rpc("/shop/cart/update_json", { product_id: 6, add_qty: 1 });
    expect((await rpc("/shop/products/recently_viewed", {})).result.products.map((p: { id: number }) => p.id)).toEqual([4]);
    expect((await rpc("/shop/products/recently_viewed_delete", { product_id: "4" })).error?.data.message).toBe(PRODUCT_ID_INVALID);
  });

  it("keeps the views and the visitor across a login", async () => {
    const { result: before } = await rpc("/shop/products/recently_viewed_update", { product_id: 4 });
    await rpc("/shop/products/recently_viewed_update", { product_id: 6 });
    await server.login("portal", "portal");
    expect((await rpc("/shop/products/recently_viewed", {})).result.products.map((p: { id: number }) => p.id)).toEqual([6, 4]);
    expect((await rpc("/shop/products/recently_viewed_update", { product_id: 1 })).result.visitor_uuid).toBe(before.visitor_uuid);
  });
});
