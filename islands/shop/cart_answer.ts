// The answer of /shop/cart/update_json (spec 2 §3 "Cart line"): cart_quantity, quantity,
// line_id, warning and the rendered cart lines and summary. An answer without a numeric
// cart_quantity is malformed.
import { MalformedAnswerError } from "../../src/kit";

export const CART_LINES_KEY = "website_sale.cart_lines";
export const SHORT_SUMMARY_KEY = "website_sale.short_cart_summary";

export interface CartAnswer {
  cart_quantity: number;
  quantity: number;
  line_id: number | false;
  warning: string;
  cartLines: string | null;
  summary: string | null;
}

export function readCartAnswer(answer: unknown): CartAnswer {
  if (!answer || typeof answer !== "object") throw new MalformedAnswerError();
  const a = answer as Record<string, unknown>;
  const cartQuantity = a.cart_quantity === undefined ? 0 : a.cart_quantity;
  if (typeof cartQuantity !== "number" || !Number.isFinite(cartQuantity)) throw new MalformedAnswerError();
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    cart_quantity: cartQuantity,
    quantity: typeof a.quantity === "number" ? a.quantity : 0,
    line_id: typeof a.line_id === "number" ? a.line_id : false,
    warning: text(a.warning) ?? "",
    cartLines: text(a[CART_LINES_KEY]),
    summary: text(a[SHORT_SUMMARY_KEY]),
  };
}
