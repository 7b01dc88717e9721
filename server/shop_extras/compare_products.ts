// What the comparison and the recently viewed snippet show of a product variant (product.product):
// its template, its values (the variant's own, else each attribute's first), name, price, address
// and picture, from the shop's catalogue.
import type { Row, Store } from "../store";
import { attributesOf, displayName, imageUrl, prices, productUrl, variantPart } from "../shop/catalog";

export interface VariantInfo {
  id: number;
  template: Row;
  combination: number[];
  name: string;
  display_name: string;
  price: number;
  list_price: number;
  website_url: string;
  image_url: string;
}

export function variantInfo(store: Store, id: unknown): VariantInfo | null {
  const variant = Number.isInteger(id) ? store.get("product.product", id as number) : undefined;
  if (!variant || variant.active === false) return null;
  const template = store.get("product.template", variant.product_tmpl_id);
  if (!template || !template.website_published) return null;
  const own = new Set<number>((variant.combination as number[]) ?? []);
  const attributes = attributesOf(store, template);
  const combination = attributes.map((a) => a.values.find((v) => own.has(v.id))?.id ?? a.values[0].id);
  const { price, list_price } = prices(store, template, combination);
  return {
    id: variant.id,
    template,
    combination,
    name: String(template.name),
    display_name: displayName(store, template, combination),
    price,
    list_price,
    website_url: productUrl(template),
    image_url: imageUrl(template, variantPart(attributes, combination)),
  };
}

/** The ids that name an existing, published variant, in their order, each once. */
export function existingVariantIds(store: Store, ids: unknown[]): number[] {
  return [...new Set(ids.filter((id) => variantInfo(store, id) !== null) as number[])];
}
