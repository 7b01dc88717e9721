// Renders a shop page: the fixture under fixtures/pages/shop/ with the header's cart link (the
// platform's `li.o_wsale_my_cart` in #top_menu, with its quantity badge).
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { type TemplateValue, replaceMarker } from "../html";
import { renderFixture } from "../routes/pages";
import { cartQuantity, readCart } from "./cart";

const TOP_MENU = 'id="top_menu">';

export function cartLink(quantity: number): string {
  return `<li class="nav-item o_wsale_my_cart"><a href="/shop/cart" class="nav-link"><i class="fa fa-shopping-cart" aria-hidden="true"></i> My Cart <sup class="my_cart_quantity badge text-bg-primary" data-order-id="">${quantity}</sup></a></li>`;
}

export function renderShopPage(c: Context<AppEnv>, file: string, values: Record<string, TemplateValue> = {}) {
  const quantity = cartQuantity(readCart(c.get("store"), c.get("session").sid));
  return renderFixture(c, `shop/${file}`, values, (html) => replaceMarker(html, TOP_MENU, TOP_MENU + "\n" + cartLink(quantity)));
}
