// Python-like dates for the expression language: date, datetime, time, timedelta and
// dateutil's relativedelta, with isoformat(), strftime() (only %Y %m %d %H %M %S), arithmetic
// between dates and deltas and comparison. "Now" comes from luxon, so its default zone and
// Settings.now apply; nowUTC() is the same instant in UTC.
import { DateTime } from "luxon";
import { bindArguments, toInteger, toNumber, type Kwargs } from "./arguments";
import { daysInMonth, divmod, fromOrdinal, isLeap, MAX_YEAR, MICROSECONDS_PER_DAY, MIN_YEAR, toOrdinal, weekdayOfOrdinal } from "./calendar";
import {
  EvaluationError,
  fillMessage,
  NO_KNOWN_CONVERSION,
  NotSupportedError,
  PERIOD_OUT_OF_RANGE,
  RELATIVEDELTA_TWO_DATES_NOT_SUPPORTED,
} from "./errors";

const pad = (value: number, width = 2) => String(value).padStart(width, "0");

type StrftimeFields = { Y: number; m: number; d: number; H: number; M: number; S: number };

function strftime(format: string, fields: StrftimeFields): string {
  return String(format).replace(/%([\s\S])/g, (whole, code: string) => {
    if (code === "%") return "%";
    if (code in fields) return pad(fields[code as keyof StrftimeFields], code === "Y" ? 4 : 2);
    throw new EvaluationError(fillMessage(NO_KNOWN_CONVERSION, { code: whole }));
  });
}

function checkDate(year: number, month: number, day: number): void {
  if (year < MIN_YEAR || year > MAX_YEAR) throw new EvaluationError(fillMessage(PERIOD_OUT_OF_RANGE, { period: "year", value: year }));
  if (month < 1 || month > 12) throw new EvaluationError("month must be in 1..12");
  if (day < 1 || day > daysInMonth(year, month)) throw new EvaluationError("day is out of range for month");
}

function checkTime(hour: number, minute: number, second: number, microsecond: number): void {
  if (hour < 0 || hour > 23) throw new EvaluationError("hour must be in 0..23");
  if (minute < 0 || minute > 59) throw new EvaluationError("minute must be in 0..59");
  if (second < 0 || second > 59) throw new EvaluationError("second must be in 0..59");
  if (microsecond < 0 || microsecond > 999999) throw new EvaluationError("microsecond must be in 0..999999");
}

function cannotCompare(left: { pyTypeName: string }, right: unknown): EvaluationError {
  const rightName = (right as { pyTypeName?: string } | null)?.pyTypeName ?? typeof right;
  return new EvaluationError(`can't compare ${left.pyTypeName} to ${rightName}`);
}

const sign = (n: number) => (n > 0 ? 1 : n < 0 ? -1 : 0);

export class PyDate {
  constructor(
    readonly year: number,
    readonly month: number,
    readonly day: number,
  ) {
    checkDate(year, month, day);
  }

  get pyTypeName(): string {
    return "date";
  }

  static today(): PyDate {
    const now = DateTime.local();
    return new PyDate(now.year, now.month, now.day);
  }

  static create(args: unknown[] = [], kwargs: Kwargs = {}): PyDate {
    const a = bindArguments("date", args, kwargs, ["year", "month", "day"], 3);
    return new PyDate(toInteger("year", a.year), toInteger("month", a.month), toInteger("day", a.day));
  }

  static fromordinal(ordinal: number): PyDate {
    const { year, month, day } = fromOrdinal(ordinal);
    return new PyDate(year, month, day);
  }

  toordinal(): number {
    return toOrdinal(this.year, this.month, this.day);
  }

  /** Monday is 0 */
  weekday(): number {
    return weekdayOfOrdinal(this.toordinal());
  }

  /** Monday is 1 */
  isoweekday(): number {
    return this.weekday() + 1;
  }

  isoformat(): string {
    return `${pad(this.year, 4)}-${pad(this.month)}-${pad(this.day)}`;
  }

  strftime(format: string): string {
    return strftime(format, { Y: this.year, m: this.month, d: this.day, H: 0, M: 0, S: 0 });
  }

