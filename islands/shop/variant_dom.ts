// Reading the variant choice in the platform's product markup (odoo-markup.md §4 VariantMixin):
// inputs and selects `.js_variant_change` with data-value_id, `input.no_variant`,
// `.variant_custom_value` texts. Marking it is the product island's declarations (product.tsx).
import { attr, attrsOf, child, findIn, type RPC } from "../../src/kit";
import { ROUTES } from "./constants";

export const VARIANT_CHANGE = "input.js_variant_change, select.js_variant_change";
export const EXCLUDED_MESSAGE_CLASS = "o_wsale_excluded_msg";

/** What a value control (input or option) says of its value. */
const VALUE_ATTRS = {
  valueId: attr.string("data-value_id"),
  valueName: attr.string("data-value_name"),
  attributeName: attr.string("data-attribute_name"),
  isCustom: attr.string("data-is_custom"),
};
const CUSTOM_TEXT_ATTRS = { valueId: attr.int("data-custom_product_template_attribute_value_id", 0), valueName: attr.string("data-attribute_value_name") };
const VALUE_INPUTS = child.optional("input.js_variant_change", VALUE_ATTRS);
const VALUE_OPTIONS = child.optional("select.js_variant_change option", VALUE_ATTRS);
const CUSTOM_TEXTS = child.optional(".variant_custom_value", CUSTOM_TEXT_ATTRS);
const CHECKED_INPUTS = child.optional("input.js_variant_change:checked");
const SELECTS = child.optional("select.js_variant_change");

const valueOf = (element: HTMLElement) => attrsOf(element, VALUE_ATTRS, "shop.product");

/** The chosen value controls: checked inputs and the selected option of each select. */
function chosenValueElements(root: ParentNode): HTMLElement[] {
  const options = findIn<HTMLSelectElement>(SELECTS, root).map((select) => select.selectedOptions[0]).filter(Boolean);
  return [...findIn(CHECKED_INPUTS, root), ...options];
}

export const valueIdOf = (element: HTMLElement) => {
  const { valueId } = valueOf(element);
  return Number(valueId !== "" ? valueId : (element as HTMLInputElement).value);
};

export const readCombination = (root: ParentNode) => chosenValueElements(root).map(valueIdOf).filter((id) => Number.isInteger(id) && id > 0);

/** Checks the inputs / selects the options of these value ids (ids of no control are ignored). */
export function applyCombination(root: ParentNode, ids: number[]): void {
  const wanted = new Set(ids);
  for (const input of findIn<HTMLInputElement>(VALUE_INPUTS, root)) if (wanted.has(valueIdOf(input))) input.checked = true;
  for (const option of findIn<HTMLOptionElement>(VALUE_OPTIONS, root)) if (wanted.has(valueIdOf(option))) option.selected = true;
}

export function noVariantValues(root: ParentNode) {
  return chosenValueElements(root)
    .filter((element) => element.matches(".no_variant") || element.closest("select.no_variant"))
    .map((element) => {
      const value = valueOf(element);
      return {
        custom_product_template_attribute_value_id: valueIdOf(element),
        attribute_value_name: value.valueName,
        value: String(valueIdOf(element)),
        attribute_name: value.attributeName,
        is_custom: value.isCustom === "True",
      };
    });
}

export const chosenCustomIds = (root: ParentNode) => new Set(chosenValueElements(root).filter((element) => valueOf(element).isCustom === "True").map(valueIdOf));

export function customValues(root: ParentNode) {
  const chosen = chosenCustomIds(root);
  return findIn<HTMLInputElement>(CUSTOM_TEXTS, root)
    .map((input) => ({ input, attrs: attrsOf(input, CUSTOM_TEXT_ATTRS, "shop.product") }))
    .filter(({ attrs }) => chosen.has(attrs.valueId))
    .map(({ input, attrs }) => ({ custom_product_template_attribute_value_id: attrs.valueId, attribute_value_name: attrs.valueName, custom_value: input.value }));
}

/** Creates the variant of the choice when its attributes are dynamic (spec 2 §7), from the values that make variants. */
export function createVariant(rpc: RPC, root: ParentNode, templateId: number, settings?: { silent: boolean }): Promise<unknown> {
  const noVariant = new Set(noVariantValues(root).map((value) => value.custom_product_template_attribute_value_id));
  const ids = readCombination(root).filter((id) => !noVariant.has(id));
  const params = { product_template_id: templateId, product_template_attribute_value_ids: JSON.stringify(ids) };
  return rpc(ROUTES.createVariant, params, settings);
}
