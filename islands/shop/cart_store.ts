// The cart's quantity, one store for every island of the page (the product page, the listing, the
// cart page): a change from any of them shows at once in the header's badges, which the server
// renders on every page. The badges are written here, not by an island, so that pages only load
// the header's cart island when a visitor reaches for its popover.
import { atom } from "nanostores";
import { attr, attrsOf, child, fetchCurrentPage, findIn, MalformedAnswerError, writeOn, type HttpService, type RPC } from "../../src/kit";
import { ROUTES } from "./constants";

export const CART_BADGES = "#top_menu .my_cart_quantity";
const BLINK_CLASS = "o_animate_blink";
const BADGES = child.optional(CART_BADGES, { hideEmpty: attr.string("data-hide-empty") });

export const cartQuantity = atom<number | null>(null);

cartQuantity.listen((quantity) => {
  if (quantity === null) return;
  for (const badge of findIn(BADGES, document)) {
    const text = String(quantity);
    writeOn(badge, { class: { "d-none": quantity === 0 && attrsOf(badge, BADGES.attributes, "shop.cart_store").hideEmpty === "1" } });
    if (badge.textContent === text) continue;
    writeOn(badge, { text, class: { [BLINK_CLASS]: false } });
    void badge.offsetWidth; // restarts the animation
    writeOn(badge, { class: { [BLINK_CLASS]: true } });
  }
});

export const CART_LINES_KEY = "website_sale.cart_lines";
export const SHORT_SUMMARY_KEY = "website_sale.short_cart_summary";

/** The answer of /shop/cart/update_json (spec 2 §3 "Cart line"); one without a numeric cart_quantity is malformed. */
export function readCartAnswer(answer: unknown) {
  if (!answer || typeof answer !== "object") throw new MalformedAnswerError();
  const a = answer as Record<string, unknown>;
  const cartQuantity = a.cart_quantity === undefined ? 0 : a.cart_quantity;
  if (typeof cartQuantity !== "number" || !Number.isFinite(cartQuantity)) throw new MalformedAnswerError();
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  return {
    cart_quantity: cartQuantity,
    quantity: typeof a.quantity === "number" ? a.quantity : 0,
    line_id: typeof a.line_id === "number" ? a.line_id : (false as const),
    warning: text(a.warning) ?? "",
    cartLines: text(a[CART_LINES_KEY]),
    summary: text(a[SHORT_SUMMARY_KEY]),
  };
}

/** Adds one of a product from a list (update_json, display: false); the badges follow. */
export async function addOneToCart(rpc: RPC, productId: number) {
  const answer = readCartAnswer(await rpc(ROUTES.cartUpdateJson, { product_id: productId, add_qty: 1, display: false }, { silent: true }));
  cartQuantity.set(answer.cart_quantity);
  return answer;
}

// An add to cart whose answer was lost (connection dropped, 502/504, unreadable answer) may have
// been done: it is not sent again. The page is read again (not shown) and its cart badge tells
// whether the cart holds more than before.
export const ADDED_AFTER_LOST = "The server's answer was lost, but the product was added to your cart.";
export const ADD_LOST_UNKNOWN = "The server's answer was lost: the product may have been added to your cart. Check your cart before adding it again.";

export function badgeQuantity(root: ParentNode): number | null {
  const quantity = Number.parseInt(findIn(child.optional(CART_BADGES), root)[0]?.textContent ?? "", 10);
  return Number.isFinite(quantity) ? quantity : null;
}

/** The cart's quantity before an add, as far as the page knows it. */
export const cartBefore = () => cartQuantity.get() ?? badgeQuantity(document);

/** The cart's quantity as the server has it now, or null when the page cannot be read. */
export const cartQuantityNow = (http: HttpService): Promise<number | null> => fetchCurrentPage(http).then(badgeQuantity, () => null);

/** After a lost add: the server's cart quantity when it holds more than `before` (then shown), else null. */
export async function addedMeanwhile(http: HttpService, before: number | null): Promise<number | null> {
  const now = before === null ? null : await cartQuantityNow(http);
  if (now === null || before === null || now <= before) return null;
  cartQuantity.set(now);
  return now;
}
