// The form's date reading (form_dates.ts, with luxon) loads only for forms with date fields, so a
// contact form without dates stays small: at start only to show default dates, else when a date
// field is focused or at the submit (a failed load is tried again then).
import { child, findIn } from "../../../src/kit";
import type * as FormDates from "./form_dates";

export type FormDateModule = typeof FormDates;

export const DATE_INPUT = ".s_website_form_date input";
export const DATETIME_INPUT = ".s_website_form_datetime input";
const dateInputs = child.optional(`${DATE_INPUT}, ${DATETIME_INPUT}`);

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
  return findIn(dateInputs, form).length ? loadFormDates() : null;
}

/** The date functions when a date field has a default value to show in the user's format, else null. */
export async function formDatesForDefaults(form: HTMLElement): Promise<FormDateModule | null> {
  return findIn(dateInputs, form).some((input) => input.getAttribute("value")) ? loadFormDates() : null;
}
