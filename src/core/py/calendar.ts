// Proleptic Gregorian calendar arithmetic as Python's datetime module does it: day ordinals
// (0001-01-01 is day 1), leap years, month lengths, weekdays (Monday is 0).

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;
export const MICROSECONDS_PER_DAY = 86_400_000_000;

const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DAYS_BEFORE_MONTH = DAYS_IN_MONTH.map((_, month) =>
  DAYS_IN_MONTH.slice(1, Math.max(month, 1)).reduce((sum, days) => sum + days, 0),
);

export function isLeap(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month];
}

function daysBeforeYear(year: number): number {
  const y = year - 1;
  return y * 365 + Math.floor(y / 4) - Math.floor(y / 100) + Math.floor(y / 400);
}

function daysBeforeMonth(year: number, month: number): number {
  return DAYS_BEFORE_MONTH[month] + (month > 2 && isLeap(year) ? 1 : 0);
}

export function toOrdinal(year: number, month: number, day: number): number {
  return daysBeforeYear(year) + daysBeforeMonth(year, month) + day;
}

export function fromOrdinal(ordinal: number): { year: number; month: number; day: number } {
  let year = Math.floor((ordinal - 1) / 365.2425) + 1;
  while (year > -1e6 && daysBeforeYear(year) >= ordinal) year--;
  while (year < 1e6 && daysBeforeYear(year + 1) < ordinal) year++;
  let day = ordinal - daysBeforeYear(year);
  let month = 1;
  while (month < 12 && day > daysInMonth(year, month)) {
    day -= daysInMonth(year, month);
    month++;
  }
  return { year, month, day };
}

/** Monday is 0, Sunday is 6. */
export function weekdayOfOrdinal(ordinal: number): number {
  return (((ordinal + 6) % 7) + 7) % 7;
}

/** Python's divmod: the remainder has the sign of the divisor. */
export function divmod(a: number, b: number): [number, number] {
  const quotient = Math.floor(a / b);
  return [quotient, a - quotient * b];
}
