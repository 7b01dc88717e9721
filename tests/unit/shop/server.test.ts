// The shop routes of the reference server (in-process): catalogue, combination info, dynamic
// variants, cart updates and their bounds, popover, country infos, address, checkout and order.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../server_fetch";
import { CART_LINES_KEY, SHORT_SUMMARY_KEY } from "../../../server/routes/shop_cart";
import { PRICE_RANGE } from "../../../server/routes/shop_catalog";
import { ADDRESS_ERROR_MESSAGE } from "../../../server/routes/shop_checkout";
import { clearFaults } from "../../../server/faults";
import { readOrder, SORT_OPTIONS } from "../../../server/shop/sort";

let server: TestServer;
beforeEach(async () => {
  server = startTestServer();
  await server.installPageGlobals();
});
afterEach(() => clearFaults());

async function rpc(path: string, params: Record<string, unknown>) {
  const response = await server.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) });
  return (await response.json()) as { result?: any; error?: { data: { message: string; name: string } } };
}
const csrf = () => (window as any).odoo.csrf_token as string;
const form = (values: Record<string, string>) => new URLSearchParams({ csrf_token: csrf(), ...values });

describe("shop catalogue", () => {
  it("lists published products, filters by attribute, price and search (fuzzy unless noFuzzy)", async () => {
    const count = async (query: string) => ((await (await server.fetch(`/shop${query}`)).text()).match(/class="oe_product col"/g) ?? []).length;
    expect(await count("")).toBe(7); // six furniture products and the paid course's
    expect(await count("?attrib=2-4")).toBe(2);
    expect(await count("?attrib=2-4&attrib=1-2")).toBe(1);
    expect(await count("?max_price=20")).toBe(2);
    expect(await count("?min_price=100")).toBe(3);
    expect(await count("?search=desk")).toBe(1);
    expect(await count("?search=dessk")).toBe(1);
    expect(await count("?search=dessk&noFuzzy=true")).toBe(0);
    expect(PRICE_RANGE).toEqual({ min: 0, max: 100, step: 1 });
  });

  it("sorts the listing by the platform's order values, keeps the order in the forms, ignores unknown ones", async () => {
    const names = async (query: string) => [...(await (await server.fetch(`/shop${query}`)).text()).matchAll(/<h2 class="[^"]*o_wsale_products_item_title[^"]*"><a [^>]*>([^<]+)</g)].map((m) => m[1]);
    const byName = await names("?order=name+asc");
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b)));
    expect((await names("?order=list_price+desc"))[0]).toBe("Conference Table");
    expect((await names("?order=list_price+asc")).at(-1)).toBe("Conference Table");
    expect(await names("?order=id;drop")).toEqual(await names(""));
    const page = await (await server.fetch("/shop?order=list_price+desc&search=o")).text();
    expect(page).toContain('<input type="hidden" name="order" value="list_price desc"/>');
    expect(page).toContain('class="dropdown-item active" aria-current="true" href="/shop?order=list_price+desc&amp;search=o"');
    expect(SORT_OPTIONS.map((option) => option.order)).toEqual(["website_sequence asc", "create_date desc", "name asc", "list_price asc", "list_price desc"]);
    expect(readOrder(" LIST_PRICE  DESC ")).toBe("list_price desc");
  });

  it("answers combination info with price, list price, discount and possibility", async () => {
    const possible = (await rpc("/sale/get_combination_info_website", { product_template_id: 1, product_id: 1, combination: [2, 3], add_qty: 1 })).result;
    expect(possible).toMatchObject({ product_id: 3, is_combination_possible: true, price: 720.36, list_price: 800.4, has_discounted_price: true, display_name: "Customizable Desk (Aluminium, White)" });
    const excluded = (await rpc("/sale/get_combination_info", { product_template_id: 1, combination: [2, 4] })).result;
    expect(excluded).toMatchObject({ product_id: false, is_combination_possible: false });
    expect((await rpc("/sale/get_combination_info_website", { product_template_id: 99, combination: [] })).error?.data.name).toBe("odoo.exceptions.MissingError");
    expect((await rpc("/sale/get_combination_info_website", { product_template_id: 1, combination: "1,2" })).error?.data.name).toBe("odoo.exceptions.ValidationError");
  });

  it("creates a dynamic variant once and refuses an impossible one", async () => {
    const first = (await rpc("/sale/create_product_variant", { product_template_id: 3, product_template_attribute_value_ids: "[8]" })).result;
    const again = (await rpc("/sale/create_product_variant", { product_template_id: 3, product_template_attribute_value_ids: [8] })).result;
    expect(first).toBe(again);
    expect((await rpc("/sale/create_product_variant", { product_template_id: 1, product_template_attribute_value_ids: [2, 4] })).error?.data.message).toBe("This combination does not exist.");
  });

  it("saves the layout mode in the session and refuses another value", async () => {
    expect((await rpc("/shop/save_shop_layout_mode", { layout_mode: "list" })).result).toBe(true);
    expect(await (await server.fetch("/shop")).text()).toContain('id="products_grid" class="col-lg-9 o_wsale_layout_list"');
    expect((await rpc("/shop/save_shop_layout_mode", { layout_mode: "table" })).error?.data.message).toBe("Invalid shop layout mode");
  });
});

