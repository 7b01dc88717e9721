// /sale/get_combination_info_website (spec 2 §3 "Product combination info", §7): its answer, what
// it is asked with besides the choice (the page's pricelist, the visitor's context), and the
// picture of a variant.
import { MalformedAnswerError } from "../../src/kit";

export function readCombinationInfo(answer: unknown) {
  const a = answer as Record<string, unknown> | null;
  if (!a || typeof a !== "object" || typeof a.price !== "number" || typeof a.is_combination_possible !== "boolean") throw new MalformedAnswerError();
  const optional = <T>(value: unknown, type: string) => (typeof value === type ? (value as T) : undefined);
  return {
    product_id: typeof a.product_id === "number" ? a.product_id : (false as const),
    product_template_id: Number(a.product_template_id),
    display_name: typeof a.display_name === "string" ? a.display_name : "",
    is_combination_possible: a.is_combination_possible,
    price: a.price,
    list_price: typeof a.list_price === "number" ? a.list_price : a.price,
    has_discounted_price: a.has_discounted_price === true,
    display_image: a.display_image !== false,
    carousel: optional<string>(a.carousel, "string"),
    base_unit_price: optional<number>(a.base_unit_price, "number"),
    base_unit_name: optional<string>(a.base_unit_name, "string"),
    product_tracking_info: a.product_tracking_info,
  };
}
export type CombinationInfo = ReturnType<typeof readCombinationInfo>;

/** The first image address of the answer's carousel (same-site paths only). */
export function carouselImage(carousel: string | undefined): string | null {
  const src = carousel ? /<img\b[^>]*\ssrc="([^"]+)"/.exec(carousel)?.[1] : undefined;
  const decoded = src?.replace(/&amp;/g, "&");
  return decoded?.startsWith("/") && !decoded.startsWith("//") ? decoded : null;
}

/** The pricelist the page was rendered with (`data-pricelist-id` on the product or around it), else false. */
export function pagePricelistId(host: Element): number | false {
  const id = Number.parseInt(host.closest("[data-pricelist-id]")?.getAttribute("data-pricelist-id") ?? "", 10);
  return Number.isInteger(id) && id > 0 ? id : false;
}

/** The user's context with the page's website (`html[data-website-id]`), as the platform's website sends it. */
export function combinationContext(userContext: Record<string, unknown>, doc: Document = document): Record<string, unknown> {
  const websiteId = Number.parseInt(doc.documentElement.getAttribute("data-website-id") ?? "", 10);
  return Number.isInteger(websiteId) ? { ...userContext, website_id: websiteId } : { ...userContext };
}

/** An answer without a carousel: the variant's (or the template's) image when `display_image` is set, else none (hidden). */
export function variantImage(info: Pick<CombinationInfo, "display_image" | "product_id" | "product_template_id">): string | null {
  if (!info.display_image) return null;
  return info.product_id ? `/web/image/product.product/${info.product_id}/image_1024` : `/web/image/product.template/${info.product_template_id}/image_1024`;
}