  replace(kwargs: Kwargs = {}): PyDate {
    const a = bindArguments("replace", [], kwargs, ["year", "month", "day"]);
    return new PyDate(
      a.year === undefined ? this.year : toInteger("year", a.year),
      a.month === undefined ? this.month : toInteger("month", a.month),
      a.day === undefined ? this.day : toInteger("day", a.day),
    );
  }

  add(delta: PyTimeDelta): PyDate {
    return PyDate.fromordinal(this.toordinal() + delta.days);
  }

  subtract(other: PyTimeDelta): PyDate;
  subtract(other: PyDate): PyTimeDelta;
  subtract(other: PyTimeDelta | PyDate): PyDate | PyTimeDelta;
  subtract(other: PyTimeDelta | PyDate): PyDate | PyTimeDelta {
    if (other instanceof PyTimeDelta) return this.add(other.negate());
    if (other instanceof PyDate) return new PyTimeDelta(this.toordinal() - other.toordinal());
    throw new NotSupportedError();
  }

  isEqual(other: unknown): boolean {
    return other instanceof PyDate && this.toordinal() === other.toordinal();
  }

  compare(other: unknown): number {
    if (!(other instanceof PyDate)) throw cannotCompare(this, other);
    return sign(this.toordinal() - other.toordinal());
  }

  toJSON(): string {
    return this.isoformat();
  }

  toString(): string {
    return this.isoformat();
  }
}

export class PyTime {
  constructor(
    readonly hour = 0,
    readonly minute = 0,
    readonly second = 0,
    readonly microsecond = 0,
  ) {
    checkTime(hour, minute, second, microsecond);
  }

  get pyTypeName(): string {
    return "time";
  }

  static create(args: unknown[] = [], kwargs: Kwargs = {}): PyTime {
    const a = bindArguments("time", args, kwargs, ["hour", "minute", "second", "microsecond"]);
    return new PyTime(
      toInteger("hour", a.hour ?? 0),
      toInteger("minute", a.minute ?? 0),
      toInteger("second", a.second ?? 0),
      toInteger("microsecond", a.microsecond ?? 0),
    );
  }

  private get microsecondsOfDay(): number {
    return ((this.hour * 60 + this.minute) * 60 + this.second) * 1e6 + this.microsecond;
  }

  isoformat(): string {
    const base = `${pad(this.hour)}:${pad(this.minute)}:${pad(this.second)}`;
    return this.microsecond ? `${base}.${pad(this.microsecond, 6)}` : base;
  }

  strftime(format: string): string {
    return strftime(format, { Y: 1900, m: 1, d: 1, H: this.hour, M: this.minute, S: this.second });
  }

  isEqual(other: unknown): boolean {
    return other instanceof PyTime && this.microsecondsOfDay === other.microsecondsOfDay;
  }

  compare(other: unknown): number {
    if (!(other instanceof PyTime)) throw cannotCompare(this, other);
    return sign(this.microsecondsOfDay - other.microsecondsOfDay);
  }

  toJSON(): string {
    return this.isoformat();
  }

  toString(): string {
    return this.isoformat();
  }
}

export class PyDateTime {
  constructor(
    readonly year: number,
    readonly month: number,
    readonly day: number,
    readonly hour = 0,
    readonly minute = 0,
    readonly second = 0,
    readonly microsecond = 0,
  ) {
    checkDate(year, month, day);
    checkTime(hour, minute, second, microsecond);
  }

  get pyTypeName(): string {
    return "datetime";
  }

  static now(): PyDateTime {
    return PyDateTime.fromLuxon(DateTime.local());
  }

  static today(): PyDateTime {
    return PyDateTime.now();
  }

  /** The current instant in UTC, whatever the browser's zone. */
  static nowUTC(): PyDateTime {
    return PyDateTime.fromLuxon(DateTime.utc());
  }

  static fromLuxon(value: DateTime): PyDateTime {
    return new PyDateTime(value.year, value.month, value.day, value.hour, value.minute, value.second, value.millisecond * 1000);
  }

