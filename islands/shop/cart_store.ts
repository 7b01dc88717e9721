// The cart's quantity, one store for every island of the page (the product page, the listing, the
// cart page): a change from any of them shows at once in the header's badges, which the server
// renders on every page. The badges are written here, not by an island, so that pages only load
// the header's cart island when a visitor reaches for its popover.
import { atom } from "nanostores";
import { attr, attrsOf, child, findIn, writeOn } from "../../src/kit";

export const CART_BADGES = "#top_menu .my_cart_quantity";
export const BLINK_CLASS = "o_animate_blink";
const BADGES = child.optional(CART_BADGES, { hideEmpty: attr.string("data-hide-empty") });

export const cartQuantity = atom<number | null>(null);

function showInBadges(quantity: number | null): void {
  if (quantity === null) return;
  for (const badge of findIn(BADGES, document)) {
    const text = String(quantity);
    writeOn(badge, { class: { "d-none": quantity === 0 && attrsOf(badge, BADGES.attributes, "shop.cart_store").hideEmpty === "1" } });
    if (badge.textContent === text) continue;
    writeOn(badge, { text, class: { [BLINK_CLASS]: false } });
    void badge.offsetWidth; // restarts the animation
    writeOn(badge, { class: { [BLINK_CLASS]: true } });
  }
}

cartQuantity.listen(showInBadges);
