// The website form's date picker, pure (spec 3 §5: the user's language format; spec 1 §5: the
// shared picker's years 1000 to 9999): dates written and read with the localization's numeric
// tokens, and the month grid from the first day of the week. No date library: a small chunk.
import { MAX_VALID_YEAR as PICKER_MAX_YEAR, MIN_VALID_YEAR as PICKER_MIN_YEAR } from "../../../src/core/l10n/date_picker_defaults";

export { PICKER_MAX_YEAR, PICKER_MIN_YEAR };
export type PickerDate = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const TOKENS = /'[^']*'|yyyy|MM|M|dd|d|HH|H|mm|m|ss|s/g;
const FIELDS: Record<string, keyof PickerDate> = { yyyy: "year", MM: "month", M: "month", dd: "day", d: "day", HH: "hour", H: "hour", mm: "minute", m: "minute", ss: "second", s: "second" };

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** Writes a date with luxon-style numeric tokens (yyyy MM M dd d HH H mm m ss s, 'quoted' text). */
export function formatPickerDate(date: PickerDate, format: string): string {
  return format.replace(TOKENS, (token) => {
    if (token.startsWith("'")) return token.slice(1, -1);
    const value = date[FIELDS[token]];
    return token === "yyyy" ? pad(value, 4) : token.length === 2 ? pad(value, 2) : String(value);
  });
}

/** Reads what `formatPickerDate` writes (padding optional); null when it does not match or is no real date. */
export function readPickerDate(text: string, format: string): PickerDate | null {
  const fields: (keyof PickerDate)[] = [];
  let pattern = "";
  let last = 0;
  for (const match of format.matchAll(TOKENS)) {
    pattern += escapeRegExp(format.slice(last, match.index));
    const token = match[0];
    if (token.startsWith("'")) pattern += escapeRegExp(token.slice(1, -1));
    else {
      fields.push(FIELDS[token]);
      pattern += token === "yyyy" ? "(\\d{4})" : "(\\d{1,2})";
    }
    last = match.index! + token.length;
  }
  pattern += escapeRegExp(format.slice(last));
  const found = new RegExp(`^${pattern}$`).exec(text.trim());
  if (!found) return null;
  const date: PickerDate = { year: 0, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  fields.forEach((field, index) => (date[field] = Number(found[index + 1])));
  return isRealDate(date) ? date : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

function isRealDate({ year, month, day, hour, minute, second }: PickerDate): boolean {
  return year >= PICKER_MIN_YEAR && year <= PICKER_MAX_YEAR && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour <= 23 && minute <= 59 && second <= 59;
}

/** The date `days` later (or earlier), kept within the picker's years. */
export function addDays(date: PickerDate, days: number): PickerDate {
  const next = shift(date, days);
  return isRealDate(next) ? next : date;
}

/** The same day `months` later (the month's last day when shorter), kept within the picker's years. */
export function addMonths(date: PickerDate, months: number): PickerDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  if (year < PICKER_MIN_YEAR || year > PICKER_MAX_YEAR) return date;
  return { ...date, year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** Day of the week, 1 = Monday … 7 = Sunday (the localization's weekStart numbering). */
export const isoWeekday = (date: PickerDate) => new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() || 7;

/** The month's weeks, each of 7 days, starting on `weekStart`; days of other months included. */
export function monthGrid(year: number, month: number, weekStart: number): PickerDate[][] {
  const first: PickerDate = { year, month, day: 1, hour: 0, minute: 0, second: 0 };
  const lead = (isoWeekday(first) - weekStart + 7) % 7;
  const weeks: PickerDate[][] = [];
  for (let offset = -lead; offset < daysInMonth(year, month); offset += 7) {
    weeks.push(Array.from({ length: 7 }, (_, i) => shift(first, offset + i)));
  }
  return weeks;
}

function shift(date: PickerDate, days: number): PickerDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { ...date, year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

export const sameDay = (a: PickerDate | null, b: PickerDate | null) => Boolean(a && b && a.year === b.year && a.month === b.month && a.day === b.day);

export function today(now = new Date()): PickerDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate(), hour: now.getHours(), minute: now.getMinutes(), second: 0 };
}

/** True when the date (read in the browser's zone) comes after `now`: the picker then warns. */
export function isInTheFuture(date: PickerDate, now = new Date()): boolean {
  const at = new Date(date.year, date.month - 1, date.day, date.hour, date.minute, date.second);
  at.setFullYear(date.year); // years below 100 are not shifted to the 1900s
  return at.getTime() > now.getTime();
}
