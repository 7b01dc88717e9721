// A sold course's price (website_sale_slides): its product's combination info as the shop's catalog
// computes it (the website's pricelist: the template's discount), in the course's currency, and
// the channel data attributes the platform's templates put on the buy area (QWeb: floats as
// Python writes them, True for a discount, the attribute left out when there is none).
import { formatFloat } from "../../src/core/l10n/numbers";
import type { Localization } from "../../src/core/l10n/localization";
import { escapeHtml as e } from "../html";
import { prices } from "../shop/catalog";
import type { Row, Store } from "../store";

export interface CoursePrice {
  productId: number;
  price: number;
  listPrice: number;
  hasDiscountedPrice: boolean;
  currencyName: string;
  currencySymbol: string;
}

/** The price of a course sold through a published product, else null (the course cannot be bought). */
export function coursePrice(store: Store, channel: Row): CoursePrice | null {
  if (channel.enroll !== "payment" || !channel.product_id) return null;
  const product = store.get("product.product", Number(channel.product_id));
  const template = product && store.get("product.template", Number(product.product_tmpl_id));
  if (!product || !template?.website_published) return null;
  const { price, list_price, has_discounted_price } = prices(store, template, (product.combination as number[]) ?? []);
  return { productId: product.id, price, listPrice: list_price, hasDiscountedPrice: has_discounted_price, currencyName: String(channel.currency_name ?? "USD"), currencySymbol: String(channel.currency_symbol ?? "$") };
}

/** A float as QWeb writes a Python float: 1200.0, 99.5. */
const pythonFloat = (value: number) => (Number.isInteger(value) ? `${value}.0` : String(value));
const attribute = (name: string, value: string | false) => (value === false ? "" : ` ${name}="${e(value)}"`);

export function coursePriceAttributes(info: CoursePrice): string {
  return (
    attribute("data-product-id", String(info.productId)) +
    attribute("data-price", pythonFloat(info.price)) +
    attribute("data-list-price", pythonFloat(info.listPrice)) +
    attribute("data-currency-name", info.currencyName) +
    attribute("data-currency-symbol", info.currencySymbol) +
    attribute("data-has-discounted-price", info.hasDiscountedPrice && "True")
  );
}

/** The price, with the list price struck through before it when discounted (the shop's house style), in the page's number format. */
export function coursePriceHtml(info: CoursePrice, localization: Localization, className = ""): string {
  const amount = (value: number) => `${e(info.currencySymbol || info.currencyName)}&nbsp;<span class="oe_currency_value">${e(formatFloat(value, { digits: 2, localization }))}</span>`;
  const listPrice = `<del class="text-danger me-1 oe_default_price${info.hasDiscountedPrice ? "" : " d-none"}">${amount(info.listPrice)}</del>`;
  return `<div class="o_wslides_course_price ${className}">${listPrice}<span class="oe_price text-nowrap fw-bold">${amount(info.price)}</span></div>`;
}
