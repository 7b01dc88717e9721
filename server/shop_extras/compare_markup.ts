// The comparison's markup (odoo-markup.md §4 ProductComparison): the add button of a product, the
// bottom panel the island fills, a product's row in the panel (get_product_data's `render`) and
// the comparison table, its rows grouped by attribute category and each group a toggle row.
import { escapeHtml as e, escapeUrl } from "../html";
import type { Store } from "../store";
import { attributesOf } from "../shop/catalog";
import { money } from "../shop/views";
import type { VariantInfo } from "./compare_products";

export const UNCATEGORIZED = "Uncategorized";
export const COMPARE_TITLE = "Compare Products";

export function addCompareButton(productId: number, name: string): string {
  return `<button type="button" class="btn btn-outline-primary o_add_compare" data-product-product-id="${productId}" aria-label="Compare ${e(name)}" title="Compare"><span class="fa fa-exchange" aria-hidden="true"></span></button>`;
}

export const comparePanel = () => `<div class="o_product_feature_panel d-none" role="region" aria-label="Product comparison"></div>`;

export function productRow(info: VariantInfo): string {
  return `<div class="row o_product_row align-items-center g-2"><div class="col-3"><img src="${escapeUrl(info.image_url)}" class="img-fluid rounded" alt="" width="60" height="40"/></div><div class="col-9"><a href="${escapeUrl(info.website_url)}"><strong class="d-block small">${e(info.display_name)}</strong></a><span class="small">$&nbsp;${money(info.price)}</span></div></div>`;
}

interface Category {
  id: number;
  name: string;
  attributeIds: number[];
}

function categoriesOf(store: Store, products: VariantInfo[]): Category[] {
  const used = [...new Set(products.flatMap((p) => attributesOf(store, p.template).map((a) => a.id)))];
  const categories = store
    .all("product.attribute.category")
    .sort((a, b) => Number(a.sequence) - Number(b.sequence))
    .map((c) => ({ id: Number(c.id), name: String(c.name), attributeIds: used.filter((id) => (c.attribute_ids as number[]).includes(id)) }));
  const categorized = new Set(categories.flatMap((c) => c.attributeIds));
  const rest = used.filter((id) => !categorized.has(id));
  return [...categories, { id: 0, name: UNCATEGORIZED, attributeIds: rest }].filter((c) => c.attributeIds.length);
}

function valueCell(store: Store, product: VariantInfo, attributeId: number): string {
  const attribute = attributesOf(store, product.template).find((a) => a.id === attributeId);
  if (!attribute) return `<td><span class="text-muted" aria-hidden="true">–</span><span class="visually-hidden">Not applicable</span></td>`;
  const names = attribute.create_variant === "no_variant" ? attribute.values.map((v) => v.name) : attribute.values.filter((v) => product.combination.includes(v.id)).map((v) => v.name);
  return `<td>${e(names.join(", "))}</td>`;
}

function productHead(product: VariantInfo, others: number[], csrf: string): string {
  const rest = others.filter((id) => id !== product.id);
  const removeHref = rest.length ? `/shop/compare?products=${rest.join(",")}` : "/shop";
  return `<td class="o_ws_compare_image align-top">
<a href="${escapeUrl(removeHref)}" class="o_comparelist_remove btn btn-link btn-sm float-end" data-product_product_id="${product.id}" aria-label="Remove ${e(product.display_name)}" title="Remove"><span class="fa fa-times" aria-hidden="true"></span></a>
<a href="${escapeUrl(product.website_url)}" tabindex="-1"><img src="${escapeUrl(product.image_url)}" class="img-fluid rounded mb-2" alt="${e(product.display_name)}" width="180" height="120"/></a>
<div class="product_summary">
<a class="o_product_comparison_table d-block fw-bold" href="${escapeUrl(product.website_url)}">${e(product.display_name)}</a>
<span class="oe_price text-nowrap d-block mb-2">$&nbsp;${money(product.price)}</span>
<form action="/shop/cart/update" method="post" class="o_add_cart_form_compare">
<input type="hidden" name="csrf_token" value="${e(csrf)}"/>
<input type="hidden" name="product_id" value="${product.id}"/>
<button type="submit" class="btn btn-primary btn-sm w-100" aria-label="Add ${e(product.display_name)} to cart"><span class="fa fa-shopping-cart" aria-hidden="true"></span> Add to Cart</button>
<div class="o_compare_cart_status small mt-1" role="status"></div>
</form>
</div>
</td>`;
}

export function compareTable(store: Store, products: VariantInfo[], csrf: string): string {
  const ids = products.map((p) => p.id);
  const span = products.length + 1;
  const groups = categoriesOf(store, products).map((category) => {
    const rowClass = `o_ws_category_${category.id}`;
    const toggle = `<tr class="clickable o_comparelist_category" data-target=".${rowClass}"><th colspan="${span}" class="text-start"><button type="button" class="btn btn-link p-0 fw-bold text-decoration-none o_comparelist_toggle" aria-expanded="true"><span class="fa fa-chevron-circle-down o_product_comparison_collpase me-1" aria-hidden="true"></span>${e(category.name)}</button></th></tr>`;
    const rows = category.attributeIds.map((attributeId) => {
      const name = store.get("product.attribute", attributeId)?.name;
      return `<tr class="${rowClass}"><th scope="row" class="text-start fw-normal">${e(name)}</th>${products.map((p) => valueCell(store, p, attributeId)).join("")}</tr>`;
    });
    return `<tbody>${toggle}${rows.join("")}</tbody>`;
  });
  return `<div class="table-responsive"><table class="table table-bordered text-center align-middle table-comparator" id="o_comparelist_table">
<thead><tr><td class="o_compare_corner"></td>${products.map((p) => productHead(p, ids, csrf)).join("\n")}</tr></thead>
${groups.join("\n")}
</table></div>`;
}
