// Stock arithmetic, cap and messages (spec 3 §5 "Stock"), with their exact texts.
import { describe, expect, it } from "vitest";
import {
  ALL_IN_CART,
  type Availability,
  availabilityMessages,
  availableQuantity,
  cappedQuantity,
  IN_STOCK,
  isOutOfStock,
  isValidEmail,
  mayAskNotification,
  ONLY_LEFT,
  OUT_OF_STOCK,
  parseAvailability,
  readAvailability,
  SOME_IN_CART,
  STOCK_NOTIFICATION_ROUTE,
} from "../../../../islands/shop/stock/stock";

const stocked = (values: Partial<Availability> = {}): Availability => ({
  product_id: 7,
  product_type: "product",
  free_qty: 3,
  cart_qty: 0,
  allow_out_of_stock_order: false,
  available_threshold: 5,
  out_of_stock_message: "",
  ...values,
});

describe("stock arithmetic", () => {
  it("is free minus cart quantity, floored at 0, only for stocked products that forbid out-of-stock orders", () => {
    expect(availableQuantity(stocked({ free_qty: 3, cart_qty: 1 }))).toBe(2);
    expect(availableQuantity(stocked({ free_qty: 3, cart_qty: 5 }))).toBe(0);
    expect(availableQuantity(stocked({ allow_out_of_stock_order: true, free_qty: 0 }))).toBe(Infinity);
    expect(availableQuantity(stocked({ product_type: "consu", free_qty: 0 }))).toBe(Infinity);
    expect(availableQuantity(null)).toBe(Infinity);
  });

  it("caps the quantity to what is available, at least 1", () => {
    expect(cappedQuantity(5, stocked({ cart_qty: 1 }))).toBe(2);
    expect(cappedQuantity(5, stocked({ cart_qty: 3 }))).toBe(1);
    expect(cappedQuantity(0, stocked())).toBe(1);
    expect(cappedQuantity(Number.NaN, stocked())).toBe(1);
    expect(cappedQuantity(2.7, stocked())).toBe(2);
    expect(cappedQuantity(40, null)).toBe(40);
  });

  it("is out of stock at 0 available; notification is offered only when nothing is free", () => {
    expect(isOutOfStock(stocked({ cart_qty: 3 }))).toBe(true);
    expect(mayAskNotification(stocked({ cart_qty: 3 }))).toBe(false);
    expect(mayAskNotification(stocked({ free_qty: 0 }))).toBe(true);
    expect(mayAskNotification(stocked({ free_qty: 0, allow_out_of_stock_order: true }))).toBe(false);
  });
});

describe("availability messages", () => {
  const texts = (info: Availability | null) => availabilityMessages(info).map((m) => `${m.tone}: ${m.text}`);
  it("uses the exact texts", () => {
    expect(OUT_OF_STOCK).toBe("Out of Stock");
    expect(texts(stocked({ free_qty: 0, out_of_stock_message: "Back in spring." }))).toEqual(["danger: Out of Stock", "muted: Back in spring."]);
    expect(texts(stocked({ cart_qty: 3 }))).toEqual([`warning: ${ALL_IN_CART}`]);
    expect(texts(stocked({ cart_qty: 1 }))).toEqual(["warning: Only 3 left in stock.", "muted: You already added 1 of this product in your cart."]);
    expect(texts(stocked({ free_qty: 12, available_threshold: 5 }))).toEqual(["success: 12 in stock"]);
    expect(texts(stocked({ product_type: "consu" }))).toEqual([]);
    expect(texts(stocked({ free_qty: 0, allow_out_of_stock_order: true }))).toEqual([]);
    expect([ONLY_LEFT, IN_STOCK, SOME_IN_CART, ALL_IN_CART]).toEqual([
      "Only %s left in stock.",
      "%s in stock",
      "You already added %s of this product in your cart.",
      "You already added all the available product in your cart.",
    ]);
    expect(STOCK_NOTIFICATION_ROUTE).toBe("/shop/add/stock_notification");
  });
});

describe("reading availability", () => {
  it("reads the answer's fields, null without a product", () => {
    expect(readAvailability({ product_id: 8, product_type: "product", free_qty: 0, cart_qty: 0, allow_out_of_stock_order: false, out_of_stock_message: 3 })).toMatchObject({ product_id: 8, out_of_stock_message: "", allow_out_of_stock_order: false });
    expect(readAvailability({ product_id: false, price: 3 })).toBeNull();
    expect(parseAvailability("")).toBeNull();
    expect(parseAvailability("{bad")).toBeNull();
    expect(parseAvailability('{"product_id":7,"product_type":"product","free_qty":3}')).toMatchObject({ free_qty: 3, cart_qty: 0 });
  });

  it("checks e-mail addresses as something@something", () => {
    expect(isValidEmail("ann@example.com")).toBe(true);
    expect(isValidEmail("ann")).toBe(false);
    expect(isValidEmail("ann@")).toBe(false);
    expect(isValidEmail("a b@c")).toBe(false);
  });
});
