// The variant a product page's compare button names when the choice has none yet (attributes that
// create variants dynamically): created with /sale/create_product_variant from the chosen values
// that make variants (not the no-variant ones), as the platform's compare button does. An answer
// that is not a variant id is a malformed answer, said in the panel like a failed call.
import { child, expectAnswer, findIn, type RPC } from "../../../src/kit";
import { ROUTES } from "../constants";
import { productScopeOf, VARIANT_INPUT } from "./compare_list";
import { noVariantValues, readCombination } from "../variant_dom";

const PRODUCT = child.optional(".js_product");
const TEMPLATE_INPUT = child.optional("input.product_template_id");
const isVariantId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

export async function createChosenVariant(rpc: RPC, button: Element): Promise<number | null> {
  const scope = productScopeOf(button);
  const product = scope?.matches(".js_product") ? scope : scope && findIn(PRODUCT, scope)[0];
  const templateId = Number(product && findIn<HTMLInputElement>(TEMPLATE_INPUT, product)[0]?.value);
  if (!product || !templateId) return null;
  const noVariant = new Set(noVariantValues(product).map((value) => value.custom_product_template_attribute_value_id));
  const answer = await rpc(ROUTES.createVariant, {
    product_template_id: templateId,
    product_template_attribute_value_ids: JSON.stringify(readCombination(product).filter((id) => !noVariant.has(id))),
  }, { silent: true });
  const created = expectAnswer(answer, isVariantId);
  const input = findIn<HTMLInputElement>(VARIANT_INPUT, product)[0];
  if (input) input.value = String(created);
  return created;
}
