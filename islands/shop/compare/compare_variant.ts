// The variant a product page's compare button names when the choice has none yet (attributes that
// create variants dynamically), created as the platform's compare button does. An answer that is
// not a variant id is a malformed answer, said in the panel like a failed call.
import { child, expectAnswer, findIn, type RPC } from "../../../src/kit";
import { createVariant } from "../variant_dom";
import { productScopeOf, VARIANT_INPUT } from "./compare_list";

const PRODUCT = child.optional(".js_product");
const TEMPLATE_INPUT = child.optional("input.product_template_id");
const isVariantId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

export async function createChosenVariant(rpc: RPC, button: Element): Promise<number | null> {
  const scope = productScopeOf(button);
  const product = scope?.matches(".js_product") ? scope : scope && findIn(PRODUCT, scope)[0];
  const templateId = Number(product && findIn<HTMLInputElement>(TEMPLATE_INPUT, product)[0]?.value);
  if (!product || !templateId) return null;
  const created = expectAnswer(await createVariant(rpc, product, templateId, { silent: true }), isVariantId);
  const input = findIn<HTMLInputElement>(VARIANT_INPUT, product)[0];
  if (input) input.value = String(created);
  return created;
}