  static create(args: unknown[] = [], kwargs: Kwargs = {}): PyDateTime {
    const names = ["year", "month", "day", "hour", "minute", "second", "microsecond"];
    const a = bindArguments("datetime", args, kwargs, names, 3);
    const [year, month, day, hour, minute, second, microsecond] = names.map((name) => toInteger(name, a[name] ?? 0));
    return new PyDateTime(year, month, day, hour, minute, second, microsecond);
  }

  static combine(args: unknown[] = [], kwargs: Kwargs = {}): PyDateTime {
    const { date, time } = bindArguments("combine", args, kwargs, ["date", "time"], 2);
    if (!(date instanceof PyDate || date instanceof PyDateTime)) throw new EvaluationError("combine() argument 1 must be datetime.date");
    if (!(time instanceof PyTime)) throw new EvaluationError("combine() argument 2 must be datetime.time");
    return new PyDateTime(date.year, date.month, date.day, time.hour, time.minute, time.second, time.microsecond);
  }

  private get ordinal(): number {
    return toOrdinal(this.year, this.month, this.day);
  }

  private get microsecondsOfDay(): number {
    return ((this.hour * 60 + this.minute) * 60 + this.second) * 1e6 + this.microsecond;
  }

  private static fromParts(ordinal: number, microsecondsOfDay: number): PyDateTime {
    const [carry, rest] = divmod(microsecondsOfDay, MICROSECONDS_PER_DAY);
    const { year, month, day } = fromOrdinal(ordinal + carry);
    const [seconds, microsecond] = divmod(rest, 1e6);
    const [minutes, second] = divmod(seconds, 60);
    const [hour, minute] = divmod(minutes, 60);
    return new PyDateTime(year, month, day, hour, minute, second, microsecond);
  }

  date(): PyDate {
    return new PyDate(this.year, this.month, this.day);
  }

  time(): PyTime {
    return new PyTime(this.hour, this.minute, this.second, this.microsecond);
  }

  toordinal(): number {
    return this.ordinal;
  }

  weekday(): number {
    return weekdayOfOrdinal(this.ordinal);
  }

  isoweekday(): number {
    return this.weekday() + 1;
  }

  isoformat(separator = "T"): string {
    return `${this.date().isoformat()}${separator}${this.time().isoformat()}`;
  }

  strftime(format: string): string {
    return strftime(format, { Y: this.year, m: this.month, d: this.day, H: this.hour, M: this.minute, S: this.second });
  }

  replace(kwargs: Kwargs = {}): PyDateTime {
    const names = ["year", "month", "day", "hour", "minute", "second", "microsecond"] as const;
    const a = bindArguments("replace", [], kwargs, names);
    const [year, month, day, hour, minute, second, microsecond] = names.map((name) =>
      a[name] === undefined ? this[name] : toInteger(name, a[name]),
    );
    return new PyDateTime(year, month, day, hour, minute, second, microsecond);
  }

  add(delta: PyTimeDelta): PyDateTime {
    return PyDateTime.fromParts(this.ordinal + delta.days, this.microsecondsOfDay + delta.seconds * 1e6 + delta.microseconds);
  }

  subtract(other: PyTimeDelta): PyDateTime;
  subtract(other: PyDateTime): PyTimeDelta;
  subtract(other: PyTimeDelta | PyDateTime): PyDateTime | PyTimeDelta;
  subtract(other: PyTimeDelta | PyDateTime): PyDateTime | PyTimeDelta {
    if (other instanceof PyTimeDelta) return this.add(other.negate());
    if (other instanceof PyDateTime) {
      return new PyTimeDelta(this.ordinal - other.ordinal, 0, this.microsecondsOfDay - other.microsecondsOfDay);
    }
    throw new NotSupportedError();
  }

  /** This local date and time (luxon's default zone) in UTC. */
  to_utc(): PyDateTime {
    const local = DateTime.fromObject({
      year: this.year,
      month: this.month,
      day: this.day,
      hour: this.hour,
      minute: this.minute,
      second: this.second,
      millisecond: Math.floor(this.microsecond / 1000),
    });
    const utc = local.toUTC();
    return new PyDateTime(utc.year, utc.month, utc.day, utc.hour, utc.minute, utc.second, utc.millisecond * 1000 + (this.microsecond % 1000));
  }

  isEqual(other: unknown): boolean {
    return other instanceof PyDateTime && this.compare(other) === 0;
  }

