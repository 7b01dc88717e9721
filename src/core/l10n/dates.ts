// Dates as the user reads and types them, and as the server sends them (spec 1 §5 "Date
// parsing", §9). Values are luxon DateTimes in luxon's default zone (the user's); formats are
// luxon tokens. Reading tries, in order: smart input (./smart_date: today, now, +3d, =11d +2H,
// +monday … from now), the locale format, that format without zero padding, for a datetime
// the date format alone, the digits alone, then ISO and SQL. Month and day names are read in
// the localization's language, digits in any known numbering system (Arabic-Indic and
// others). Years must be 1000 to 9999.
import { DateTime } from "luxon";
import { DEFAULT_LOCALIZATION, type Localization } from "./localization";
import { LATIN, numberingSystemFor, toBCP47, toLatinDigits } from "./numbering_system";
import { FALLBACK_DATE_FORMAT, FALLBACK_DATETIME_FORMAT, MAX_VALID_YEAR, MIN_VALID_YEAR } from "./date_picker_defaults";
import { parseSmartDate } from "./smart_date";

export { strftimeToLuxon } from "./strftime";

export const SERVER_DATE_FORMAT = "yyyy-MM-dd";
export const SERVER_TIME_FORMAT = "HH:mm:ss";
export const SERVER_DATETIME_FORMAT = `${SERVER_DATE_FORMAT} ${SERVER_TIME_FORMAT}`;
/** Picker formats used when the localization gives none (spec 1 §9), and the picker's years */
export { FALLBACK_DATE_FORMAT, FALLBACK_DATETIME_FORMAT, MAX_VALID_YEAR, MIN_VALID_YEAR } from "./date_picker_defaults";
export const INCORRECT_DATE = "'%s' is not a correct date or datetime";

export class ConversionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConversionError";
  }
}

export interface DateOptions {
  localization?: Partial<Localization>;
  /** luxon tokens; by default the localization's date or datetime format */
  format?: string;
  /** BCP 47 locale for month and day names; by default the localization's language */
  locale?: string;
  numberingSystem?: string;
  /** IANA zone; by default luxon's default zone */
  zone?: string;
}

/** The date picker's bounds (spec 1 §5): 1000-01-01 to 9999-12-31 in the default zone. */
export function minPickerDate(): DateTime {
  return DateTime.local(MIN_VALID_YEAR, 1, 1);
}

export function maxPickerDate(): DateTime {
  return DateTime.local(MAX_VALID_YEAR, 12, 31).endOf("day");
}

function settings(options: DateOptions) {
  const given = { ...DEFAULT_LOCALIZATION, ...options.localization };
  // a localization without formats reads and writes the fallback ones
  const l10n = {
    ...given,
    dateFormat: given.dateFormat || FALLBACK_DATE_FORMAT,
    dateTimeFormat: given.dateTimeFormat || FALLBACK_DATETIME_FORMAT,
  };
  const code = l10n.code ?? "en_US";
  return {
    l10n,
    locale: options.locale ?? toBCP47(code),
    numberingSystem: options.numberingSystem ?? numberingSystemFor(code),
    zone: options.zone ?? "default",
  };
}

const isValidDate = (value: DateTime | null | undefined): value is DateTime =>
  !!value && value.isValid && value.year >= MIN_VALID_YEAR && value.year <= MAX_VALID_YEAR;

/** "MM/dd/yyyy" becomes "M/d/y": each run of a letter shrinks to one, quoted text stays. */
function withoutPadding(format: string): string {
  return format.replace(/'[^']*'|([A-Za-z])\1+/g, (whole, letter: string | undefined) => letter ?? whole);
}

/**
 * The format trimmed to the digits typed: value and format are split into digit groups and
 * letter groups, each format group cut to the length of its digit group (longer digit groups
 * carry over to the next format group), and everything is joined without separators. Only for
 * values made of digits and separators: a value with words (a month name) is not read so.
 */
function digitsOnly(value: string, format: string): { value: string; format: string } | null {
  if (/\p{L}/u.test(value)) return null;
  const digitGroups = value.split(/\D/).filter(Boolean);
  const formatGroups = format.replace(/'[^']*'/g, " ").split(/[^A-Za-z]/).filter(Boolean);
  let carry = 0;
  const trimmed = formatGroups.map((group, index) => {
    const length = (digitGroups[index] ?? "").length;
    const part = group.slice(0, length + carry);
    carry += length - part.length;
    return part;
  });
  return { value: digitGroups.join(""), format: trimmed.join("") };
}

