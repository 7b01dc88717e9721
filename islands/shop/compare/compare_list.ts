// The comparison list (spec 3 §3, §4, §5, §9 "Marketing and shop"): product variant ids kept in the
// cookie comparelist_product_ids as a JSON list, at most COMPARE_LIMIT of them; the compare
// button needs COMPARE_BUTTON_MIN; the comparison page is /shop/compare?products=1,2.
import { child, findIn } from "../../../src/kit";

export const COMPARE_COOKIE = "comparelist_product_ids";
export const COMPARE_LIMIT = 4;
export const COMPARE_BUTTON_MIN = 2;
export const PRODUCT_DATA_ROUTE = "/shop/get_product_data";
export const COMPARE_PAGE = "/shop/compare";
export const SHOP_PAGE = "/shop";
export const ADD_COMPARE = ".o_add_compare, .o_add_compare_dyn";

// The spec does not give the warning's text (§8): the platform's, with the limit in it.
export const COMPARE_LIMIT_WARNING = "You can compare max 4 products.";
export const COMPARE_LOAD_FAILED = "The products to compare could not be loaded. Your list is kept.";
export const COMPARE_ADD_FAILED = "This product could not be added to the comparison. Your list is kept.";

export const compareUrl = (ids: number[]) => `${COMPARE_PAGE}?products=${encodeURIComponent(ids.join(","))}`;

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** The list in a cookie string (document.cookie); a missing or unreadable cookie is an empty list. */
export function readCompareCookie(cookies: string): number[] {
  const entry = cookies.split(/;\s*/).find((part) => part.startsWith(`${COMPARE_COOKIE}=`));
  if (!entry) return [];
  try {
    const list: unknown = JSON.parse(decodeURIComponent(entry.slice(COMPARE_COOKIE.length + 1)));
    return Array.isArray(list) ? [...new Set(list.filter(isId))].slice(0, COMPARE_LIMIT) : [];
  } catch {
    return [];
  }
}

export function compareCookie(ids: number[]): string {
  return `${COMPARE_COOKIE}=${JSON.stringify(ids)}; path=/; SameSite=Lax`;
}

export function writeCompareCookie(ids: number[]): void {
  document.cookie = compareCookie(ids);
}

export type AddResult = { kind: "added"; ids: number[] } | { kind: "present" } | { kind: "limit" };

/** Adding is allowed while fewer than COMPARE_LIMIT products are listed. */
export function addToList(ids: number[], id: number): AddResult {
  if (ids.includes(id)) return { kind: "present" };
  if (ids.length >= COMPARE_LIMIT) return { kind: "limit" };
  return { kind: "added", ids: [...ids, id] };
}

export const removeFromList = (ids: number[], id: number) => ids.filter((other) => other !== id);

/** The panel opens by itself when it lists more than one product. */
export const opensByItself = (ids: number[]) => ids.length > 1;
export const showsCompareButton = (ids: number[]) => ids.length >= COMPARE_BUTTON_MIN;

/**
 * Where a compare button's product is read: its `.js_product`, else its form, else the product
 * page's form (`#product_details > form`), as the platform's button looks (the platform renders
 * the product page's button beside the variant block, not inside it).
 */
export function productScopeOf(button: Element): Element | null {
  return button.closest(".js_product") ?? button.closest("form") ?? findIn(PRODUCT_PAGE_FORM, button.ownerDocument)[0] ?? null;
}
const PRODUCT_PAGE_FORM = child.optional("#product_details > form, #product_details");
export const VARIANT_INPUT = child.optional("input.product_id");

/** The product id an add button names: its data-product-product-id, else its product's current variant. */
export function productIdOf(button: Element): number | null {
  const own = Number(button.getAttribute("data-product-product-id"));
  if (isId(own)) return own;
  const scope = productScopeOf(button);
  const current = Number(scope && findIn<HTMLInputElement>(VARIANT_INPUT, scope)[0]?.value);
  return isId(current) ? current : null;
}