  compare(other: unknown): number {
    if (!(other instanceof PyDateTime)) throw cannotCompare(this, other);
    return sign(this.ordinal - other.ordinal) || sign(this.microsecondsOfDay - other.microsecondsOfDay);
  }

  /** The server's datetime format, so that a datetime sent in JSON reads as one. */
  toJSON(): string {
    return this.strftime("%Y-%m-%d %H:%M:%S");
  }

  toString(): string {
    return this.isoformat(" ");
  }
}

const MAX_DELTA_DAYS = 999_999_999;

function floorDiv(dividend: bigint, divisor: bigint): bigint {
  const quotient = dividend / divisor;
  return (dividend % divisor !== 0n && (dividend < 0n) !== (divisor < 0n)) ? quotient - 1n : quotient;
}

export class PyTimeDelta {
  /** normalized as Python does: 0 <= seconds < 86400, 0 <= microseconds < 1e6 */
  readonly days: number;
  readonly seconds: number;
  readonly microseconds: number;

  constructor(days = 0, seconds = 0, microseconds = 0) {
    // fractions of days and seconds move down to the smaller unit
    const wholeDays = Math.floor(days);
    seconds += (days - wholeDays) * 86400;
    const wholeSeconds = Math.floor(seconds);
    microseconds = Math.round(microseconds + (seconds - wholeSeconds) * 1e6);
    const [carrySeconds, us] = divmod(microseconds, 1e6);
    const [carryDays, s] = divmod(wholeSeconds + carrySeconds, 86400);
    this.days = wholeDays + carryDays;
    this.seconds = s;
    this.microseconds = us;
    if (!Number.isFinite(this.days) || Math.abs(this.days) > MAX_DELTA_DAYS) {
      throw new EvaluationError(`days=${this.days}; must have magnitude <= ${MAX_DELTA_DAYS}`);
    }
  }

  get pyTypeName(): string {
    return "timedelta";
  }

  static create(args: unknown[] = [], kwargs: Kwargs = {}): PyTimeDelta {
    const names = ["days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks"];
    const a = bindArguments("timedelta", args, kwargs, names);
    const [days, seconds, microseconds, milliseconds, minutes, hours, weeks] = names.map((name) => toNumber(name, a[name] ?? 0));
    return new PyTimeDelta(days + weeks * 7, seconds + minutes * 60 + hours * 3600, microseconds + milliseconds * 1000);
  }

  private get totalMicroseconds(): number {
    return (this.days * 86400 + this.seconds) * 1e6 + this.microseconds;
  }

  total_seconds(): number {
    return this.days * 86400 + this.seconds + this.microseconds / 1e6;
  }

  add(other: PyTimeDelta): PyTimeDelta {
    return new PyTimeDelta(this.days + other.days, this.seconds + other.seconds, this.microseconds + other.microseconds);
  }

  // component-wise, not through negate(): -timedelta.max is out of range while a difference of
  // two deltas near it is not
  subtract(other: PyTimeDelta): PyTimeDelta {
    return new PyTimeDelta(this.days - other.days, this.seconds - other.seconds, this.microseconds - other.microseconds);
  }

  negate(): PyTimeDelta {
    return new PyTimeDelta(-this.days, -this.seconds, -this.microseconds);
  }

  /** Exact microseconds: near timedelta.max they pass 2^53, beyond a float's precision. */
  private get exactMicroseconds(): bigint {
    return (BigInt(this.days) * 86400n + BigInt(this.seconds)) * 1_000_000n + BigInt(this.microseconds);
  }

  private static fromExactMicroseconds(total: bigint): PyTimeDelta {
    const day = 86_400_000_000n;
    let days = total / day;
    let rest = total % day;
    if (rest < 0n) {
      days -= 1n;
      rest += day;
    }
    return new PyTimeDelta(Number(days), Number(rest / 1_000_000n), Number(rest % 1_000_000n));
  }

  multiply(factor: number): PyTimeDelta {
    if (Number.isInteger(factor)) return PyTimeDelta.fromExactMicroseconds(this.exactMicroseconds * BigInt(factor));
    return new PyTimeDelta(0, 0, this.totalMicroseconds * factor);
  }

