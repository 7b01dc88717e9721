// An add to cart whose answer was lost (connection dropped, 502/504, unreadable answer) may have
// been done: it is not sent again. The page is read again (not shown) and its cart badge tells
// whether the cart holds more than before.
import { child, fetchCurrentPage, findIn, type HttpService } from "../../src/kit";
import { CART_BADGES } from "./cart_store";

export const ADDED_AFTER_LOST = "The server's answer was lost, but the product was added to your cart.";
export const ADD_LOST_UNKNOWN = "The server's answer was lost: the product may have been added to your cart. Check your cart before adding it again.";

/** The quantity the page's cart badge shows, or null. */
export function badgeQuantity(root: ParentNode): number | null {
  const quantity = Number.parseInt(findIn(child.optional(CART_BADGES), root)[0]?.textContent ?? "", 10);
  return Number.isFinite(quantity) ? quantity : null;
}

/** The cart's quantity as the server has it now, or null when the page cannot be read. */
export const cartQuantityNow = (http: HttpService): Promise<number | null> => fetchCurrentPage(http).then(badgeQuantity, () => null);
