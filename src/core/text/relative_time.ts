// Relative time for message timestamps (spec 3 §1 "Text helpers", §9; spec 2 §9 "Timeago"):
// "now" under 45 seconds, then minutes, hours and days ("5 minutes ago", "in 2 days"), and
// from 7 days on the date itself. Words come from the localization: "now" through the
// translate function (env._t), the rest from the language's own relative-time and date
// formats (Intl), in its numbering system. Pure and without a date library, so that the
// islands showing timestamps (live chat, forum, chatter) stay light: the caller passes the
// current instant, the translate function, the localization service's value and, to write
// dates in the user's own date format, its date formatter.
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
  /** the current instant; Date.now() by default */
  now?: Date | number;
  /** env._t; the source text by default */
  translate?: (source: string) => string;
  /** its language code (en_US, fr_FR, ar_SY …) chooses the words and the digits */
  localization?: Partial<Localization>;
  /** writes the date from 7 days on; by default the language's numeric date */
  formatDate?: (date: Date) => string;
}

/**
 * The label of `value` relative to now: a whole number of minutes, hours or days (cut down,
 * at least 1), in the past ("ago") or the future ("in").
 */
export function relativeTime(value: Date | number, options: RelativeTimeOptions = {}): string {
  const at = new Date(value);
  const now = options.now === undefined ? Date.now() : new Date(options.now).getTime();
  const translate = options.translate ?? ((source: string) => source);
  const code = options.localization?.code ?? DEFAULT_LOCALIZATION.code!;
  const seconds = (at.getTime() - now) / 1000;
  const elapsed = Math.abs(seconds);
  if (elapsed < NOW_THRESHOLD_SECONDS) return translate(NOW_LABEL);
  if (elapsed >= RELATIVE_TIME_MAX_DAYS * DAY) return options.formatDate ? options.formatDate(at) : formats(code).date.format(at);
  const [size, unit] = elapsed < HOUR ? [MINUTE, "minute"] : elapsed < DAY ? [HOUR, "hour"] : [DAY, "day"];
  const count = Math.max(1, Math.floor(elapsed / size)) * Math.sign(seconds);
  return formats(code).relative.format(count, unit as Intl.RelativeTimeFormatUnit);
}

const cache = new Map<string, { relative: Intl.RelativeTimeFormat; date: Intl.DateTimeFormat }>();

/** The language's relative-time words and numeric date, in its numbering system (spec 1 §9). */
function formats(code: string) {
  let entry = cache.get(code);
  if (!entry) {
    const system = numberingSystemFor(code);
    const locale = system === LATIN ? toBCP47(code) : `${toBCP47(code)}-u-nu-${system}`;
    entry = {
      relative: new Intl.RelativeTimeFormat(locale, { numeric: "always" }),
      date: new Intl.DateTimeFormat(locale, { year: "numeric", month: "2-digit", day: "2-digit" }),
    };
    cache.set(code, entry);
  }
  return entry;
}
