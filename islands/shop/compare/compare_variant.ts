// The variant a product page's compare button names when the choice has none yet (attributes that
// create variants dynamically): created with /sale/create_product_variant from the chosen values
// that make variants (not the no-variant ones), as the platform's compare button does. An answer
// that is not a variant id is a malformed answer, said in the panel like a failed call.
import { type RPC } from "../../../src/kit";
import { MalformedAnswerError } from "../../../src/kit";
import { ROUTES } from "../constants";
import { productScopeOf } from "./compare_list";
import { noVariantValues, readCombination } from "../variant_dom";

export async function createChosenVariant(rpc: RPC, button: Element): Promise<number | null> {
  const scope = productScopeOf(button);
  const product = scope?.matches(".js_product") ? scope : scope?.querySelector(".js_product");
  const templateId = Number(product?.querySelector<HTMLInputElement>("input.product_template_id")?.value);
  if (!product || !templateId) return null;
  const noVariant = new Set(noVariantValues(product).map((value) => value.custom_product_template_attribute_value_id));
  const created = await rpc<number>(ROUTES.createVariant, {
    product_template_id: templateId,
    product_template_attribute_value_ids: JSON.stringify(readCombination(product).filter((id) => !noVariant.has(id))),
  }, { silent: true });
  if (!Number.isInteger(created) || created <= 0) throw new MalformedAnswerError();
  const input = product.querySelector<HTMLInputElement>("input.product_id");
  if (input) input.value = String(created);
  return created;
}