  divide(divisor: number | PyTimeDelta): PyTimeDelta | number {
    if (divisor instanceof PyTimeDelta) {
      if (!divisor.isTrue()) throw new EvaluationError("division by zero");
      return this.totalMicroseconds / divisor.totalMicroseconds;
    }
    if (divisor === 0) throw new EvaluationError("division by zero");
    return new PyTimeDelta(0, 0, this.totalMicroseconds / divisor);
  }

  floorDivide(divisor: number | PyTimeDelta): PyTimeDelta | number {
    if (divisor instanceof PyTimeDelta) {
      if (!divisor.isTrue()) throw new EvaluationError("integer division or modulo by zero");
      return Number(floorDiv(this.exactMicroseconds, divisor.exactMicroseconds));
    }
    if (divisor === 0) throw new EvaluationError("integer division or modulo by zero");
    if (Number.isInteger(divisor)) return PyTimeDelta.fromExactMicroseconds(floorDiv(this.exactMicroseconds, BigInt(divisor)));
    return new PyTimeDelta(0, 0, Math.floor(this.totalMicroseconds / divisor));
  }

  isTrue(): boolean {
    return this.days !== 0 || this.seconds !== 0 || this.microseconds !== 0;
  }

  isEqual(other: unknown): boolean {
    return other instanceof PyTimeDelta && this.compare(other) === 0;
  }

  compare(other: unknown): number {
    if (!(other instanceof PyTimeDelta)) throw cannotCompare(this, other);
    return sign(this.days - other.days) || sign(this.seconds - other.seconds) || sign(this.microseconds - other.microseconds);
  }

  /** As Python prints it: "1 day, 2:03:04", "-1 day, 23:59:59", "0:00:00.500000" */
  toString(): string {
    const [minutes, second] = divmod(this.seconds, 60);
    const [hour, minute] = divmod(minutes, 60);
    let text = `${hour}:${pad(minute)}:${pad(second)}`;
    if (this.microseconds) text += `.${pad(this.microseconds, 6)}`;
    if (this.days) text = `${this.days} day${Math.abs(this.days) === 1 ? "" : "s"}, ${text}`;
    return text;
  }
}

/** Days of a non-leap year at the end of each month. */
const DAYS_AT_MONTH_END = [31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 366];

/**
 * dateutil's yearday/nlyearday: the month and day of a day of the year, counted in a non-leap
 * year (366 is December 31st). For yearday the caller also sets leapdays to -1 past day 59, so
 * that in a leap year the day lands one earlier.
 */
function monthAndDayOfYearDay(yearDay: number): { month: number; day: number } {
  const index = DAYS_AT_MONTH_END.findIndex((end) => yearDay <= end);
  if (index < 0) throw new EvaluationError(`invalid year day (${yearDay})`);
  return { month: index + 1, day: index === 0 ? yearDay : yearDay - DAYS_AT_MONTH_END[index - 1] };
}

const RELATIVE_PERIODS = ["years", "months", "days", "leapdays", "hours", "minutes", "seconds", "microseconds"] as const;
const ABSOLUTE_PERIODS = ["year", "month", "day", "weekday", "hour", "minute", "second", "microsecond"] as const;
/** Absolute values that may not be negative (spec 1 §5) */
const NON_NEGATIVE_PERIODS = ["year", "month", "day", "hour", "minute", "second"] as const;

type RelativePeriod = (typeof RELATIVE_PERIODS)[number];
type AbsolutePeriod = (typeof ABSOLUTE_PERIODS)[number];
export type RelativeDeltaFields = Partial<Record<RelativePeriod, number> & Record<AbsolutePeriod, number | null>>;

export class PyRelativeDelta {
  readonly years: number = 0;
  readonly months: number = 0;
  readonly days: number = 0;
  readonly leapdays: number = 0;
  readonly hours: number = 0;
  readonly minutes: number = 0;
  readonly seconds: number = 0;
  readonly microseconds: number = 0;
  readonly year: number | null = null;
  readonly month: number | null = null;
  readonly day: number | null = null;
  /**
   * 0 is Monday … 6 is Sunday: the delta moves forward to that weekday (or stays on it). Given
   * as -7 to -1, it counts from Sunday backwards, as a Python index into (MO, TU … SU) does.
   */
  readonly weekday: number | null = null;
  readonly hour: number | null = null;
  readonly minute: number | null = null;
  readonly second: number | null = null;
  readonly microsecond: number | null = null;

