// The recently viewed products snippet (spec 2 §4, §7; spec 3 §7; odoo-markup.md §4
// productsRecentlyViewedSnippet): the visitor's viewed products (POST /shop/products/recently_viewed,
// none in the cart) as cards in `#o_carousel_recently_viewed_products`; `.js_remove` forgets one
// (its answer is the new list), `.js_add_cart` puts one in the cart (the list is asked again). The
// snippet hides while the list is empty; a failure is said in it. An add whose answer was lost is
// not sent again: the cart and the list are read again, and an add the server did is told.
import {
  defineIsland, defineMarkup, errorText, HostPortal, isAnswerLost, localizationStore, MalformedAnswerError, runWrite, useBind, useService, useTranslate, useWriteLock,
  type IslandProps,
} from "../../../src/kit";
import { useCallback, useEffect, useState } from "react";
import { ADDED_AFTER_LOST, addedMeanwhile, addOneToCart, cartBefore } from "../cart_store";
import { ADD_TO_CART_FAILED } from "../constants";
import { formatPrice } from "../price";

export const RECENTLY_VIEWED_LIST_ROUTE = "/shop/products/recently_viewed";
export const RECENTLY_VIEWED_DELETE_ROUTE = "/shop/products/recently_viewed_delete";
export const RECENTLY_VIEWED_LOAD_FAILED = "Your recently viewed products could not be loaded.";
export const RECENTLY_VIEWED_DELETE_FAILED = "This product could not be removed from your recently viewed products.";

type ViewedProduct = { id: number; display_name: string; website_url: string; image_url: string; price: number };
type Currency = { symbol: string; position: "before" | "after" };

const DEFAULT_CURRENCY: Currency = { symbol: "$", position: "before" };

export function readViewedProducts(answer: unknown): { products: ViewedProduct[]; currency: Currency } {
  // The platform answers {} to a visitor it does not know yet.
  if (answer && typeof answer === "object" && !("products" in answer)) return { products: [], currency: DEFAULT_CURRENCY };
  const list = (answer as { products?: unknown } | null)?.products;
  if (!Array.isArray(list)) throw new MalformedAnswerError();
  const products = list.map((entry) => {
    const p = entry as Partial<ViewedProduct> | null;
    if (!p || !Number.isInteger(p.id) || typeof p.display_name !== "string" || typeof p.price !== "number") throw new MalformedAnswerError();
    return { id: p.id!, display_name: p.display_name, website_url: typeof p.website_url === "string" ? p.website_url : "#", image_url: typeof p.image_url === "string" ? p.image_url : "", price: p.price };
  });
  const currency = (answer as { currency?: Partial<Currency> }).currency;
  return {
    products,
    currency: typeof currency?.symbol === "string" ? { symbol: currency.symbol, position: currency.position === "after" ? "after" : "before" } : DEFAULT_CURRENCY,
  };
}

const SLIDER = "#o_carousel_recently_viewed_products";

function price(value: number, currency: Currency) {
  const amount = formatPrice(value, localizationStore.get());
  return currency.position === "after" ? `${amount}\u00a0${currency.symbol}` : `${currency.symbol}\u00a0${amount}`;
}

const markup = defineMarkup({});

function RecentlyViewedSnippet({ parts }: IslandProps<typeof markup>) {
  const rpc = useService("rpc");
  const http = useService("http");
  const _t = useTranslate();
  const [notice, setNotice] = useState<string | null>(null);
  const [list, setList] = useState<{ products: ViewedProduct[]; currency: Currency } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const ask = useCallback(
    (route: string, params: Record<string, unknown>, failure: string) =>
      rpc(route, params, { silent: true })
        .then((answer) => {
          setList(readViewedProducts(answer));
          setError(null);
        })
        .catch((reason) => setError(`${_t(failure)} ${errorText(reason, _t)}`)),
    [rpc, _t],
  );

  useEffect(() => void ask(RECENTLY_VIEWED_LIST_ROUTE, {}, RECENTLY_VIEWED_LOAD_FAILED), [ask]);

  const empty = !error && (!list || list.products.length === 0);
  useBind(parts, { host: { class: { "d-none": empty } } });

  // One write at a time, under a synchronous lock (a second click of the same task is ignored).
  const lock = useWriteLock();
  const remove = (id: number) =>
    runWrite(lock, async () => {
      setBusy(id);
      await ask(RECENTLY_VIEWED_DELETE_ROUTE, { product_id: id }, RECENTLY_VIEWED_DELETE_FAILED).finally(() => setBusy(null));
    });

  const addToCart = (id: number) =>
    runWrite(lock, async () => {
      setBusy(id);
      setNotice(null);
      const before = cartBefore();
      try {
        await addOneToCart(rpc, id);
      } catch (reason) {
        const now = isAnswerLost(reason) ? await addedMeanwhile(http, before) : null;
        if (now === null) return (setError(`${_t(ADD_TO_CART_FAILED)} ${errorText(reason, _t)}`), setBusy(null));
        setNotice(_t(ADDED_AFTER_LOST));
      }
      await ask(RECENTLY_VIEWED_LIST_ROUTE, {}, RECENTLY_VIEWED_LOAD_FAILED).finally(() => setBusy(null));
    });

  return (
    <HostPortal selector={SLIDER}>
      {error && <div className="alert alert-danger o_recently_viewed_error" role="alert">{error}</div>}
      {notice && !error && <div className="alert alert-warning o_recently_viewed_notice" role="status">{notice}</div>}
      <div className="row row-cols-2 row-cols-md-4 g-3">
        {list?.products.map((product) => (
          <div className="col" key={product.id}>
            <div className="o_carousel_product_card card h-100" aria-busy={busy === product.id}>
              <input type="hidden" name="product-id" data-product-id={product.id} />
              <a className="o_carousel_product_img_link" href={product.website_url} tabIndex={-1}>
                <img className="card-img-top" src={product.image_url} alt={product.display_name} width={300} height={200} loading="lazy" />
              </a>
              <div className="o_carousel_product_card_body card-body">
                <a href={product.website_url} className="text-decoration-none">
                  <h3 className="h6 card-title mb-0">{product.display_name}</h3>
                </a>
              </div>
              <div className="o_carousel_product_card_footer card-footer d-flex align-items-center gap-1">
                <span className="fw-bold me-auto">{price(product.price, list.currency)}</span>
                <button type="button" className="btn btn-outline-danger btn-sm js_remove" disabled={busy !== null} aria-label={`${_t("Remove from recently viewed")}: ${product.display_name}`} title={_t("Remove from recently viewed")} onClick={() => remove(product.id)}>
                  <span className="fa fa-trash" aria-hidden="true" />
                </button>
                <button type="button" className="btn btn-primary btn-sm js_add_cart" disabled={busy !== null} aria-label={`${_t("Add to Cart")}: ${product.display_name}`} title={_t("Add to Cart")} onClick={() => addToCart(product.id)}>
                  <span className="fa fa-fw fa-shopping-cart" aria-hidden="true" />
                </button>
              </div>
            </div>
          </div>
        ))}
      </div>
    </HostPortal>
  );
}

export default defineIsland({
  name: "shop_extras.recently_viewed_snippet",
  selector: ".s_wsale_products_recently_viewed",
  moment: "idle",
  mode: "enhance",
  services: ["http"],
  markup,
  Component: RecentlyViewedSnippet,
});
