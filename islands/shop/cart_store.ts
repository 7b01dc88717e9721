// The cart's quantity, one store for every island of the page (the header badge, the popover,
// the product page, the cart page): a change from any of them shows everywhere at once.
import { atom } from "nanostores";

export const cartQuantity = atom<number | null>(null);

/** The quantity the server rendered in the header, read once when nothing set it yet. */
export function initCartQuantity(rendered: number): void {
  if (cartQuantity.get() === null && Number.isFinite(rendered)) cartQuantity.set(rendered);
}
