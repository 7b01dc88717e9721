// HTML fragments of the shop pages, built with the platform's markup (odoo-markup.md §4) and
// values escaped once (html.ts).
import { keepOrder, type SortOrder } from "./sort";
import { escapeHtml as e, formatAmount } from "../html";
import type { Row, Store } from "../store";
import { type Attribute, attributesOf, defaultCombination, exclusionsOf, imageUrl, prices, productUrl, templates, valueById, variantsOf } from "./catalog";
import { type Address, type Cart, cartQuantity, cartTotal } from "./cart";
import { addCompareButton } from "../shop_extras/compare_markup";

export const money = (amount: number) =>
  `<span class="oe_currency_value">${e(formatAmount(amount, "").trim())}</span>`;
const priced = (amount: number, extra = "") => `<span class="oe_price text-nowrap"${extra}>$&nbsp;${money(amount)}</span>`;

export function productCard(store: Store, template: Row, csrf: string, wished: ReadonlySet<number> = new Set()): string {
  const combination = defaultCombination(store, template);
  const { price, list_price, has_discounted_price } = prices(store, template, combination);
  const variants = variantsOf(store, template.id);
  const single = variants.length === 1 && attributesOf(store, template).every((a) => a.create_variant !== "no_variant" || a.values.length === 1);
  const button = single
    ? `<input name="csrf_token" type="hidden" value="${e(csrf)}"/><input name="product_id" type="hidden" value="${variants[0].id}"/>
<a href="#" role="button" class="btn btn-primary a-submit" aria-label="Add ${e(template.name)} to cart" title="Shopping cart"><span class="fa fa-shopping-cart" aria-hidden="true"></span></a>`
    : `<a href="${e(productUrl(template))}" class="btn btn-outline-primary" aria-label="Choose options of ${e(template.name)}"><span class="fa fa-sliders" aria-hidden="true"></span></a>`;
  return `<div class="oe_product col">
<div class="o_wsale_product_grid_wrapper card h-100">
<form action="/shop/cart/update" method="post" class="oe_product_cart card-body d-flex flex-column" data-publish="on">
<a class="oe_product_image d-block mb-2" href="${e(productUrl(template))}" tabindex="-1"><img src="${e(imageUrl(template))}" class="img img-fluid" alt="${e(template.name)}" width="300" height="200"/></a>
<div class="o_wsale_product_information">
<h2 class="o_wsale_products_item_title h6"><a href="${e(productUrl(template))}" itemprop="name">${e(template.name)}</a></h2>
<p class="oe_subdescription small text-muted mb-1">${e(template.description)}</p>
<div class="product_price mb-2">${has_discounted_price ? `<del class="text-danger me-1 oe_default_price">$&nbsp;${money(list_price)}</del>` : ""}${priced(price)}</div>
</div>
<div class="o_wsale_product_btn mt-auto d-flex gap-1">${button}${variants[0] ? wishButton(template, variants[0].id, wished.has(variants[0].id)) + addCompareButton(variants[0].id, template.name) : ""}</div>
</form>
</div>
</div>`;
}

/** The add-to-wishlist button of a card (odoo-markup.md §4 ProductWishlist), disabled once wished. */
export const wishButton = (template: Row, productId: number, inWish: boolean) =>
  `<button type="button" class="btn btn-outline-primary o_add_wishlist" data-product-product-id="${productId}" data-product-template-id="${template.id}" aria-label="Add ${e(template.name)} to the wishlist" title="Add to wishlist"${inWish ? " disabled" : ""}><span class="fa fa-heart" aria-hidden="true"></span></button>`;

export interface ListingFilters {
  minPrice: number | null;
  maxPrice: number | null;
  attrib: [number, number][];
  search: string;
  noFuzzy: boolean;
  order: SortOrder;
}

