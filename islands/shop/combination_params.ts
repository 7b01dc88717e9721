// What /sale/get_combination_info_website is asked with besides the choice (spec 2 §7): the page's
// pricelist and the visitor's context; and the picture of a variant whose answer has no carousel.
import type { CombinationInfo } from "./combination_info";

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

/**
 * The picture of an answer without a carousel: the variant's (or the template's) image when
 * `display_image` is set, none (the picture hidden) when it is not.
 */
export function variantImage(info: Pick<CombinationInfo, "display_image" | "product_id" | "product_template_id">): string | null {
  if (!info.display_image) return null;
  return info.product_id ? `/web/image/product.product/${info.product_id}/image_1024` : `/web/image/product.template/${info.product_template_id}/image_1024`;
}
