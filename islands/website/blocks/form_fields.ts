// Reading and checking a website form's fields (spec 3 §5, §7): browser validity, required
// checkbox groups, dates read strictly; the values sent, dates in the server's formats.
import { child, findIn, sprintf } from "../../../src/kit";
import { DATETIME_INPUT, DATE_INPUT, type FormDateModule } from "./form_date_loader";

// the form's texts (spec 3 §5, §8), verbatim
export const FILL_CORRECTLY = "Please fill in the form correctly.";
export const NOT_SENT = "An error has occured, the form has not been sent.";
export const FILE_TOO_LARGE = "Uploaded file is too large.";
export const NOT_A_DATE = "'%s' is not a correct date";
export const NOT_A_DATETIME = "'%s' is not a correct datetime";
export const SENT = "The form has been sent successfully.";

export const FIELD = ".s_website_form_field, .form-field";
export const FIELD_ERROR_CLASS = "o_website_form_field_error";
export const CONTROLS = "input:not([type='hidden']), textarea, select";
const controls = child.optional(CONTROLS);
const namedControls = child.optional("input[name], textarea[name], select[name]");

export type DateFormats = { date: string; datetime: string };

/** A required checkbox group is valid with one box checked. */
const groupChecked = (input: HTMLInputElement, form: HTMLFormElement) =>
  findIn<HTMLInputElement>(child.optional(`input[type='checkbox'][name="${CSS.escape(input.name)}"]`), form).some((box) => box.checked);

/**
 * The invalid controls with their message ("" when the browser's own state says it). `dates` is
 * form_dates.ts, loaded by the caller when the form has date fields (null when it has none).
 */
export function checkFields(form: HTMLFormElement, formats: DateFormats, dates: FormDateModule | null, translate = (text: string, ...args: unknown[]) => sprintf(text, args)) {
  const errors = new Map<HTMLElement, string>();
  for (const control of findIn<HTMLInputElement>(controls, form)) {
    if (control.disabled || control.closest(".d-none")) continue;
    if (control.type === "checkbox" && control.required) {
      if (!groupChecked(control, form)) errors.set(control, "");
      continue;
    }
    if (!control.checkValidity()) {
      errors.set(control, "");
      continue;
    }
    if (!control.value.trim()) continue;
    if (control.matches(DATETIME_INPUT) && !dates?.parseFormDate(control.value, formats.datetime)) {
      errors.set(control, translate(NOT_A_DATETIME, control.value));
    } else if (control.matches(DATE_INPUT) && !dates?.parseFormDate(control.value, formats.date)) {
      errors.set(control, translate(NOT_A_DATE, control.value));
    }
  }
  return errors;
}

/** The values sent: strings and files, by field name. */
export function collectValues(form: HTMLFormElement, formats: DateFormats, dates: FormDateModule | null): Record<string, string | File> {
  const values: Record<string, string | File> = {};
  let fileIndex = 0;
  for (const control of findIn<HTMLInputElement>(namedControls, form)) {
    if (control.disabled || control.type === "submit" || control.type === "button") continue;
    if (control.type === "file") {
      [...(control.files ?? [])].forEach((file, index) => (values[`${control.name}[${fileIndex}][${index}]`] = file));
      fileIndex++;
      continue;
    }
    if ((control.type === "checkbox" || control.type === "radio") && !control.checked) continue;
    let value = control.value;
    if (value && control.matches(DATETIME_INPUT)) {
      const date = dates?.parseFormDate(value, formats.datetime);
      if (date) value = dates!.serializeFormDateTime(date);
    } else if (value && control.matches(DATE_INPUT)) {
      const date = dates?.parseFormDate(value, formats.date);
      if (date) value = dates!.serializeFormDate(date);
    }
    const previous = values[control.name];
    values[control.name] = typeof previous === "string" ? `${previous},${value}` : value;
  }
  return values;
}