export function attributeFilters(store: Store, filters: ListingFilters): string {
  const chosen = new Set(filters.attrib.map(([a, v]) => `${a}-${v}`));
  const used = new Set(templates(store).flatMap((t) => t.attribute_ids as number[]));
  const attributes = store.all("product.attribute").filter((a) => used.has(a.id) && a.create_variant !== "no_variant") as unknown as Attribute[];
  const groups = attributes.map(
    (attribute) => `<li class="nav-item mb-2"><fieldset><legend class="h6 mb-1">${e(attribute.name)}</legend>
${attribute.values
  .map((value) => {
    const key = `${attribute.id}-${value.id}`;
    return `<div class="form-check"><input class="form-check-input" type="checkbox" name="attrib" value="${key}" id="attrib-${key}"${chosen.has(key) ? ' checked="checked"' : ""}/><label class="form-check-label" for="attrib-${key}">${e(value.name)}</label></div>`;
  })
  .join("\n")}
</fieldset></li>`,
  );
  const keep = [
    filters.search ? `<input type="hidden" name="search" value="${e(filters.search)}"/>` : "",
    filters.minPrice !== null ? `<input type="hidden" name="min_price" value="${filters.minPrice}"/>` : "",
    filters.maxPrice !== null ? `<input type="hidden" name="max_price" value="${filters.maxPrice}"/>` : "",
    keepOrder(filters.order),
  ].join("");
  return `<form class="js_attributes mb-3" method="get" action="/shop">${keep}<ul class="nav flex-column">${groups.join("\n")}</ul>
<noscript><button type="submit" class="btn btn-secondary btn-sm">Filter</button></noscript></form>`;
}

function variantInput(attribute: Attribute, valueId: number, checked: boolean): string {
  const value = attribute.values.find((v) => v.id === valueId)!;
  const common = `class="form-check-input js_variant_change ${attribute.create_variant}" name="ptal-${attribute.id}" value="${value.id}" data-value_id="${value.id}" data-value_name="${e(value.name)}" data-attribute_name="${e(attribute.name)}"${value.is_custom ? ' data-is_custom="True"' : ""}${checked ? ' checked="checked"' : ""}`;
  const swatch = value.html_color ? `<span class="css_attribute_color_swatch me-1" style="background-color:${e(value.html_color)}" aria-hidden="true"></span>` : "";
  const extra = value.price_extra ? ` <span class="badge rounded-pill text-bg-light border variant_price_extra">+ $&nbsp;${money(value.price_extra)}</span>` : "";
  return `<li class="list-inline-item form-check"><input type="radio" id="ptav-${value.id}" ${common}/><label class="form-check-label" for="ptav-${value.id}">${swatch}<span>${e(value.name)}</span>${extra}</label></li>`;
}

export function variantChoices(store: Store, template: Row, combination: number[]): string {
  const attributes = attributesOf(store, template);
  const names: Record<string, string> = {};
  for (const a of attributes) for (const v of a.values) names[v.id] = `${a.name}: ${v.name}`;
  const exclusionData = { exclusions: exclusionsOf(template), parent_exclusions: {}, parent_combination: [], parent_product_name: null, mapped_attribute_names: names };
  const lines = attributes.map((attribute) => {
    const chosen = combination.find((id) => valueById([attribute], id)) ?? attribute.values[0].id;
    const custom = attribute.values.some((v) => v.is_custom)
      ? `<input type="text" class="variant_custom_value form-control mt-1" data-custom_product_template_attribute_value_id="${attribute.values.find((v) => v.is_custom)!.id}" data-attribute_value_name="${e(attribute.values.find((v) => v.is_custom)!.name)}" aria-label="${e(attribute.name)}: custom text" maxlength="40"${chosen === attribute.values.find((v) => v.is_custom)!.id ? "" : " hidden"}/>`
      : "";
    const control =
      attribute.display_type === "select"
        ? `<select class="form-select css_attribute_select js_variant_change ${attribute.create_variant}" name="ptal-${attribute.id}" id="ptal-${attribute.id}" data-attribute_id="${attribute.id}">${attribute.values
            .map((v) => `<option value="${v.id}" data-value_id="${v.id}" data-value_name="${e(v.name)}" data-attribute_name="${e(attribute.name)}"${v.id === chosen ? ' selected="selected"' : ""}>${e(v.name)}</option>`)
            .join("")}</select>`
        : `<ul class="list-inline list-unstyled o_wsale_product_attribute mb-0">${attribute.values.map((v) => variantInput(attribute, v.id, v.id === chosen)).join("")}</ul>`;
    const label = attribute.display_type === "select" ? `<label class="attribute_name fw-bold d-block" for="ptal-${attribute.id}">${e(attribute.name)}</label>` : `<strong class="attribute_name d-block" id="attribute-${attribute.id}">${e(attribute.name)}</strong>`;
    return `<li data-attribute_id="${attribute.id}" data-attribute_name="${e(attribute.name)}" class="variant_attribute mb-2${attribute.create_variant === "no_variant" ? " no_variant" : ""}">${label}${control}${custom}</li>`;
  });
  return `<ul class="list-unstyled js_add_cart_variants flex-column" data-attribute_exclusions="${e(JSON.stringify(exclusionData))}">${lines.join("\n")}</ul>`;
}