  constructor(fields: RelativeDeltaFields = {}) {
    for (const period of NON_NEGATIVE_PERIODS) {
      const value = fields[period];
      if (typeof value === "number" && value < 0) {
        throw new EvaluationError(fillMessage(PERIOD_OUT_OF_RANGE, { period, value }));
      }
    }
    if (![fields.years ?? 0, fields.months ?? 0].every(Number.isInteger)) {
      throw new EvaluationError("Non-integer years and months are ambiguous and not currently supported");
    }
    if (fields.weekday != null && !(Number.isInteger(fields.weekday) && fields.weekday >= -7 && fields.weekday <= 6)) {
      throw new EvaluationError(fillMessage(PERIOD_OUT_OF_RANGE, { period: "weekday", value: fields.weekday }));
    }
    const normalized: Record<string, number | null> = { ...fields };
    if (fields.weekday != null) normalized.weekday = (fields.weekday + 7) % 7;
    // carry overflowing units upwards, keeping each unit's sign (dateutil's _fix)
    const carry = (from: RelativePeriod, to: RelativePeriod, limit: number) => {
      const value = (normalized[from] as number | undefined) ?? 0;
      if (Math.abs(value) < limit) return;
      const s = sign(value);
      const [quotient, rest] = divmod(value * s, limit);
      normalized[from] = rest * s;
      normalized[to] = ((normalized[to] as number | undefined) ?? 0) + quotient * s;
    };
    carry("microseconds", "seconds", 1e6);
    carry("seconds", "minutes", 60);
    carry("minutes", "hours", 60);
    carry("hours", "days", 24);
    carry("months", "years", 12);
    Object.assign(this, normalized);
  }

  get pyTypeName(): string {
    return "relativedelta";
  }

  static create(args: unknown[] = [], kwargs: Kwargs = {}): PyRelativeDelta {
    if (args.length || "dt1" in kwargs || "dt2" in kwargs) {
      throw new NotSupportedError(RELATIVEDELTA_TWO_DATES_NOT_SUPPORTED);
    }
    const fields: Record<string, number | null> = {};
    for (const [name, value] of Object.entries(kwargs)) {
      if (name === "yearday" || name === "nlyearday") continue; // read below
      if (name === "weeks") {
        fields.days = (fields.days ?? 0) + toNumber(name, value) * 7;
      } else if ((RELATIVE_PERIODS as readonly string[]).includes(name)) {
        fields[name] = (fields[name] ?? 0) + toNumber(name, value);
      } else if ((ABSOLUTE_PERIODS as readonly string[]).includes(name)) {
        fields[name] = value === null ? null : toInteger(name, value);
      } else {
        throw new EvaluationError(`relativedelta() got an unexpected keyword argument '${name}'`);
      }
    }
    // a day of the year sets the month and the day; nlyearday wins over yearday (dateutil)
    const nlyearday = toInteger("nlyearday", kwargs.nlyearday ?? 0);
    const yearday = toInteger("yearday", kwargs.yearday ?? 0);
    if (nlyearday || yearday) {
      Object.assign(fields, monthAndDayOfYearDay(nlyearday || yearday));
      if (!nlyearday && yearday > 59) fields.leapdays = -1;
    }
    return new PyRelativeDelta(fields);
  }

  private get fields(): RelativeDeltaFields {
    const fields: Record<string, number | null> = {};
    for (const period of [...RELATIVE_PERIODS, ...ABSOLUTE_PERIODS]) fields[period] = this[period];
    return fields;
  }

  private get hasTime(): boolean {
    return (
      [this.hours, this.minutes, this.seconds, this.microseconds].some((v) => v !== 0) ||
      [this.hour, this.minute, this.second, this.microsecond].some((v) => v !== null)
    );
  }