function attempt(read: () => DateTime): DateTime | null {
  try {
    const result = read();
    return isValidDate(result) ? result : null;
  } catch {
    return null;
  }
}

/**
 * Reads a value typed in `format`; `dateFormat` is the date part alone, tried for a datetime
 * typed without its time.
 */
function readDateTime(input: string, format: string, options: DateOptions, dateFormat?: string): DateTime {
  const { l10n, locale, zone } = settings(options);
  const value = toLatinDigits(input).trim();
  const opts = { zone, locale, numberingSystem: LATIN };
  const withFormat = (fmt: string) =>
    attempt(() => DateTime.fromFormat(value, fmt, opts)) ?? attempt(() => DateTime.fromFormat(value, withoutPadding(fmt), opts));
  const result =
    attempt(() => parseSmartDate(value, { now: DateTime.now().setZone(zone), weekStart: l10n.weekStart }) ?? DateTime.invalid("not smart")) ??
    withFormat(format) ??
    (dateFormat && dateFormat !== format ? withFormat(dateFormat) : null) ??
    attempt(() => {
      const digits = digitsOnly(value, format);
      return digits ? DateTime.fromFormat(digits.value, digits.format, opts) : DateTime.invalid("not digits");
    }) ??
    (value.replace(/\D/g, "").length > 4
      ? (attempt(() => DateTime.fromISO(value, { zone })) ?? attempt(() => DateTime.fromSQL(value, { zone })))
      : null);
  if (!result) throw new ConversionError(INCORRECT_DATE.replace("%s", input));
  return result.setZone(zone);
}

/** A date typed by the user: false when empty, the start of that day otherwise. */
export function parseDate(value: string | null | undefined | false, options: DateOptions = {}): DateTime | false {
  if (!value) return false;
  const format = options.format ?? settings(options).l10n.dateFormat;
  return readDateTime(String(value), format, options).startOf("day");
}

/** A date and time typed by the user: false when empty. */
export function parseDateTime(value: string | null | undefined | false, options: DateOptions = {}): DateTime | false {
  if (!value) return false;
  const { l10n } = settings(options);
  const format = options.format ?? l10n.dateTimeFormat;
  return readDateTime(String(value), format, options, options.format ? undefined : l10n.dateFormat);
}

function formatWith(value: DateTime, format: string, options: DateOptions): string {
  const { locale, numberingSystem } = settings(options);
  return value.reconfigure({ locale, numberingSystem }).toFormat(format);
}

export function formatDate(value: DateTime | false | null | undefined, options: DateOptions = {}): string {
  if (!value || !value.isValid) return "";
  return formatWith(value, options.format ?? settings(options).l10n.dateFormat, options);
}

export function formatDateTime(value: DateTime | false | null | undefined, options: DateOptions = {}): string {
  if (!value || !value.isValid) return "";
  const { zone, l10n } = settings(options);
  return formatWith(value.setZone(zone), options.format ?? l10n.dateTimeFormat, options);
}

/** The server's date: yyyy-MM-dd, latin digits. */
export function serializeDate(value: DateTime): string {
  return value.reconfigure({ locale: "en-US", numberingSystem: LATIN }).toFormat(SERVER_DATE_FORMAT);
}

/** The server's datetime: yyyy-MM-dd HH:mm:ss in UTC, latin digits. */
export function serializeDateTime(value: DateTime): string {
  return value.setZone("utc").reconfigure({ locale: "en-US", numberingSystem: LATIN }).toFormat(SERVER_DATETIME_FORMAT);
}

/** A date from the server (yyyy-MM-dd), at the start of that day in the default zone. */
export function deserializeDate(value: string, options: Pick<DateOptions, "zone"> = {}): DateTime {
  const result = DateTime.fromSQL(String(value), { zone: options.zone ?? "default", numberingSystem: LATIN });
  if (!result.isValid) throw new ConversionError(INCORRECT_DATE.replace("%s", String(value)));
  return result.startOf("day");
}

/** A datetime from the server (yyyy-MM-dd HH:mm:ss, UTC), in the default zone. */
export function deserializeDateTime(value: string, options: Pick<DateOptions, "zone"> = {}): DateTime {
  const result = DateTime.fromSQL(String(value), { zone: "utc", numberingSystem: LATIN });
  if (!result.isValid) throw new ConversionError(INCORRECT_DATE.replace("%s", String(value)));
  return result.setZone(options.zone ?? "default");
}