function lineRow(line: Cart["lines"][number]): string {
  const [title, ...details] = line.name.split("\n");
  return `<tr class="o_cart_product">
<td class="td-img"><img src="/shop/image/${line.template_id}" class="img rounded" alt="" width="64" height="43"/></td>
<td class="td-product_name"><strong>${e(title)}</strong>${details.map((d) => `<div class="text-muted small">${e(d)}</div>`).join("")}</td>
<td class="text-center td-qty"><div class="css_quantity input-group flex-nowrap mx-auto" style="max-width:9rem">
<a href="#" class="js_add_cart_json btn btn-link" aria-label="Remove one" title="Remove one"><i class="fa fa-minus" aria-hidden="true"></i></a>
<input type="text" class="js_quantity form-control quantity text-center" style="min-width:3rem" data-line-id="${line.id}" data-product-id="${line.product_id}" value="${line.quantity}" aria-label="Quantity of ${e(title)}" inputmode="numeric"/>
<a href="#" class="js_add_cart_json btn btn-link float_left" aria-label="Add one" title="Add one"><i class="fa fa-plus" aria-hidden="true"></i></a>
</div></td>
<td class="text-center td-price">$&nbsp;${money(line.quantity * line.price_unit)}</td>
</tr>`;
}

export function cartLines(cart: Cart): string {
  if (!cart.lines.length) return `<div class="js_cart_lines alert alert-info">Your cart is empty!</div>`;
  return `<table class="js_cart_lines table table-sm align-middle" id="cart_products">
<thead><tr><th class="td-img"><span class="visually-hidden">Image</span></th><th>Product</th><th class="text-center td-qty">Quantity</th><th class="text-center td-price">Price</th></tr></thead>
<tbody>${cart.lines.map(lineRow).join("\n")}</tbody></table>`;
}

export function shortSummary(cart: Cart): string {
  return `<div class="js_cart_summary card"><div class="card-body">
<h2 class="h5">Order Total</h2>
<table class="table table-sm mb-0" id="cart_total"><tbody>
<tr><td>Items</td><td class="text-end" id="order_items">${cartQuantity(cart)}</td></tr>
<tr class="fw-bold"><td>Total</td><td class="text-end monetary_field" id="order_total">$&nbsp;${money(cartTotal(cart))}</td></tr>
</tbody></table></div></div>`;
}

export function cartPopover(cart: Cart): string {
  if (!cart.lines.length) return `<div class="mycart-popover"><div class="alert alert-info mb-0">Your cart is empty!</div></div>`;
  return `<div class="mycart-popover"><ul class="list-unstyled mb-2">${cart.lines
    .map((l) => `<li class="d-flex justify-content-between gap-3"><span>${e(l.name.split("\n")[0])}</span><span class="text-nowrap">${l.quantity} × $&nbsp;${money(l.price_unit)}</span></li>`)
    .join("")}</ul>
<div class="d-flex justify-content-between fw-bold mb-2"><span>Total</span><span>$&nbsp;${money(cartTotal(cart))}</span></div>
<div class="d-flex gap-2"><a role="button" class="btn btn-primary btn-sm" href="/shop/cart">View Cart (${cartQuantity(cart)} items)</a><a role="button" class="btn btn-outline-primary btn-sm" href="/shop/checkout?express=1">Process Checkout</a></div></div>`;
}

export function addressSummary(store: Store, address: Address): string {
  const country = store.get("res.country", address.country_id)?.name ?? "";
  const state = address.state_id ? (store.get("res.country.state", address.state_id)?.name ?? "") : "";
  return `<address class="mb-0"><strong>${e(address.name)}</strong><br/>${e(address.street)}<br/>${e([address.zip, address.city].filter(Boolean).join(" "))}${state ? `<br/>${e(state)}` : ""}<br/>${e(country)}<br/>${e(address.email)}${address.phone ? ` · ${e(address.phone)}` : ""}</address>`;
}