describe("shop access", () => {
  it("keeps the catalogue out of reach of call_kw for visitors (prices are the server's)", async () => {
    const write = await rpc("/web/dataset/call_kw/product.template/write", { model: "product.template", method: "write", args: [[1], { list_price: 1 }], kwargs: {} });
    expect(write.error?.data.name).toBe("odoo.exceptions.AccessError");
    expect(server.store.get("product.template", 1)!.list_price).toBe(750);
  });

  it("answers an order's status only to its session or its access token", async () => {
    await rpc("/shop/cart/update_json", { product_id: 6, add_qty: 1 });
    await server.fetch("/shop/demo/checkout");
    await server.fetch("/shop/confirm_order");
    const order = server.store.all("sale.order").at(-1)!;
    // No payment pending yet: nothing to wait for. Another customer's order answers nothing (the platform's {}).
    expect((await rpc(`/shop/payment/get_status/${order.id}`, {})).result).toMatchObject({ recall: false });
    expect((await rpc(`/shop/payment/get_status/1`, {})).result).toEqual({});
  });
});

describe("shop cart", () => {
  it("adds with force_create, keeps custom text escaped, sets and removes lines", async () => {
    const added = (await rpc("/shop/cart/update_json", { product_id: 3, add_qty: 2, force_create: true })).result;
    expect(added).toMatchObject({ cart_quantity: 2, quantity: 2, line_id: 1, warning: "" });
    expect(added[CART_LINES_KEY]).toContain('data-line-id="1"');
    expect(added[SHORT_SUMMARY_KEY]).toContain("1,440.72");
    const pen = (
      await rpc("/shop/cart/update_json", {
        product_id: 4,
        add_qty: 1,
        force_create: true,
        no_variant_attribute_values: JSON.stringify([{ value: "6" }]),
        product_custom_attribute_values: JSON.stringify([{ custom_product_template_attribute_value_id: 6, custom_value: "<script>x</script>" }]),
      })
    ).result;
    expect(pen[CART_LINES_KEY]).toContain("Custom text: &lt;script&gt;x&lt;/script&gt;");
    expect(pen[CART_LINES_KEY]).not.toContain("<script>");
    const set = (await rpc("/shop/cart/update_json", { line_id: 1, product_id: 3, set_qty: 1 })).result;
    expect(set).toMatchObject({ cart_quantity: 2, quantity: 1 });
    const removed = (await rpc("/shop/cart/update_json", { line_id: 1, product_id: 3, set_qty: 0 })).result;
    expect(removed).toMatchObject({ cart_quantity: 1, line_id: false, quantity: 0 });
    const cart = await (await server.fetch("/shop/cart")).text();
    expect(cart).toContain('<sup class="my_cart_quantity badge text-bg-primary" data-order-id="">1</sup>');
  });

  it("bounds quantities: a warning above the line limit, a ValidationError for nonsense", async () => {
    const big = (await rpc("/shop/cart/update_json", { product_id: 6, add_qty: 5000 })).result;
    expect(big).toMatchObject({ quantity: 1000, warning: "You ask for 5000 products but only 1000 is available" });
    expect((await rpc("/shop/cart/update_json", { product_id: 6, add_qty: "1e99" })).error?.data.name).toBe("odoo.exceptions.ValidationError");
    expect((await rpc("/shop/cart/update_json", { product_id: 6, add_qty: -1 })).error?.data.message).toBe("The quantity to add must be positive.");
    expect((await rpc("/shop/cart/update_json", { line_id: 77, set_qty: 1 })).error?.data.name).toBe("odoo.exceptions.MissingError");
  });

  it("takes the buy-now form post with csrf and goes to checkout, and answers the popover", async () => {
    const refused = await server.fetch("/shop/cart/update", { method: "POST", body: new URLSearchParams({ product_id: "4", add_qty: "1" }), redirect: "manual" });
    expect(refused.status).toBe(400);
    const posted = await server.fetch("/shop/cart/update", { method: "POST", body: form({ product_id: "4", add_qty: "2", express: "1" }), redirect: "manual" });
    expect(posted.headers.get("location")).toBe("/shop/checkout?express=1");
    const popover = await (await server.fetch("/shop/cart?type=popover")).text();
    expect(popover).toContain("Engraved Pen");
    expect(popover).toContain("View Cart (2 items)");
  });
});

