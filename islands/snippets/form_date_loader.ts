// The form's date reading (form_dates.ts, with luxon) loads only for forms that have date or
// datetime fields, so a contact form without dates stays small. A failed load is not kept:
// the next submit tries again.
import type * as FormDates from "./form_dates";

export type FormDateModule = typeof FormDates;

export const DATE_INPUT = ".s_website_form_date input";
export const DATETIME_INPUT = ".s_website_form_datetime input";

let loading: Promise<FormDateModule> | null = null;

export function loadFormDates(): Promise<FormDateModule> {
  loading ??= import("./form_dates").catch((error) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** The date functions when the form has date fields, else null (nothing loaded). */
export async function formDatesFor(form: HTMLElement): Promise<FormDateModule | null> {
  return form.querySelector(`${DATE_INPUT}, ${DATETIME_INPUT}`) ? loadFormDates() : null;
}
