// Quantities and amounts are finite numbers within sane bounds, on the portal's routes and through
// call_kw alike; anything else is a ValidationError and nothing is stored.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AMOUNT, MAX_AMOUNT, MAX_QUANTITY, QUANTITY, checkAmount, checkQuantity, outOfBoundsMessage } from "../../../server/security/bounds";
import { startTestServer, type TestServer } from "../server_fetch";
import { callKw, rpc } from "./requests";

const NOT_NUMBERS = [1e308, -1e308, Infinity, -Infinity, NaN, "1e308", "abc", "", "  ", "0x10", "1,5", null, undefined, true, [], {}, MAX_QUANTITY + 1];

describe("the bounds validator", () => {
  it("takes finite numbers within the bounds, also written as text", () => {
    expect([MAX_QUANTITY, MAX_AMOUNT]).toEqual([1_000_000, 1_000_000_000_000]);
    expect(checkQuantity(3)).toBe(3);
    expect(checkQuantity("2.5")).toBe(2.5);
    expect(checkQuantity(" -2 ")).toBe(-2);
    expect(checkQuantity(MAX_QUANTITY)).toBe(MAX_QUANTITY);
    expect(checkAmount("1e3")).toBe(1000);
    expect(checkAmount(-MAX_AMOUNT)).toBe(-MAX_AMOUNT);
  });

  it.each(NOT_NUMBERS.map((v) => [v]))("refuses %j with a ValidationError", (value) => {
    expect(() => checkQuantity(value)).toThrowError(outOfBoundsMessage(QUANTITY));
    try {
      checkQuantity(value);
    } catch (error) {
      expect((error as { exceptionName: string }).exceptionName).toBe("odoo.exceptions.ValidationError");
    }
  });

  it("says which bounds", () => {
    expect(outOfBoundsMessage(QUANTITY)).toBe("The quantity must be a number between -1,000,000 and 1,000,000.");
    expect(outOfBoundsMessage(AMOUNT)).toBe("The amount must be a number between -1,000,000,000,000 and 1,000,000,000,000.");
  });
});

describe("on the server", () => {
  let server: TestServer;
  beforeEach(() => {
    server = startTestServer();
  });
  afterEach(() => server.store.db.close());

  it("refuses a quote line quantity of 1e308 (or text) and keeps the line as it was", async () => {
    await server.login("portal");
    for (const input_quantity of [1e308, "1e308", "abc", MAX_QUANTITY + 1]) {
      const { error } = await rpc(server, "/my/orders/1/update_line_dict", { line_id: 1, input_quantity, access_token: "4c2b8d1e-so21" });
      expect(error!.data).toMatchObject({ name: "odoo.exceptions.ValidationError", message: outOfBoundsMessage(QUANTITY) });
    }
    expect(server.store.get("sale.order.line", 1)!.product_uom_qty).toBe(2);
    expect((await rpc(server, "/my/orders/1/update_line_dict", { line_id: 1, input_quantity: "7" })).result).toMatchObject({ order_amount_total: 7 * 1500 + 450 + 4 * 47 });
    expect((await rpc(server, "/my/orders/1/update_line_dict", { line_id: 1, input_quantity: -2 })).result).toMatchObject({ unlink: true });
  });

  it("refuses out-of-bounds quantities and amounts written through call_kw, even by an admin", async () => {
    await server.login("admin");
    const write = await callKw(server, "sale.order.line", "write", [[1], { product_uom_qty: 1e308 }]);
    expect(write.error!.data).toMatchObject({ name: "odoo.exceptions.ValidationError", message: outOfBoundsMessage(QUANTITY) });
    const create = await callKw(server, "sale.order.line", "create", [{ order_id: 3, name: "x", product_uom_qty: 1, price_unit: "Infinity" }]);
    expect(create.error!.data).toMatchObject({ name: "odoo.exceptions.ValidationError", message: outOfBoundsMessage(AMOUNT) });
    expect(server.store.get("sale.order.line", 1)!.product_uom_qty).toBe(2);
    expect(server.store.all("sale.order.line")).toHaveLength(5);
    expect((await callKw(server, "sale.order.line", "write", [[1], { product_uom_qty: "3" }])).result).toBe(true);
    expect(server.store.get("sale.order.line", 1)!.product_uom_qty).toBe(3);
  });
});
