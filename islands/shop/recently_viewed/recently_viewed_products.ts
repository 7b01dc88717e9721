// The recently viewed snippet's list (spec 2 §4, §7; spec 3 §7): POST
// /shop/products/recently_viewed answers the visitor's viewed products (none in the cart), and
// /shop/products/recently_viewed_delete {product_id} forgets one and answers the new list.
import { MalformedAnswerError } from "../../../src/kit";

export const RECENTLY_VIEWED_LIST_ROUTE = "/shop/products/recently_viewed";
export const RECENTLY_VIEWED_DELETE_ROUTE = "/shop/products/recently_viewed_delete";
export const RECENTLY_VIEWED_LOAD_FAILED = "Your recently viewed products could not be loaded.";
export const RECENTLY_VIEWED_DELETE_FAILED = "This product could not be removed from your recently viewed products.";

export interface ViewedProduct {
  id: number;
  display_name: string;
  website_url: string;
  image_url: string;
  price: number;
}

export interface Currency {
  symbol: string;
  position: "before" | "after";
}

const DEFAULT_CURRENCY: Currency = { symbol: "$", position: "before" };

export function readViewedProducts(answer: unknown): { products: ViewedProduct[]; currency: Currency } {
  // The platform answers {} to a visitor it does not know yet.
  if (answer && typeof answer === "object" && !("products" in answer)) return { products: [], currency: DEFAULT_CURRENCY };
  const list = (answer as { products?: unknown } | null)?.products;
  if (!Array.isArray(list)) throw new MalformedAnswerError();
  const products = list.map((entry) => {
    const p = entry as Partial<ViewedProduct> | null;
    if (!p || !Number.isInteger(p.id) || typeof p.display_name !== "string" || typeof p.price !== "number") throw new MalformedAnswerError();
    return { id: p.id!, display_name: p.display_name, website_url: typeof p.website_url === "string" ? p.website_url : "#", image_url: typeof p.image_url === "string" ? p.image_url : "", price: p.price };
  });
  const currency = (answer as { currency?: Partial<Currency> }).currency;
  return {
    products,
    currency: typeof currency?.symbol === "string" ? { symbol: currency.symbol, position: currency.position === "after" ? "after" : "before" } : DEFAULT_CURRENCY,
  };
}
