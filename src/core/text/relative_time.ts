// Relative time for message timestamps (spec 3 §1 "Text helpers", §9; spec 2 §9 "Timeago"):
// "now" under 45 seconds, then minutes, hours and days ("5 minutes ago", "in 2 days"), and
// from 7 days on the date itself. Words come from the localization: "now" through the
// translate function (env._t), the rest from the language's own relative-time and date
// formats. Pure: the caller passes the current instant, the translate function and the
// localization (the localization service's value).
import { DateTime } from "luxon";
import { formatDate } from "../l10n/dates";
import { DEFAULT_LOCALIZATION, type Localization } from "../l10n/localization";
import { LATIN, numberingSystemFor, toBCP47 } from "../l10n/numbering_system";

/** Under this many seconds, before or after, the label is "now" (spec 3 §9). */
export const NOW_THRESHOLD_SECONDS = 45;
/** From this many days on, the label is the date (spec 2 §9 "Timeago"). */
export const RELATIVE_TIME_MAX_DAYS = 7;
/** Labels are refreshed at this pace by the screens showing them (spec 3 §9). */
export const RELATIVE_TIME_REFRESH_MS = 60_000;
/** The translatable source text of the "now" label. */
export const NOW_LABEL = "now";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface RelativeTimeOptions {
  /** the current instant; luxon's now by default */
  now?: DateTime;
  /** env._t; the source text by default */
  translate?: (source: string) => string;
  localization?: Partial<Localization>;
}

/**
 * The label of `value` relative to now: a whole number of minutes, hours or days (cut down,
 * at least 1), in the past ("ago") or the future ("in").
 */
export function relativeTime(value: DateTime, options: RelativeTimeOptions = {}): string {
  const now = options.now ?? DateTime.now();
  const translate = options.translate ?? ((source: string) => source);
  const localization = { ...DEFAULT_LOCALIZATION, ...options.localization };
  const seconds = (value.toMillis() - now.toMillis()) / 1000;
  const elapsed = Math.abs(seconds);
  if (elapsed < NOW_THRESHOLD_SECONDS) return translate(NOW_LABEL);
  if (elapsed >= RELATIVE_TIME_MAX_DAYS * DAY) return formatDate(value, { localization });
  const [size, unit] = elapsed < HOUR ? [MINUTE, "minute"] : elapsed < DAY ? [HOUR, "hour"] : [DAY, "day"];
  const count = Math.max(1, Math.floor(elapsed / size)) * Math.sign(seconds);
  return relativeTimeFormat(localization.code ?? DEFAULT_LOCALIZATION.code!).format(count, unit as Intl.RelativeTimeFormatUnit);
}

const formats = new Map<string, Intl.RelativeTimeFormat>();

/** The language's relative-time words, written in its numbering system (spec 1 §9). */
function relativeTimeFormat(code: string): Intl.RelativeTimeFormat {
  let format = formats.get(code);
  if (!format) {
    const system = numberingSystemFor(code);
    const locale = system === LATIN ? toBCP47(code) : `${toBCP47(code)}-u-nu-${system}`;
    format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
    formats.set(code, format);
  }
  return format;
}
