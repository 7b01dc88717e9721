// The wishlist's routes, messages and the one list of wished product ids of the page (spec 3 §2,
// §4, §7, §8): read once from GET /shop/wishlist?count=1, then changed by adds and removals. The
// header's `.my_wish_quantity` badges show its length; they are written here so that no island
// is needed in the header.
import { atom } from "nanostores";
import { child, findIn, MalformedAnswerError, writeOn, type HttpService } from "../../../src/kit";

export const WISHLIST_ROUTES = {
  count: "/shop/wishlist?count=1",
  add: "/shop/wishlist/add",
  remove: (wishId: number | string) => `/shop/wishlist/remove/${wishId}`,
  notify: (wishId: number | string) => `/shop/wishlist/notify/${wishId}`,
  cartUpdateJson: "/shop/cart/update_json",
  cart: "/shop/cart",
} as const;

const WISH_BADGES = child.optional(".my_wish_quantity");
export const WISH_LINK = "li.o_wsale_my_wish";

export const WISHLIST_ADD_FAILED = "The product could not be added to your wishlist.";
export const WISHLIST_REMOVE_FAILED = "The product could not be removed from your wishlist.";
export const WISHLIST_MOVE_FAILED = "The product could not be added to your cart. It stays in your wishlist.";
export const WISHLIST_NOTIFY_FAILED = "Your choice could not be saved. The switch was put back.";
export const WISHLIST_REMOVED_AFTER_LOST = "The server's answer was lost, but the product was removed from your wishlist.";
export const WISHLIST_MOVED_AFTER_LOST = "The server's answer was lost, but the product was added to your cart.";

export const wishedProducts = atom<ReadonlySet<number> | null>(null);

wishedProducts.listen((ids) => {
  if (ids === null) return;
  for (const badge of findIn(WISH_BADGES, document)) {
    writeOn(badge, { text: String(ids.size) });
    writeOn(badge.closest<HTMLElement>(WISH_LINK), { class: { "d-none": ids.size === 0 } });
  }
});

/** The answer of GET /shop/wishlist?count=1: the wished product ids. */
export function readWishedIds(answer: unknown): Set<number> {
  if (!Array.isArray(answer) || !answer.every((id) => Number.isInteger(id))) throw new MalformedAnswerError();
  return new Set(answer as number[]);
}

/** Reads the server's list again (after an add, or on a page that needs it). */
export async function refreshWished(http: HttpService): Promise<ReadonlySet<number>> {
  const ids = readWishedIds(await http.get(WISHLIST_ROUTES.count));
  wishedProducts.set(ids);
  return ids;
}

export function forgetWished(productId: number): void {
  const ids = new Set(wishedProducts.get() ?? []);
  ids.delete(productId);
  wishedProducts.set(ids);
}
