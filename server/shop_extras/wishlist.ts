// The wishlist (spec 3 §2, §3 "Wishlist entry", §4, §7): wishes of the signed-in visitor's
// partner, or of the session for an anonymous visitor. Routes: the count (GET /shop/wishlist?count=1,
// the wished product ids as JSON), the page, add, remove and the back-in-stock notify flag; a
// wish is only reached by its owner (else 404 / MissingError, as for a wish that is gone).
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { missingError } from "../errors";
import { escapeHtml as e, markup, type Markup } from "../html";
import { rpcHandler } from "../jsonrpc";
import { currentUser } from "../session";
import type { Row, Store } from "../store";
import { displayName, imageUrl, prices, productUrl } from "../shop/catalog";
import { renderShopPage } from "../shop/page";
import { money } from "../shop/views";

export const WISHLIST_MODEL = "product.wishlist";
export const WISH_MISSING = "This wish no longer exists.";
export const PRODUCT_MISSING = "This product is no longer available.";
export const EMPTY_WISHLIST = "Your wishlist is empty.";

export interface Owner {
  partner_id: number | false;
  sid: string | false;
}

export function ownerOf(c: Context<AppEnv>): Owner {
  const user = currentUser(c);
  return user ? { partner_id: Number(user.partner_id), sid: false } : { partner_id: false, sid: c.get("session").sid };
}

const owns = (owner: Owner, wish: Row) => (owner.partner_id ? wish.partner_id === owner.partner_id : wish.sid === owner.sid && !wish.partner_id);

export const wishesOf = (store: Store, owner: Owner): Row[] => store.all(WISHLIST_MODEL).filter((w) => owns(owner, w));

function wishOf(store: Store, owner: Owner, id: unknown): Row {
  const wish = store.get(WISHLIST_MODEL, Number(id));
  if (!wish || !owns(owner, wish)) throw missingError(WISH_MISSING);
  return wish;
}

function sellable(store: Store, productId: unknown): { product: Row; template: Row } {
  const product = store.get("product.product", Number(productId));
  const template = product && store.get("product.template", product.product_tmpl_id);
  if (!product || product.active === false || !template?.website_published) throw missingError(PRODUCT_MISSING);
  return { product, template };
}

export function addWish(store: Store, owner: Owner, productId: unknown): Row {
  const { product } = sellable(store, productId);
  const existing = wishesOf(store, owner).find((w) => w.product_id === product.id);
  return existing ?? store.create(WISHLIST_MODEL, { ...owner, product_id: product.id, stock_notification: false });
}

/** On login, the anonymous session's wishes become the partner's (those not wished already). */
export function adoptSessionWishes(store: Store, sid: string, partnerId: number): void {
  const owned = new Set(wishesOf(store, { partner_id: partnerId, sid: false }).map((w) => w.product_id));
  for (const wish of wishesOf(store, { partner_id: false, sid })) {
    if (owned.has(wish.product_id)) store.unlink(WISHLIST_MODEL, wish.id);
    else store.write(WISHLIST_MODEL, wish.id, { partner_id: partnerId, sid: false });
  }
}

/** The header's link with the visitor's count (`li.o_wsale_my_wish`, `.my_wish_quantity`), hidden while empty as the platform's default. */
export function wishlistLink(count: number): Markup {
  return markup(
    `<li class="nav-item o_wsale_my_wish${count ? "" : " d-none"}"><a href="/shop/wishlist" class="nav-link"><i class="fa fa-heart" aria-hidden="true"></i> <span class="d-none d-md-inline">Wishlist</span><span class="visually-hidden d-md-none">Wishlist</span> <sup class="my_wish_quantity badge text-bg-primary">${count}</sup></a></li>`,
  );
}

export const visitorWishlistLink = (c: Context<AppEnv>) => wishlistLink(wishesOf(c.get("store"), ownerOf(c)).length);

function wishRow(store: Store, wish: Row): string {
  const product = store.get("product.product", wish.product_id);
  const template = product && store.get("product.template", product.product_tmpl_id);
  if (!product || !template) return "";
  const combination = product.combination as number[];
  const name = displayName(store, template, combination);
  const notifyId = `notify-${wish.id}`;
  return `<tr data-wish-id="${wish.id}" data-product-id="${product.id}">
<td class="td-img"><img src="${e(imageUrl(template, combination))}" class="img rounded" alt="" width="64" height="43"/></td>
<td class="td-product_name"><a href="${e(productUrl(template))}"><strong>${e(name)}</strong></a>
<div class="form-check form-switch small mt-1"><input class="form-check-input o_wish_notify" type="checkbox" role="switch" id="${notifyId}" data-wish-id="${wish.id}"${wish.stock_notification ? ' checked="checked"' : ""}/><label class="form-check-label" for="${notifyId}">Notify me when back in stock</label></div></td>
<td class="td-price text-nowrap">$&nbsp;${money(prices(store, template, combination).price)}</td>
<td class="td-wish-btn text-end"><div class="d-flex flex-wrap gap-2 justify-content-end">
<button type="button" class="btn btn-primary btn-sm o_wish_add" data-wish-id="${wish.id}" data-product-id="${product.id}"><i class="fa fa-shopping-cart" aria-hidden="true"></i> Add to cart</button>
<button type="button" class="btn btn-outline-danger btn-sm o_wish_rm" data-wish-id="${wish.id}" data-product-id="${product.id}" aria-label="Remove ${e(name)} from the wishlist" title="Remove"><i class="fa fa-trash" aria-hidden="true"></i></button>
</div></td>
</tr>`;
}

export function wishlistTable(store: Store, wishes: Row[]): string {
  return `<table class="table table-sm align-middle mb-0" id="o_wsale_wishlist_table"><thead><tr><th class="td-img"><span class="visually-hidden">Image</span></th><th>Product</th><th class="td-price">Price</th><th class="text-end"><span class="visually-hidden">Actions</span></th></tr></thead>
<tbody>${wishes.map((w) => wishRow(store, w)).join("\n")}</tbody></table>`;
}

function wishlistPage(c: Context<AppEnv>) {
  const store = c.get("store");
  const wishes = wishesOf(store, ownerOf(c));
  if (c.req.query("count")) return c.json(wishes.map((w) => w.product_id));
  return renderShopPage(c, "wishlist.html", {
    wishlist: markup(wishes.length ? wishlistTable(store, wishes) : ""),
    empty_hidden: markup(wishes.length ? " d-none" : ""),
  });
}

export function wishlistRoutes(app: Hono<AppEnv>) {
  app.get("/shop/wishlist", wishlistPage);
  app.post(
    "/shop/wishlist/add",
    rpcHandler((params, c) => {
      const wish = addWish(c.get("store"), ownerOf(c), params.product_id);
      return { wish_id: wish.id, product_id: wish.product_id };
    }),
  );
  app.post(
    "/shop/wishlist/remove/:wish{[0-9]+}",
    rpcHandler((_params, c) => {
      const store = c.get("store");
      store.unlink(WISHLIST_MODEL, wishOf(store, ownerOf(c), c.req.param("wish")).id);
      return true;
    }),
  );
  app.post(
    "/shop/wishlist/notify/:wish{[0-9]+}",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const wish = wishOf(store, ownerOf(c), c.req.param("wish"));
      const notify = params.notify === undefined ? true : params.notify === true;
      return Boolean(store.write(WISHLIST_MODEL, wish.id, { stock_notification: notify })?.stock_notification);
    }),
  );
}
