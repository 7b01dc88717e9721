// Dates typed in a website form (spec 3 §5, §7): read strictly in the user's language format,
// with or without leading zeros, years 1000 to 9999; sent as YYYY-MM-DD, datetimes in UTC as
// YYYY-MM-DD HH:mm:ss.
import { DateTime } from "luxon";
import { child, findIn } from "../../../src/kit";
import { MAX_VALID_YEAR, MIN_VALID_YEAR } from "../../../src/core/l10n/dates";

export const FORM_DATE_FORMAT = "yyyy-MM-dd";
export const FORM_DATETIME_FORMAT = "yyyy-MM-dd HH:mm:ss";

/** "MM/dd/yyyy" also read as "M/d/yyyy": two-letter runs (not the year) may lose their zero. */
function unpadded(format: string): string {
  return format.replace(/'[^']*'|([MdHhms])\1/g, (whole, letter: string | undefined) => letter ?? whole);
}

export function parseFormDate(text: string, format: string, zone = "default"): DateTime | null {
  const value = text.trim();
  for (const candidate of [format, unpadded(format)]) {
    const parsed = DateTime.fromFormat(value, candidate, { zone });
    if (parsed.isValid && parsed.year >= MIN_VALID_YEAR && parsed.year <= MAX_VALID_YEAR) return parsed;
  }
  return null;
}

export const serializeFormDate = (date: DateTime) => date.toFormat(FORM_DATE_FORMAT);
export const serializeFormDateTime = (date: DateTime) => date.toUTC().toFormat(FORM_DATETIME_FORMAT);

/** A default date saved with the block (unix seconds in the value attribute), in `format`. */
export function formatDefaultDate(value: string, format: string): string | null {
  if (!/^\d+$/.test(value.trim())) return null;
  return DateTime.fromSeconds(Number(value)).toFormat(format);
}

/** Shows each date input's saved default in the user's format (live pages and the editor). */
export function showDefaultDates(form: HTMLElement, formats: { date: string; datetime: string }): void {
  for (const input of findIn<HTMLInputElement>(child.optional(".s_website_form_date input, .s_website_form_datetime input"), form)) {
    const format = input.closest(".s_website_form_datetime") ? formats.datetime : formats.date;
    const shown = formatDefaultDate(input.getAttribute("value") ?? "", format);
    if (shown !== null && input.value === input.getAttribute("value")) input.value = shown;
  }
}
