// Stock arithmetic and availability messages (spec 3 §3 "Availability info", §5 "Stock"): a
// stocked product that forbids out-of-stock orders has free − cart quantity left to add (never
// below 0); the quantity asked is capped to it but stays at least 1; at 0 it cannot be added.
import { atom } from "nanostores";
import { NOTIFY_INVALID_EMAIL, STOCK_NOTIFICATION_ROUTE } from "../../../contract/shop/stock";

export { NOTIFY_INVALID_EMAIL, STOCK_NOTIFICATION_ROUTE };

export const OUT_OF_STOCK = "Out of Stock";
export const ONLY_LEFT = "Only %s left in stock.";
export const IN_STOCK = "%s in stock";
export const ALL_IN_CART = "You already added all the available product in your cart.";
export const SOME_IN_CART = "You already added %s of this product in your cart.";
export const NOTIFY_ME = "Be notified when back in stock";
export const NOTIFY_EMAIL_LABEL = "Your e-mail address";
export const NOTIFY_SEND = "Notify me";
export const NOTIFY_SUCCESS = "We will send you an e-mail when this product is back in stock.";
export const NOTIFY_FAILED = "Your request could not be sent. Your address is kept: please try again.";
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The availability of the chosen variant (null: nothing known, e.g. an impossible combination). */
export const availability = atom<Availability | null>(null);

const number = (value: unknown, fallback = 0) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);

/** The availability fields of a combination info answer or of the page's data-availability, or null. */
export function readAvailability(source: unknown) {
  const a = source as Record<string, unknown> | null;
  if (!a || typeof a !== "object" || typeof a.product_id !== "number" || typeof a.product_type !== "string") return null;
  return {
    product_id: a.product_id,
    product_type: a.product_type,
    free_qty: number(a.free_qty),
    cart_qty: number(a.cart_qty),
    allow_out_of_stock_order: a.allow_out_of_stock_order !== false,
    available_threshold: number(a.available_threshold),
    out_of_stock_message: typeof a.out_of_stock_message === "string" ? a.out_of_stock_message : "",
  };
}
export type Availability = NonNullable<ReturnType<typeof readAvailability>>;

/** The page's first availability (data-availability), null when absent or unreadable. */
export function parseAvailability(raw: string | null): Availability | null {
  if (!raw) return null;
  try {
    return readAvailability(JSON.parse(raw));
  } catch {
    return null;
  }
}

export const isLimited = (info: Availability | null): info is Availability => Boolean(info && info.product_type === "product" && !info.allow_out_of_stock_order);

/** What may still be added to the cart; Infinity when the stock does not limit it. */
export const availableQuantity = (info: Availability | null) => (isLimited(info) ? Math.max(0, info.free_qty - info.cart_qty) : Infinity);

/** The quantity to ask for: within the available quantity, at least 1. */
export function cappedQuantity(wanted: number, info: Availability | null): number {
  const base = Number.isFinite(wanted) && wanted >= 1 ? Math.floor(wanted) : 1;
  return Math.max(1, Math.min(base, availableQuantity(info)));
}

export const isOutOfStock = (info: Availability | null) => availableQuantity(info) === 0;
/** Nothing free at all (not just all in the cart): the visitor may ask to be told when it is back. */
export const mayAskNotification = (info: Availability | null) => isLimited(info) && info.free_qty <= 0;

export const isValidEmail = (email: string) => email.length <= 254 && EMAIL.test(email.trim());

export type StockMessage = { text: string; tone: "danger" | "warning" | "success" | "muted" };

/** The messages shown in `.availability_messages` for a stocked product (untranslated, filled). */
export function availabilityMessages(info: Availability | null, _t: (text: string, ...args: unknown[]) => string = fill): StockMessage[] {
  if (!info || info.product_type !== "product") return [];
  const messages: StockMessage[] = [];
  const available = availableQuantity(info);
  if (info.free_qty <= 0 && !info.allow_out_of_stock_order) messages.push({ text: _t(OUT_OF_STOCK), tone: "danger" });
  else if (isLimited(info) && available === 0) messages.push({ text: _t(ALL_IN_CART), tone: "warning" });
  else if (info.free_qty > 0 && info.free_qty <= info.available_threshold) messages.push({ text: _t(ONLY_LEFT, info.free_qty), tone: "warning" });
  else if (info.free_qty > 0) messages.push({ text: _t(IN_STOCK, info.free_qty), tone: "success" });
  if (isLimited(info) && info.cart_qty > 0 && available > 0) messages.push({ text: _t(SOME_IN_CART, info.cart_qty), tone: "muted" });
  if (info.free_qty <= 0 && info.out_of_stock_message) messages.push({ text: info.out_of_stock_message, tone: "muted" });
  return messages;
}

function fill(text: string, ...args: unknown[]): string {
  let i = 0;
  return text.replace(/%s/g, () => String(args[i++] ?? ""));
}

/** The quantity input's data-max under this availability (at least 1); null (none) when the stock does not limit it. */
export const stockMax = (info: Availability | null): string | null => (isLimited(info) ? String(Math.max(1, availableQuantity(info))) : null);

export const cappedValue = (value: string, info: Availability | null): string => (isLimited(info) ? String(cappedQuantity(Number.parseFloat(value), info)) : value);
