// The add-to-wishlist buttons of listings and product pages (spec 3 §4, §7, §8; odoo-markup.md §4
// ProductWishlist): a click posts /shop/wishlist/add, the button disabled meanwhile; on an error it
// is enabled again and a message says why. On a product page it follows the chosen variant.
import { useEffect, useState } from "react";
import { attr, child, defineIsland, defineMarkup, errorText, findIn, isAnswerLost, useBind, useHost, useService, useTranslate, useWriteBusy, useWriteLock, useStore, type IslandProps } from "../../../src/kit";
import { refreshWished, WISHLIST_ADD_FAILED, WISHLIST_ROUTES, wishedProducts } from "./wishlist_state";

const markup = defineMarkup({ attributes: { productId: attr.int("data-product-product-id", 0) } });
/** The chosen variant of the product page the button sits in. */
const VARIANT_INPUT = child.optional("input.product_id");

let firstRead: Promise<unknown> | null = null;
/** For tests: a new page. */
export function resetWishlistAdd(): void {
  firstRead = null;
  wishedProducts.set(null);
}

function WishlistAdd({ attrs, parts }: IslandProps<typeof markup>) {
  const host = useHost<HTMLButtonElement>();
  const rpc = useService("rpc");
  const http = useService("http");
  const notification = useService("notification");
  const _t = useTranslate();
  const wished = useStore(wishedProducts);
  const [productId, setProductId] = useState(attrs.productId);
  const lock = useWriteLock();
  const busy = useWriteBusy(lock);
  // What the server rendered, until the page's list is known; and what this button added.
  const [rendered] = useState(() => ({ id: attrs.productId, inWish: host.disabled }));
  const [added, setAdded] = useState<ReadonlySet<number>>(new Set());
  const variantForm = host.closest<HTMLElement>(".js_product");
  const variantInput = () => (variantForm ? findIn<HTMLInputElement>(VARIANT_INPUT, variantForm)[0] : undefined);

  useEffect(() => {
    // A product page changes its variant: which one is wished is asked once per page.
    if (variantInput()) firstRead ??= refreshWished(http).catch(() => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http]);

  const inWish = added.has(productId) || (wished ? wished.has(productId) : rendered.inWish && productId === rendered.id);
  const add = lock.locked(async () => {
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

  useBind(parts, {
    host: {
      prop: { disabled: busy || inWish || !(productId > 0) },
      attr: { "aria-busy": String(busy), "data-product-product-id": variantInput() ? String(productId) : undefined },
      on: {
        click: (event) => {
          event.preventDefault();
          if (!inWish && productId > 0) void add();
        },
      },
    },
    document: {
      on: {
        change: (event) => {
          const input = variantInput();
          if (input && variantForm!.contains(event.target as Node)) setProductId(Number(input.value));
        },
      },
    },
  });
  return null;
}

export default defineIsland({
  name: "shop_extras.wishlist_add",
  selector: ".o_add_wishlist, .o_add_wishlist_dyn",
  moment: "load",
  mode: "enhance",
  services: ["http", "notification"],
  markup,
  Component: WishlistAdd,
});
