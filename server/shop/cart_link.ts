// The header's cart link that the platform renders in #top_menu on every page of a site with the
// shop (`li.o_wsale_my_cart` with its `.my_cart_quantity` badge), for the visitor's cart.
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { markup, type Markup } from "../html";
import { cartQuantity, readCart } from "./cart";

export function cartLink(quantity: number): Markup {
  return markup(
    `<li class="nav-item o_wsale_my_cart"><a href="/shop/cart" class="nav-link"><i class="fa fa-shopping-cart" aria-hidden="true"></i> My Cart <sup class="my_cart_quantity badge text-bg-primary" data-order-id="">${quantity}</sup></a></li>`,
  );
}

export function visitorCartLink(c: Context<AppEnv>): Markup {
  return cartLink(cartQuantity(readCart(c.get("store"), c.get("session").sid)));
}
