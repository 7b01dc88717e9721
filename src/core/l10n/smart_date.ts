// Smart date input (spec 1 §5 "Date parsing"), the forms the platform's date fields accept,
// each relative to the current date. Terms apply one after the other, spaces between them
// optional:
//   today            the start of the current day;   now   the current instant
//   +N[u] / -N[u]    plus or minus N units, u being d (the default), w, m, y, H, M or S:
//                    +3d, -2w, +1m, +5, "+3d +1m", "today +1w"
//   =N[u]            set that unit to N and reset the smaller time units: =3d is the 3rd of
//                    this month at 00:00, "=11d +2H +15M" is the 11th at 02:15, =9H is 09:00;
//                    =Nw is ISO week N of this year (weekday kept); =32d or =13m is no date
//   =monday          that day of the current week (the week begins on the localization's
//                    week start), at 00:00; =week_start is its first day
//   +monday/-monday  the next/previous Monday, today included, keeping the time; likewise
//                    +week_start and -week_start
// Anything else is not a smart input.
import { DateTime, type DurationLikeObject } from "luxon";

const UNITS = { d: "days", w: "weeks", m: "months", y: "years", H: "hours", M: "minutes", S: "seconds" } as const;
type Unit = keyof typeof UNITS;

/** The field "=N unit" sets, and the unit the smaller time units reset to the start of. */
const SET_FIELDS: Record<Unit, { field: string; startOf: "day" | "hour" | "minute" | "second" }> = {
  d: { field: "day", startOf: "day" },
  w: { field: "weekNumber", startOf: "day" },
  m: { field: "month", startOf: "day" },
  y: { field: "year", startOf: "day" },
  H: { field: "hour", startOf: "hour" },
  M: { field: "minute", startOf: "minute" },
  S: { field: "second", startOf: "second" },
};

/** Luxon's weekday numbers: 1 is Monday … 7 is Sunday. */
const WEEKDAYS: Readonly<Record<string, number>> = {
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  sunday: 7,
};
const WEEK_START = "week_start";

/** One term: a word (today, now), or a sign followed by a number and unit or by a day name. */
const TERM = /\s*(?:([A-Za-z]+)|([=+-])\s*(?:(\d+)\s*([dwmyHMS])?|([A-Za-z_]+)))\s*/y;

export interface SmartDateOptions {
  /** the current instant, in the zone of the result */
  now: DateTime;
  /** first day of the week, 1 (Monday) to 7 (Sunday) */
  weekStart: number;
}

function applyNumber(date: DateTime, sign: string, amount: number, unit: Unit): DateTime {
  if (sign === "=") {
    const { field, startOf } = SET_FIELDS[unit];
    const result = date.set({ [field]: amount }).startOf(startOf);
    // luxon carries an overflow (=32d would be the 1st of next month): that is no such date
    return result.get(field as keyof DateTime) === amount ? result : DateTime.invalid(`no ${field} ${amount}`);
  }
  const duration: DurationLikeObject = { [UNITS[unit]]: sign === "-" ? -amount : amount };
  return date.plus(duration);
}

function applyWeekday(date: DateTime, sign: string, weekday: number, weekStart: number): DateTime {
  if (sign === "=") {
    const intoWeek = (date.weekday - weekStart + 7) % 7;
    return date.minus({ days: intoWeek }).plus({ days: (weekday - weekStart + 7) % 7 }).startOf("day");
  }
  if (sign === "+") return date.plus({ days: (weekday - date.weekday + 7) % 7 });
  return date.minus({ days: (date.weekday - weekday + 7) % 7 });
}

/** The date a smart input stands for, or null when the text is not one. */
export function parseSmartDate(text: string, { now, weekStart }: SmartDateOptions): DateTime | null {
  let date = now;
  let index = 0;
  while (index < text.length) {
    TERM.lastIndex = index;
    const match = TERM.exec(text);
    if (!match || match[0].length === 0) return null;
    index = TERM.lastIndex;
    const [, word, sign, digits, unit, name] = match;
    if (word !== undefined) {
      const anchor = word.toLowerCase();
      if (anchor === "today") date = now.startOf("day");
      else if (anchor === "now") date = now;
      else return null;
    } else if (digits !== undefined) {
      const amount = Number(digits);
      if (!Number.isSafeInteger(amount)) return null;
      date = applyNumber(date, sign, amount, (unit ?? "d") as Unit);
    } else {
      const day = name.toLowerCase();
      const weekday = day === WEEK_START ? weekStart : WEEKDAYS[day];
      if (!weekday) return null;
      date = applyWeekday(date, sign, weekday, weekStart);
    }
    if (!date.isValid) return null;
  }
  return index > 0 ? date : null;
}
