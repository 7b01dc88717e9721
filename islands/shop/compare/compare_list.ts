// The comparison list (spec 3 §3, §4, §5, §9 "Marketing and shop"): product variant ids kept in the
// cookie comparelist_product_ids as a JSON list, at most COMPARE_LIMIT of them; the compare
// button needs COMPARE_BUTTON_MIN; the comparison page is /shop/compare?products=1,2.
import { child, expectAnswer, findIn, MalformedAnswerError, type RPC } from "../../../src/kit";
import { createVariant } from "../variant_dom";

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

export const compareCookie = (ids: number[]) => `${COMPARE_COOKIE}=${JSON.stringify(ids)}; path=/; SameSite=Lax`;
export const writeCompareCookie = (ids: number[]) => void (document.cookie = compareCookie(ids));

export function addToList(ids: number[], id: number): { kind: "added"; ids: number[] } | { kind: "present" } | { kind: "limit" } {
  if (ids.includes(id)) return { kind: "present" };
  if (ids.length >= COMPARE_LIMIT) return { kind: "limit" };
  return { kind: "added", ids: [...ids, id] };
}

export const removeFromList = (ids: number[], id: number) => ids.filter((other) => other !== id);

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
const VARIANT_INPUT = child.optional("input.product_id");

/** The product id an add button names: its data-product-product-id, else its product's current variant. */
export function productIdOf(button: Element): number | null {
  const own = Number(button.getAttribute("data-product-product-id"));
  if (isId(own)) return own;
  const scope = productScopeOf(button);
  const current = Number(scope && findIn<HTMLInputElement>(VARIANT_INPUT, scope)[0]?.value);
  return isId(current) ? current : null;
}

const PRODUCT = child.optional(".js_product");
const TEMPLATE_INPUT = child.optional("input.product_template_id");

/**
 * The variant a product page's compare button names when the choice has none yet (attributes that
 * create variants dynamically), created as the platform's compare button does. An answer that is
 * not a variant id is a malformed answer, said in the panel like a failed call.
 */
export async function createChosenVariant(rpc: RPC, button: Element): Promise<number | null> {
  const scope = productScopeOf(button);
  const product = scope?.matches(".js_product") ? scope : scope && findIn(PRODUCT, scope)[0];
  const templateId = Number(product && findIn<HTMLInputElement>(TEMPLATE_INPUT, product)[0]?.value);
  if (!product || !templateId) return null;
  const created = expectAnswer(await createVariant(rpc, product, templateId, { silent: true }), isId);
  const input = findIn<HTMLInputElement>(VARIANT_INPUT, product)[0];
  if (input) input.value = String(created);
  return created;
}

export type ComparedProduct = { id: number; display_name: string; render: string };

/**
 * The answer of POST /shop/get_product_data (spec 3 §3, §7): each existing product's id, name and
 * rendered row, plus `cookies`, the JSON text of the existing ids among those sent. Any other
 * shape is malformed: the caller keeps its list and says so.
 */
export function readProductData(answer: unknown): { existing: number[]; products: Map<number, ComparedProduct> } {
  if (!answer || typeof answer !== "object" || Array.isArray(answer)) throw new MalformedAnswerError();
  const { cookies, ...entries } = answer as Record<string, unknown>;
  let existing: unknown;
  try {
    existing = JSON.parse(String(cookies));
  } catch {
    throw new MalformedAnswerError();
  }
  if (!Array.isArray(existing) || !existing.every((id) => Number.isInteger(id))) throw new MalformedAnswerError();
  const products = new Map<number, ComparedProduct>();
  for (const [key, entry] of Object.entries(entries)) {
    const product = (entry as { product?: { id?: unknown; display_name?: unknown } } | null)?.product;
    const render = (entry as { render?: unknown } | null)?.render;
    if (!product || product.id !== Number(key) || typeof product.display_name !== "string" || typeof render !== "string") throw new MalformedAnswerError();
    products.set(product.id, { id: product.id, display_name: product.display_name, render });
  }
  return { existing: existing as number[], products };
}
