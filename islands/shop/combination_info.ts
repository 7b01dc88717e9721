// The answer of /sale/get_combination_info_website (spec 2 §3 "Product combination info").
import { MalformedAnswerError } from "../../src/kit";

export interface CombinationInfo {
  product_id: number | false;
  product_template_id: number;
  display_name: string;
  is_combination_possible: boolean;
  price: number;
  list_price: number;
  has_discounted_price: boolean;
  display_image: boolean;
  carousel?: string;
  base_unit_price?: number;
  base_unit_name?: string;
  product_tracking_info?: unknown;
}

export function readCombinationInfo(answer: unknown): CombinationInfo {
  const a = answer as Record<string, unknown> | null;
  if (!a || typeof a !== "object" || typeof a.price !== "number" || typeof a.is_combination_possible !== "boolean") throw new MalformedAnswerError();
  return {
    product_id: typeof a.product_id === "number" ? a.product_id : false,
    product_template_id: Number(a.product_template_id),
    display_name: typeof a.display_name === "string" ? a.display_name : "",
    is_combination_possible: a.is_combination_possible,
    price: a.price,
    list_price: typeof a.list_price === "number" ? a.list_price : a.price,
    has_discounted_price: a.has_discounted_price === true,
    display_image: a.display_image !== false,
    carousel: typeof a.carousel === "string" ? a.carousel : undefined,
    base_unit_price: typeof a.base_unit_price === "number" ? a.base_unit_price : undefined,
    base_unit_name: typeof a.base_unit_name === "string" ? a.base_unit_name : undefined,
    product_tracking_info: a.product_tracking_info,
  };
}

/** The first image address of the answer's carousel (same-site paths only). */
export function carouselImage(carousel: string | undefined): string | null {
  const src = carousel ? /<img\b[^>]*\ssrc="([^"]+)"/.exec(carousel)?.[1] : undefined;
  if (!src) return null;
  const decoded = src.replace(/&amp;/g, "&");
  return decoded.startsWith("/") && !decoded.startsWith("//") ? decoded : null;
}
