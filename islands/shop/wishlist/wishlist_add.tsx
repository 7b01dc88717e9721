// The add-to-wishlist buttons of listings and product pages (spec 3 §4, §7, §8; odoo-markup.md §4
// ProductWishlist): a click posts /shop/wishlist/add {product_id} with the button disabled for
// that product; the header's count then comes from GET /shop/wishlist?count=1. On an error the
// button is enabled again and a message says why. On a product page the button follows the
// chosen variant (`input.product_id` of its `.js_product`): disabled when that one is wished.
import { defineIsland, useHost, useHostEvent, useService, useTranslate } from "../../../src/kit";
import { useEffect, useState } from "react";
import { useStore } from "@nanostores/react";
import { runWrite } from "../../../src/kit";
import { useWriteBusy, useWriteLock } from "../../../src/kit";
import { isAnswerLost } from "../../../src/kit";
import { errorText } from "../../../src/kit";
import { refreshWished, WISHLIST_ADD_FAILED, WISHLIST_ROUTES, wishedProducts } from "./wishlist_state";

const PRODUCT_INPUT = "input.product_id";

let firstRead: Promise<unknown> | null = null;
/** For tests: a new page. */
export function resetWishlistAdd(): void {
  firstRead = null;
  wishedProducts.set(null);
}

function WishlistAdd() {
  const host = useHost<HTMLButtonElement>();
  const rpc = useService("rpc");
  const http = useService("http");
  const notification = useService("notification");
  const _t = useTranslate();
  const wished = useStore(wishedProducts);
  const [productId, setProductId] = useState(() => Number(host.dataset.productProductId));
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  // What the server rendered, until the page's list is known; and what this button added.
  const [rendered] = useState(() => ({ id: Number(host.dataset.productProductId), inWish: host.disabled }));
  const [added, setAdded] = useState<ReadonlySet<number>>(new Set());
  const variantForm = host.closest<HTMLElement>(".js_product");

  useEffect(() => {
    const input = variantForm?.querySelector<HTMLInputElement>(PRODUCT_INPUT);
    if (!variantForm || !input) return;
    // A product page changes its variant: which one is wished is asked once per page.
    firstRead ??= refreshWished(http).catch(() => {});
    const follow = () => {
      const id = Number(input.value);
      host.dataset.productProductId = String(id);
      setProductId(id);
    };
    variantForm.addEventListener("change", follow);
    return () => variantForm.removeEventListener("change", follow);
  }, [host, http, variantForm]);

  const inWish = added.has(productId) || (wished ? wished.has(productId) : rendered.inWish && productId === rendered.id);
  useEffect(() => {
    host.disabled = busy || inWish || !(productId > 0);
    host.setAttribute("aria-busy", String(busy));
  }, [host, busy, inWish, productId]);

  useHostEvent("click", (event) => {
    event.preventDefault();
    if (inWish || !(productId > 0)) return;
    host.disabled = true;
    void runWrite(lock, async () => {
      try {
        await rpc(WISHLIST_ROUTES.add, { product_id: productId }, { silent: true });
      } catch (error) {
        notification.add(`${_t(WISHLIST_ADD_FAILED)} ${errorText(error, _t)}`, { type: "danger" });
        // A lost answer may hide an added wish: the page's list is read again before the button says.
        if (isAnswerLost(error)) await refreshWished(http).catch(() => {});
        return;
      }
      setAdded((ids) => new Set([...ids, productId]));
      await refreshWished(http).catch(() => {});
    });
  });
  return null;
}

export default defineIsland({
  name: "shop_extras.wishlist_add",
  selector: ".o_add_wishlist, .o_add_wishlist_dyn",
  moment: "load",
  mode: "enhance",
  services: ["http", "notification"],
  Component: WishlistAdd,
});
