// The answer of POST /shop/get_product_data (spec 3 §3, §7): for each existing product its id and
// names and its rendered row, plus `cookies`, the JSON text of the existing ids among those sent.
// Any other shape is malformed: the caller keeps its list and says so.
import { MalformedAnswerError } from "../../../src/kit";

export interface ComparedProduct {
  id: number;
  display_name: string;
  render: string;
}

export interface ProductData {
  existing: number[];
  products: Map<number, ComparedProduct>;
}

export function readProductData(answer: unknown): ProductData {
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
