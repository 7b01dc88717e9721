// Stock per product (spec 3 §3 "Availability info", §5 "Stock"): the free quantity of a stocked
// product, whether it may be ordered out of stock, and its out-of-stock message; the cart's
// quantity of it completes the availability info the product page caps its quantity with.
// A visitor may ask to be told by e-mail when an out-of-stock product is back.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { missingError, validationError } from "../errors";
import { rpcHandler } from "../jsonrpc";
import type { Row, Store } from "../store";
import { NOTIFY_INVALID_EMAIL, STOCK_NOTIFICATION_ROUTE } from "../../contract/shop/stock";
import { type Cart, QUANTITY_LIMIT_WARNING, readCart } from "../shop/cart";

export const STOCK_MODEL = "product.stock";
export const STOCK_NOTIFICATION_MODEL = "product.stock.notification";
export { STOCK_NOTIFICATION_ROUTE };
export const OUT_OF_STOCK_ERROR = "This product is out of stock: no more of it can be added to your cart.";
export const INVALID_EMAIL = NOTIFY_INVALID_EMAIL;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

export interface AvailabilityInfo {
  product_id: number;
  product_type: "product" | "consu";
  free_qty: number;
  cart_qty: number;
  allow_out_of_stock_order: boolean;
  available_threshold: number;
  out_of_stock_message: string;
  product_template: number;
}

const stockOf = (store: Store, productId: number): Row | undefined => store.all(STOCK_MODEL).find((s) => s.product_id === productId);

/** The availability info of a variant for this session's cart; a product without stock record is not stocked. */
export function availabilityInfo(store: Store, sid: string, product: Row): AvailabilityInfo {
  const stock = stockOf(store, product.id);
  const cartQty = readCart(store, sid).lines.filter((l) => l.product_id === product.id).reduce((sum, l) => sum + l.quantity, 0);
  return {
    product_id: product.id,
    product_type: stock ? "product" : "consu",
    free_qty: Number(stock?.free_qty ?? 0),
    cart_qty: cartQty,
    allow_out_of_stock_order: stock ? Boolean(stock.allow_out_of_stock_order) : true,
    available_threshold: Number(stock?.available_threshold ?? 0),
    out_of_stock_message: String(stock?.out_of_stock_message ?? ""),
    product_template: Number(product.product_tmpl_id),
  };
}

/**
 * How many more of a product the cart may hold (spec 3 §5): free quantity minus what its lines
 * hold (but the line being set), never below 0; Infinity unless stocked and not sold out of stock.
 */
export function stockLeft(store: Store, cart: Cart, productId: number, exceptLineId?: number): number {
  const stock = stockOf(store, productId);
  if (!stock || stock.allow_out_of_stock_order) return Infinity;
  const held = cart.lines.filter((l) => l.product_id === productId && l.id !== exceptLineId).reduce((sum, l) => sum + l.quantity, 0);
  return Math.max(0, Number(stock.free_qty) - held);
}

export const stockLimitWarning = (wanted: number, left: number) => QUANTITY_LIMIT_WARNING.replace("%s", String(wanted)).replace("%s", String(left));

export function stockRoutes(app: Hono<AppEnv>) {
  app.post(
    STOCK_NOTIFICATION_ROUTE,
    rpcHandler((params, c) => {
      const store = c.get("store");
      const product = store.get("product.product", Number(params.product_id));
      if (!product) throw missingError("This product does not exist.");
      const email = String(params.email ?? "").trim();
      if (email.length > 254 || !EMAIL.test(email)) throw validationError(INVALID_EMAIL);
      const known = store.all(STOCK_NOTIFICATION_MODEL).some((n) => n.product_id === product.id && n.email === email);
      if (!known) store.create(STOCK_NOTIFICATION_MODEL, { product_id: product.id, email, sid: c.get("session").sid });
      return true;
    }),
  );
}