  /** -delta: the relative periods change sign; leapdays and the absolute fields stay (dateutil). */
  negate(): PyRelativeDelta {
    const fields = this.fields;
    for (const period of RELATIVE_PERIODS) if (period !== "leapdays") fields[period] = -(this[period] ?? 0) || 0;
    return new PyRelativeDelta(fields);
  }

  /** delta + other: relative periods add up, other's absolute fields and leapdays win when set. */
  plus(other: PyRelativeDelta): PyRelativeDelta {
    const fields = this.fields;
    for (const period of RELATIVE_PERIODS) fields[period] = this[period] + other[period];
    fields.leapdays = other.leapdays || this.leapdays;
    for (const period of ABSOLUTE_PERIODS) fields[period] = other[period] ?? this[period];
    return new PyRelativeDelta(fields);
  }

  /** delta - other: relative periods subtract, this delta's absolute fields and leapdays win. */
  minus(other: PyRelativeDelta): PyRelativeDelta {
    const fields = this.fields;
    for (const period of RELATIVE_PERIODS) fields[period] = this[period] - other[period];
    fields.leapdays = this.leapdays || other.leapdays;
    for (const period of ABSOLUTE_PERIODS) fields[period] = this[period] ?? other[period];
    return new PyRelativeDelta(fields);
  }

  /** date + relativedelta, as dateutil computes it (days clamp to the end of the month). */
  applyTo(value: PyDate | PyDateTime): PyDate | PyDateTime {
    let target: PyDate | PyDateTime = value;
    if (target instanceof PyDate && this.hasTime) target = new PyDateTime(target.year, target.month, target.day);
    let year = (this.year || target.year) + this.years;
    let month = this.month || target.month;
    if (this.months) {
      month += this.months;
      if (month > 12) {
        year += 1;
        month -= 12;
      } else if (month < 1) {
        year -= 1;
        month += 12;
      }
    }
    if (year < MIN_YEAR || year > MAX_YEAR) throw new EvaluationError(fillMessage(PERIOD_OUT_OF_RANGE, { period: "year", value: year }));
    if (month < 1 || month > 12) throw new EvaluationError("month must be in 1..12");
    const day = Math.min(daysInMonth(year, month), this.day || target.day);
    const days = this.days + (this.leapdays && month > 2 && isLeap(year) ? this.leapdays : 0);
    const delta = new PyTimeDelta(days, this.hours * 3600 + this.minutes * 60 + this.seconds, this.microseconds);
    let result: PyDate | PyDateTime;
    if (target instanceof PyDateTime) {
      const time: Kwargs = {};
      for (const unit of ["hour", "minute", "second", "microsecond"] as const) if (this[unit] !== null) time[unit] = this[unit];
      result = target.replace({ year, month, day, ...time }).add(delta);
    } else {
      result = target.replace({ year, month, day }).add(delta);
    }
    if (this.weekday !== null) {
      const jump = (7 - result.weekday() + this.weekday) % 7;
      result = result.add(new PyTimeDelta(jump));
    }
    return result;
  }

  static add(date: unknown, delta: PyRelativeDelta): PyDate | PyDateTime {
    if (!(date instanceof PyDate || date instanceof PyDateTime)) throw new NotSupportedError();
    return delta.applyTo(date);
  }

  static subtract(date: unknown, delta: PyRelativeDelta): PyDate | PyDateTime {
    return PyRelativeDelta.add(date, delta.negate());
  }

  isTrue(): boolean {
    return RELATIVE_PERIODS.some((p) => this[p] !== 0) || ABSOLUTE_PERIODS.some((p) => this[p] !== null);
  }

  isEqual(other: unknown): boolean {
    if (!(other instanceof PyRelativeDelta)) return false;
    return [...RELATIVE_PERIODS, ...ABSOLUTE_PERIODS].every((p) => this[p] === other[p]);
  }

  toString(): string {
    const parts: string[] = [];
    for (const p of RELATIVE_PERIODS) if (this[p]) parts.push(`${p}=${this[p] > 0 ? "+" : ""}${this[p]}`);
    for (const p of ABSOLUTE_PERIODS) if (this[p] !== null) parts.push(`${p}=${this[p]}`);
    return `relativedelta(${parts.join(", ")})`;
  }
}
