// Conditional fields of the website form (spec 3 §3, §4 Blocks): a field shows when the field it
// depends on (data-visibility-dependency, by input name) meets the condition under the
// comparator; a field whose dependency is hidden is hidden; a hidden field's inputs are disabled.
// Evaluation repeats until nothing changes, so chains settle in one call.
export const FORM_INPUT_DEBOUNCE_MS = 400;
export const CONDITIONAL_FIELD = ".s_website_form_field_hidden_if";
const INPUTS = "input, textarea, select";

export type Comparator =
  | "contains" | "!contains" | "equal" | "!equal" | "set" | "!set" | "greater" | "less"
  | "greater or equal" | "less or equal" | "between" | "!between" | "fileSet" | "!fileSet" | "selected" | "!selected";

export interface Rule {
  comparator: string;
  condition: string;
  between: string;
}

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

function fieldOf(form: HTMLFormElement, name: string): HTMLElement | null {
  const input = form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  return input?.closest<HTMLElement>(".s_website_form_field") ?? null;
}

function valuesOf(form: HTMLFormElement, name: string): { values: string[]; files: number } {
  const inputs = [...form.querySelectorAll<HTMLInputElement>(`[name="${CSS.escape(name)}"]`)];
  const values: string[] = [];
  let files = 0;
  for (const input of inputs) {
    if (input.type === "file") files += input.files?.length ?? 0;
    else if (input.type === "checkbox" || input.type === "radio") { if (input.checked) values.push(input.value); }
    else if (input instanceof HTMLSelectElement) values.push(...[...input.selectedOptions].map((o) => o.value));
    else values.push(input.value);
  }
  return { values, files };
}

export function setFieldVisible(field: HTMLElement, visible: boolean): void {
  field.classList.toggle("d-none", !visible);
  for (const input of field.querySelectorAll<HTMLInputElement>(INPUTS)) input.disabled = !visible;
}

/** Shows and hides every conditional field until the form is stable; returns the passes made. */
export function applyVisibility(form: HTMLFormElement): number {
  const fields = [...form.querySelectorAll<HTMLElement>(CONDITIONAL_FIELD)];
  for (let pass = 1; pass <= fields.length + 1; pass++) {
    let changed = false;
    for (const field of fields) {
      const dependency = field.dataset.visibilityDependency ?? "";
      const source = fieldOf(form, dependency);
      const sourceHidden = !!source && source.classList.contains("d-none") && source.matches(CONDITIONAL_FIELD);
      const { values, files } = valuesOf(form, dependency);
      const rule = {
        comparator: field.dataset.visibilityComparator ?? "",
        condition: field.dataset.visibilityCondition ?? "",
        between: field.dataset.visibilityBetween ?? "",
      };
      const visible = !sourceHidden && meets(values, rule, files);
      if (visible === field.classList.contains("d-none")) {
        setFieldVisible(field, visible);
        changed = true;
      }
    }
    if (!changed) return pass;
  }
  return fields.length + 1;
}
