// A product created from the website's navbar ("New" → Product, the platform's new_product
// action): employees only, unpublished until they publish it, opened in the editor.
import { accessError, validationError } from "../errors";
import { userTypeOf } from "../security/user_type";
import type { Row, Store } from "../store";
import { productUrl } from "./catalog";

export const DEFAULT_PRODUCT_NAME = "New Product";
export const PRODUCT_NAME_MAX = 100;
export const CANNOT_CREATE_PRODUCT = "Only employees of the website may create products.";
export const PRODUCT_NAME_TOO_LONG = `A product name has at most ${PRODUCT_NAME_MAX} characters.`;

/** Employees see and create unpublished products; visitors and customers do not. */
export const canEditShop = (user: Row | null) => ["internal", "admin"].includes(userTypeOf(user));

/** Creates the product and its one variant; answers the address of its page in the editor. */
export function addProduct(store: Store, user: Row | null, name: unknown): string {
  if (!canEditShop(user)) throw accessError(CANNOT_CREATE_PRODUCT);
  const text = typeof name === "string" ? name.trim() : "";
  if (text.length > PRODUCT_NAME_MAX) throw validationError(PRODUCT_NAME_TOO_LONG);
  const template = store.create("product.template", {
    name: text || DEFAULT_PRODUCT_NAME,
    list_price: 0,
    discount: 0,
    description: "",
    attribute_ids: [],
    exclusions: {},
    website_published: false,
  });
  store.create("product.product", { product_tmpl_id: template.id, combination: [] });
  return `${productUrl(template)}?enable_editor=1`;
}
