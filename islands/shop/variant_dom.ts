// Reading and marking the variant choice in the platform's product markup (odoo-markup.md §4
// VariantMixin): inputs and selects `.js_variant_change` with data-value_id, `input.no_variant`,
// `.variant_custom_value` texts, `ul[data-attribute_exclusions]`.
import { excludedValues, notAvailableText, parseExclusionData } from "./exclusions";

export const VARIANT_CHANGE = "input.js_variant_change, select.js_variant_change";
export const EXCLUDED_MESSAGE_CLASS = "o_wsale_excluded_msg";

/** The chosen value controls: checked inputs and the selected option of each select. */
export function chosenValueElements(root: ParentNode): HTMLElement[] {
  const inputs = [...root.querySelectorAll<HTMLInputElement>("input.js_variant_change:checked")];
  const options = [...root.querySelectorAll<HTMLSelectElement>("select.js_variant_change")].map((select) => select.selectedOptions[0]).filter(Boolean);
  return [...inputs, ...options];
}

const valueIdOf = (element: HTMLElement) => Number(element.dataset.value_id ?? (element as HTMLInputElement).value);

export function readCombination(root: ParentNode): number[] {
  return chosenValueElements(root).map(valueIdOf).filter((id) => Number.isInteger(id) && id > 0);
}

/** Checks the inputs / selects the options of these value ids (ids of no control are ignored). */
export function applyCombination(root: ParentNode, ids: number[]): void {
  for (const id of ids) {
    const input = root.querySelector<HTMLInputElement>(`input.js_variant_change[data-value_id="${id}"]`);
    if (input) input.checked = true;
    const option = root.querySelector<HTMLOptionElement>(`select.js_variant_change option[data-value_id="${id}"]`);
    if (option) option.selected = true;
  }
}

export interface NoVariantValue {
  custom_product_template_attribute_value_id: number;
  attribute_value_name: string;
  value: string;
  attribute_name: string;
  is_custom: boolean;
}

export interface CustomValue {
  custom_product_template_attribute_value_id: number;
  attribute_value_name: string;
  custom_value: string;
}

export function noVariantValues(root: ParentNode): NoVariantValue[] {
  return chosenValueElements(root)
    .filter((element) => element.classList.contains("no_variant") || element.closest("select")?.classList.contains("no_variant"))
    .map((element) => ({
      custom_product_template_attribute_value_id: valueIdOf(element),
      attribute_value_name: element.dataset.value_name ?? "",
      value: String(valueIdOf(element)),
      attribute_name: element.dataset.attribute_name ?? "",
      is_custom: element.dataset.is_custom === "True",
    }));
}

/** The custom texts of the chosen custom values. */
export function customValues(root: ParentNode): CustomValue[] {
  const chosen = new Set(chosenValueElements(root).filter((e) => e.dataset.is_custom === "True").map(valueIdOf));
  return [...root.querySelectorAll<HTMLInputElement>(".variant_custom_value")]
    .filter((input) => chosen.has(Number(input.dataset.custom_product_template_attribute_value_id)))
    .map((input) => ({
      custom_product_template_attribute_value_id: Number(input.dataset.custom_product_template_attribute_value_id),
      attribute_value_name: input.dataset.attribute_value_name ?? "",
      custom_value: input.value,
    }));
}

/** Shows each custom text field only while its custom value is chosen. */
export function toggleCustomFields(root: ParentNode): void {
  const chosen = new Set(chosenValueElements(root).filter((e) => e.dataset.is_custom === "True").map(valueIdOf));
  root.querySelectorAll<HTMLInputElement>(".variant_custom_value").forEach((input) => {
    input.hidden = !chosen.has(Number(input.dataset.custom_product_template_attribute_value_id));
  });
}

/**
 * Marks the values excluded by the current choice ('Not available with %s', the label's title
 * and a visible note); returns whether the choice itself holds an excluded value.
 */
export function markExclusions(root: ParentNode, translated: string): boolean {
  const list = root.querySelector<HTMLElement>("[data-attribute_exclusions]");
  const data = parseExclusionData(list?.dataset.attribute_exclusions);
  const combination = readCombination(root);
  const excluded = excludedValues(data, combination);
  root.querySelectorAll<HTMLElement>(".css_not_available").forEach((el) => {
    if (!el.classList.contains("js_product")) el.classList.remove("css_not_available");
  });
  root.querySelectorAll(`.${EXCLUDED_MESSAGE_CLASS}`).forEach((el) => el.remove());
  root.querySelectorAll<HTMLElement>("[data-excluded-by]").forEach((el) => {
    el.removeAttribute("title");
    delete el.dataset.excludedBy;
  });
  for (const [valueId, names] of excluded) {
    const text = notAvailableText(translated, names);
    const input = root.querySelector<HTMLInputElement>(`input.js_variant_change[data-value_id="${valueId}"]`);
    const option = root.querySelector<HTMLOptionElement>(`select.js_variant_change option[data-value_id="${valueId}"]`);
    if (input) {
      const label = root.querySelector<HTMLElement>(`label[for="${input.id}"]`) ?? input.closest("label");
      input.classList.add("css_not_available");
      if (label) {
        label.classList.add("css_not_available");
        label.title = text;
        label.dataset.excludedBy = JSON.stringify(names);
        const note = document.createElement("span");
        note.className = EXCLUDED_MESSAGE_CLASS;
        note.textContent = text;
        label.append(note);
      }
    }
    if (option) {
      option.classList.add("css_not_available");
      option.title = text;
      option.dataset.excludedBy = JSON.stringify(names);
    }
  }
  return combination.some((id) => excluded.has(id));
}
