// The shop's catalogue (spec 2 §3 "Product combination info"): templates with attribute lines
// (always, dynamic or never creating variants; custom values), exclusions between values,
// variants, and the prices of the website's pricelist (a template's discount in percent).
import { escapeHtml } from "../html";
import type { Row, Store } from "../store";

export type CreateVariant = "always" | "dynamic" | "no_variant";

export interface AttributeValue {
  id: number;
  name: string;
  price_extra: number;
  is_custom?: boolean;
  html_color?: string;
}

export interface Attribute {
  id: number;
  name: string;
  create_variant: CreateVariant;
  display_type: "radio" | "color" | "select";
  values: AttributeValue[];
}

export const CURRENCY = { symbol: "$", position: "before" as const, digits: 2 };

export const templates = (store: Store) => store.all("product.template").filter((t) => t.website_published);
export const attributesOf = (store: Store, template: Row): Attribute[] =>
  (template.attribute_ids as number[]).map((id) => store.get("product.attribute", id) as unknown as Attribute).filter(Boolean);
export const variantsOf = (store: Store, templateId: number) => store.all("product.product").filter((p) => p.product_tmpl_id === templateId && p.active !== false);

export function slug(template: Row): string {
  return `${String(template.name).toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")}-${template.id}`;
}
export const productUrl = (template: Row) => `/shop/product/${slug(template)}`;

export function valueById(attributes: Attribute[], id: number): { attribute: Attribute; value: AttributeValue } | null {
  for (const attribute of attributes) {
    const value = attribute.values.find((v) => v.id === id);
    if (value) return { attribute, value };
  }
  return null;
}

/** Every excluded pair in both directions: value id → the value ids it cannot go with. */
export function exclusionsOf(template: Row): Record<string, number[]> {
  const both: Record<string, Set<number>> = {};
  const add = (a: number, b: number) => (both[a] ??= new Set()).add(b);
  for (const [key, excluded] of Object.entries(template.exclusions ?? {}) as [string, number[]][]) {
    for (const other of excluded) {
      add(Number(key), other);
      add(other, Number(key));
    }
  }
  const out: Record<string, number[]> = {};
  for (const [key, set] of Object.entries(both)) out[key] = [...set].sort((a, b) => a - b);
  return out;
}

/** The value ids of a combination that create variants (always or dynamic), sorted. */
export function variantPart(attributes: Attribute[], combination: number[]): number[] {
  return combination.filter((id) => valueById(attributes, id)?.attribute.create_variant !== "no_variant").sort((a, b) => a - b);
}

export function findVariant(store: Store, template: Row, combination: number[]): Row | undefined {
  const key = variantPart(attributesOf(store, template), combination).join(",");
  return variantsOf(store, template.id).find((p) => [...(p.combination as number[])].sort((a, b) => a - b).join(",") === key);
}

/**
 * Whether a combination can be sold: one value per attribute of the template, no excluded pair,
 * and for attributes creating variants always, an existing variant.
 */
export function isCombinationPossible(store: Store, template: Row, combination: number[]): boolean {
  const attributes = attributesOf(store, template);
  if (combination.length !== attributes.length) return false;
  const seen = new Set<number>();
  for (const id of combination) {
    const found = valueById(attributes, id);
    if (!found || seen.has(found.attribute.id)) return false;
    seen.add(found.attribute.id);
  }
  const exclusions = exclusionsOf(template);
  if (combination.some((a) => combination.some((b) => exclusions[a]?.includes(b)))) return false;
  const dynamic = attributes.some((a) => a.create_variant === "dynamic");
  return dynamic || Boolean(findVariant(store, template, combination));
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

export function prices(store: Store, template: Row, combination: number[]) {
  const attributes = attributesOf(store, template);
  const extra = combination.reduce((sum, id) => sum + (valueById(attributes, id)?.value.price_extra ?? 0), 0);
  const listPrice = round2(Number(template.list_price) + extra);
  const discount = Number(template.discount ?? 0);
  return { list_price: listPrice, price: round2(listPrice * (1 - discount / 100)), has_discounted_price: discount > 0 };
}

/** The first possible combination (the page's default choice). */
export function defaultCombination(store: Store, template: Row): number[] {
  const variant = variantsOf(store, template.id)[0];
  const attributes = attributesOf(store, template);
  const fromVariant = new Set<number>((variant?.combination as number[]) ?? []);
  return attributes.map((a) => a.values.find((v) => fromVariant.has(v.id))?.id ?? a.values[0].id);
}

export function imageUrl(template: Row, combination: number[] = []) {
  return `/shop/image/${template.id}${combination.length ? `?combination=${combination.join(",")}` : ""}`;
}

export function displayName(store: Store, template: Row, combination: number[]): string {
  const attributes = attributesOf(store, template);
  const names = variantPart(attributes, combination)
    .map((id) => valueById(attributes, id))
    .filter((found) => found && found.attribute.create_variant !== "no_variant" && found.attribute.values.length > 1)
    .map((found) => found!.value.name);
  return names.length ? `${template.name} (${names.join(", ")})` : String(template.name);
}

/** The combination info answer (spec 2 §3). */
export function combinationInfo(store: Store, template: Row, combination: number[]) {
  const possible = isCombinationPossible(store, template, combination);
  const variant = possible ? findVariant(store, template, combination) : undefined;
  const { price, list_price, has_discounted_price } = prices(store, template, combination);
  return {
    product_id: variant?.id ?? false,
    product_template_id: template.id,
    display_name: displayName(store, template, combination),
    display_image: true,
    is_combination_possible: possible,
    price: round2(price),
    list_price,
    has_discounted_price,
    // The price of one unit of measure (the catalogue sells each product by the unit).
    base_unit_price: round2(price),
    base_unit_name: "Units",
    carousel: `<div id="o-carousel-product" class="carousel slide"><div class="carousel-inner"><div class="carousel-item active"><img src="${imageUrl(template, variantPart(attributesOf(store, template), combination))}" class="img img-fluid product_detail_img" alt="${escapeHtml(displayName(store, template, combination))}"/></div></div></div>`,
    product_tracking_info: { item_id: variant?.id ?? template.id, item_name: displayName(store, template, combination), currency: "USD", price },
    parent_exclusions: {},
  };
}