describe("shop checkout", () => {
  it("answers country infos with states, required fields and field order", async () => {
    expect((await rpc("/shop/country_infos/233", { mode: "billing" })).result).toEqual({
      fields: ["street", "city", "state_code", "zip", "country_name"],
      states: [
        [10, "California (US)", "CA"],
        [11, "New York (US)", "NY"],
        [12, "Texas (US)", "TX"],
      ],
      phone_code: 1,
      zip_required: true,
      state_required: true,
    });
    expect((await rpc("/shop/country_infos/75", { mode: "billing" })).result.fields).toEqual(["street", "zip", "city", "country_name"]);
    expect((await rpc("/shop/country_infos/999", {})).error?.data.name).toBe("odoo.exceptions.MissingError");
  });

  it("refuses an address without its required state, then checks out, confirms and hands the order to payment", async () => {
    await rpc("/shop/cart/update_json", { product_id: 6, add_qty: 1 });
    expect((await server.fetch("/shop/checkout", { redirect: "manual" })).headers.get("location")).toBe("/shop/address");
    const address = { name: "Ada", email: "ada@example.com", street: "1 Road", city: "Austin", zip: "73301", country_id: "233", state_id: "" };
    const refused = await (await server.fetch("/shop/address", { method: "POST", body: form(address) })).text();
    expect(refused).toContain(ADDRESS_ERROR_MESSAGE);
    expect(refused).toContain('value="1 Road"');
    expect(refused).toContain('class="form-select is-invalid" data-init="1"');
    const saved = await server.fetch("/shop/address", { method: "POST", body: form({ ...address, state_id: "12" }), redirect: "manual" });
    expect(saved.headers.get("location")).toBe("/shop/checkout");
    expect(await (await server.fetch("/shop/checkout")).text()).toContain("Texas (US)");
    const confirmed = await server.fetch("/shop/confirm_order", { redirect: "manual" });
    expect(confirmed.headers.get("location")).toBe("/shop/payment");
    const payment = await (await server.fetch("/shop/payment")).text();
    expect(payment).toContain('data-amount="1250"');
    expect(payment).toContain("$ 1,250.00");
    const order = server.store.all("sale.order").at(-1)!;
    expect(order).toMatchObject({ state: "draft", amount_total: 1250, partner_name: "Ada" });
    expect(server.store.all("sale.order.line").filter((l) => l.order_id === order.id)).toHaveLength(1);
  });
});
