// Conditional fields of the website form (spec 3 §3, §4 Blocks): a field shows when the field it
// depends on (data-visibility-dependency, by input name) meets the condition under the
// comparator; a field whose dependency is hidden is hidden; a hidden field's inputs are disabled.
// Evaluation repeats until nothing changes, so chains settle in one call.
import { child, findIn, writeOn } from "../../../src/kit";

export const FORM_INPUT_DEBOUNCE_MS = 400;
const conditionalFields = child.optional(".s_website_form_field_hidden_if");
const inputs = child.optional("input, textarea, select");
const named = (name: string) => child.optional(`[name="${CSS.escape(name)}"]`);

export type Rule = { comparator: string; condition: string; between: string };

/** Numbers compare as numbers, anything else as text. */
function compare(a: string, b: string): number {
  const x = Number(a);
  const y = Number(b);
  if (a.trim() !== "" && b.trim() !== "" && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return a.localeCompare(b);
}

/** Whether the dependency's values (one per checked box or selected option) meet the rule. */
export function meets(values: string[], rule: Rule, fileCount = 0): boolean {
  const value = values.join(",");
  const { condition, between } = rule;
  switch (rule.comparator) {
    case "contains": return value.includes(condition);
    case "!contains": return !value.includes(condition);
    case "equal": return value === condition;
    case "!equal": return value !== condition;
    case "set": return value !== "";
    case "!set": return value === "";
    case "greater": return value !== "" && compare(value, condition) > 0;
    case "less": return value !== "" && compare(value, condition) < 0;
    case "greater or equal": return value !== "" && compare(value, condition) >= 0;
    case "less or equal": return value !== "" && compare(value, condition) <= 0;
    case "between": return value !== "" && compare(value, condition) >= 0 && compare(value, between) <= 0;
    case "!between": return !(value !== "" && compare(value, condition) >= 0 && compare(value, between) <= 0);
    case "fileSet": return fileCount > 0;
    case "!fileSet": return fileCount === 0;
    case "selected": return values.includes(condition);
    case "!selected": return !values.includes(condition);
    default: return true;
  }
}

const fieldOf = (form: HTMLFormElement, name: string) => findIn(named(name), form)[0]?.closest<HTMLElement>(".s_website_form_field") ?? null;

function valuesOf(form: HTMLFormElement, name: string): { values: string[]; files: number } {
  const values: string[] = [];
  let files = 0;
  for (const input of findIn<HTMLInputElement>(named(name), form)) {
    if (input.type === "file") files += input.files?.length ?? 0;
    else if (input.type === "checkbox" || input.type === "radio") { if (input.checked) values.push(input.value); }
    else if (input instanceof HTMLSelectElement) values.push(...[...input.selectedOptions].map((o) => o.value));
    else values.push(input.value);
  }
  return { values, files };
}

function setFieldVisible(field: HTMLElement, visible: boolean): void {
  writeOn(field, { class: { "d-none": !visible } });
  for (const input of findIn<HTMLInputElement>(inputs, field)) input.disabled = !visible;
}

/** Shows and hides every conditional field until the form is stable; returns the passes made. */
export function applyVisibility(form: HTMLFormElement): number {
  const fields = findIn(conditionalFields, form);
  // the conditional fields hidden so far: only they can hide the fields that depend on them
  const hidden = new Set(fields.filter((field) => field.matches(".d-none")));
  for (let pass = 1; pass <= fields.length + 1; pass++) {
    let changed = false;
    for (const field of fields) {
      const dependency = field.getAttribute("data-visibility-dependency") ?? "";
      const source = fieldOf(form, dependency);
      const { values, files } = valuesOf(form, dependency);
      const rule = {
        comparator: field.getAttribute("data-visibility-comparator") ?? "",
        condition: field.getAttribute("data-visibility-condition") ?? "",
        between: field.getAttribute("data-visibility-between") ?? "",
      };
      const visible = !(source && hidden.has(source)) && meets(values, rule, files);
      if (visible === hidden.has(field)) {
        setFieldVisible(field, visible);
        if (visible) hidden.delete(field);
        else hidden.add(field);
        changed = true;
      }
    }
    if (!changed) return pass;
  }
  return fields.length + 1;
}
