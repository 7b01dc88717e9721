import { afterEach, describe, expect, test } from "vitest";
import { Settings } from "luxon";
import { EvaluationError, NotSupportedError } from "../../../../src/core/py/index";
import { PyDate, PyDateTime, PyRelativeDelta, PyTime, PyTimeDelta } from "../../../../src/core/py/date";

afterEach(() => {
  Settings.defaultZone = "system";
  Settings.now = () => Date.now();
});

describe("PyDate", () => {
  test("isoformat, strftime and JSON are the server's date", () => {
    const date = new PyDate(2024, 3, 5);
    expect(date.isoformat()).toBe("2024-03-05");
    expect(date.strftime("%d/%m/%Y")).toBe("05/03/2024");
    expect(date.strftime("%Y-%m-%d %H:%M:%S")).toBe("2024-03-05 00:00:00");
    expect(date.strftime("100%%")).toBe("100%");
    expect(JSON.stringify({ date })).toBe('{"date":"2024-03-05"}');
    expect(new PyDate(5, 1, 1).isoformat()).toBe("0005-01-01");
  });

  test("strftime knows only Y m d H M S: No known conversion for {code}", () => {
    for (const code of ["a", "A", "b", "B", "y", "j", "p", "Z"]) {
      expect(() => new PyDate(2024, 1, 1).strftime(`%${code}`)).toThrowError(new EvaluationError(`No known conversion for %${code}`));
    }
  });

  test("ordinals and weekdays as Python counts them", () => {
    expect(new PyDate(1, 1, 1).toordinal()).toBe(1);
    expect(new PyDate(2024, 1, 1).toordinal()).toBe(738886);
    expect(PyDate.fromordinal(738886)).toEqual(new PyDate(2024, 1, 1));
    expect(new PyDate(2024, 1, 1).weekday()).toBe(0); // Monday
    expect(new PyDate(2024, 3, 3).isoweekday()).toBe(7); // Sunday
    for (const ordinal of [1, 59, 60, 365, 366, 730120, 730180, 738946, 3652059]) {
      expect(PyDate.fromordinal(ordinal).toordinal()).toBe(ordinal);
    }
  });

  test("adding and subtracting days across month ends, leap days and years", () => {
    expect(new PyDate(2024, 2, 28).add(new PyTimeDelta(1))).toEqual(new PyDate(2024, 2, 29));
    expect(new PyDate(2023, 2, 28).add(new PyTimeDelta(1))).toEqual(new PyDate(2023, 3, 1));
    expect(new PyDate(1900, 2, 28).add(new PyTimeDelta(1))).toEqual(new PyDate(1900, 3, 1));
    expect(new PyDate(2000, 2, 28).add(new PyTimeDelta(1))).toEqual(new PyDate(2000, 2, 29));
    expect(new PyDate(2024, 12, 31).add(new PyTimeDelta(1))).toEqual(new PyDate(2025, 1, 1));
    expect(new PyDate(2024, 1, 1).subtract(new PyTimeDelta(1))).toEqual(new PyDate(2023, 12, 31));
    expect(new PyDate(2025, 1, 1).subtract(new PyDate(2024, 1, 1))).toEqual(new PyTimeDelta(366));
  });

  test("construction checks the fields", () => {
    expect(() => new PyDate(2024, 2, 30)).toThrowError(new EvaluationError("day is out of range for month"));
    expect(() => new PyDate(0, 1, 1)).toThrowError(new EvaluationError("year 0 is out of range"));
    expect(() => new PyDate(2024, 0, 1)).toThrowError(new EvaluationError("month must be in 1..12"));
    expect(() => PyDate.create([2024.5, 1, 1])).toThrow(EvaluationError);
  });

  test("today is luxon's now in the default zone", () => {
    Settings.now = () => Date.UTC(2024, 0, 1, 23, 30);
    Settings.defaultZone = "UTC";
    expect(PyDate.today()).toEqual(new PyDate(2024, 1, 1));
    Settings.defaultZone = "Asia/Tokyo";
    expect(PyDate.today()).toEqual(new PyDate(2024, 1, 2));
    Settings.defaultZone = "America/Los_Angeles";
    expect(PyDate.today()).toEqual(new PyDate(2024, 1, 1));
  });
});

describe("PyDateTime", () => {
  test("isoformat, str and JSON", () => {
    const value = new PyDateTime(2024, 3, 5, 7, 8, 9);
    expect(value.isoformat()).toBe("2024-03-05T07:08:09");
    expect(value.isoformat(" ")).toBe("2024-03-05 07:08:09");
    expect(new PyDateTime(2024, 3, 5, 7, 8, 9, 12).isoformat()).toBe("2024-03-05T07:08:09.000012");
    expect(String(value)).toBe("2024-03-05 07:08:09");
    expect(JSON.stringify(value)).toBe('"2024-03-05 07:08:09"');
    expect(value.strftime("%H:%M:%S")).toBe("07:08:09");
  });

  test("arithmetic carries across days, months and years", () => {
    expect(new PyDateTime(2024, 2, 29, 23, 59, 59).add(new PyTimeDelta(0, 1))).toEqual(new PyDateTime(2024, 3, 1));
    expect(new PyDateTime(2024, 1, 1).subtract(new PyTimeDelta(0, 1))).toEqual(new PyDateTime(2023, 12, 31, 23, 59, 59));
    expect(new PyDateTime(2024, 1, 1).subtract(new PyDateTime(2023, 12, 31, 12))).toEqual(new PyTimeDelta(0, 43200));
    expect(new PyDateTime(2023, 12, 31, 12).subtract(new PyDateTime(2024, 1, 1))).toEqual(new PyTimeDelta(-1, 43200));
  });

  test("to_utc reads the value in the default zone, daylight saving included", () => {
    Settings.defaultZone = "Europe/Brussels";
    expect(new PyDateTime(2024, 1, 15, 10).to_utc()).toEqual(new PyDateTime(2024, 1, 15, 9));
    expect(new PyDateTime(2024, 7, 15, 10).to_utc()).toEqual(new PyDateTime(2024, 7, 15, 8));
    expect(new PyDateTime(2024, 3, 1, 0, 30).to_utc()).toEqual(new PyDateTime(2024, 2, 29, 23, 30));
    Settings.defaultZone = "UTC";
    expect(new PyDateTime(2024, 7, 15, 10).to_utc()).toEqual(new PyDateTime(2024, 7, 15, 10));
  });

  test("combine a date and a time", () => {
    expect(PyDateTime.combine([new PyDate(2024, 1, 2), new PyTime(3, 4, 5)])).toEqual(new PyDateTime(2024, 1, 2, 3, 4, 5));
    expect(() => PyDateTime.combine([1, 2])).toThrow(EvaluationError);
  });

  test("datetime and date do not compare", () => {
    expect(() => new PyDateTime(2024, 1, 1).compare(new PyDate(2024, 1, 1))).toThrow(EvaluationError);
    expect(new PyDateTime(2024, 1, 1).isEqual(new PyDate(2024, 1, 1))).toBe(false);
  });
});

describe("PyTime and PyTimeDelta", () => {
  test("time formats", () => {
    expect(new PyTime(9, 5).isoformat()).toBe("09:05:00");
    expect(new PyTime(9, 5, 1).strftime("%H:%M:%S")).toBe("09:05:01");
    expect(() => new PyTime(24)).toThrowError(new EvaluationError("hour must be in 0..23"));
  });

  test("timedelta normalizes like Python", () => {
    expect(PyTimeDelta.create([], { hours: 25 })).toEqual(new PyTimeDelta(1, 3600));
    expect(PyTimeDelta.create([], { seconds: -1 })).toMatchObject({ days: -1, seconds: 86399, microseconds: 0 });
    expect(PyTimeDelta.create([], { days: 1.5 })).toMatchObject({ days: 1, seconds: 43200 });
    expect(PyTimeDelta.create([], { weeks: 1, milliseconds: 1 })).toMatchObject({ days: 7, seconds: 0, microseconds: 1000 });
    expect(PyTimeDelta.create([1, 2, 3])).toMatchObject({ days: 1, seconds: 2, microseconds: 3 });
    expect(String(PyTimeDelta.create([], { days: 1, hours: 2, minutes: 3, seconds: 4 }))).toBe("1 day, 2:03:04");
    expect(String(PyTimeDelta.create([], { seconds: -1 }))).toBe("-1 day, 23:59:59");
    expect(PyTimeDelta.create([], { hours: 36 }).total_seconds()).toBe(129600);
    expect(() => PyTimeDelta.create([], { fortnights: 1 })).toThrow(EvaluationError);
  });

  test("timedelta division", () => {
    expect(new PyTimeDelta(1).divide(2)).toEqual(new PyTimeDelta(0, 43200));
    expect(new PyTimeDelta(1).divide(new PyTimeDelta(0, 3600))).toBe(24);
    expect(() => new PyTimeDelta(1).divide(0)).toThrow(EvaluationError);
  });
});

describe("PyRelativeDelta", () => {
  test.each(["year", "month", "day", "hour", "minute", "second"])("negative %s: '{period} {value} is out of range'", (period) => {
    expect(() => PyRelativeDelta.create([], { [period]: -1 })).toThrowError(new EvaluationError(`${period} -1 is out of range`));
  });

  test("negative relative values are fine", () => {
    expect(PyRelativeDelta.create([], { days: -1 }).applyTo(new PyDate(2024, 3, 1))).toEqual(new PyDate(2024, 2, 29));
  });

  test("the two-date form is not supported", () => {
    const run = () => PyRelativeDelta.create([new PyDate(2024, 1, 1), new PyDate(2023, 1, 1)]);
    expect(run).toThrow(NotSupportedError);
    expect(run).toThrowError("relativedelta(dt1, dt2) is not supported for now");
    expect(() => PyRelativeDelta.create([], { dt1: new PyDate(2024, 1, 1), dt2: new PyDate(2023, 1, 1) })).toThrow(NotSupportedError);
  });

  test("non-integer years and months are refused, unknown arguments too", () => {
    expect(() => PyRelativeDelta.create([], { months: 1.5 })).toThrow(EvaluationError);
    expect(() => PyRelativeDelta.create([], { fortnights: 1 })).toThrow(EvaluationError);
  });

  test("normalization carries overflowing units", () => {
    const delta = PyRelativeDelta.create([], { months: 14, hours: 25, minutes: -61 });
    expect(delta).toMatchObject({ years: 1, months: 2, days: 1, hours: 0, minutes: -1 });
  });

  test("applied to dates: clamps the day to the month's end", () => {
    const add = (fields: Record<string, number>, date: PyDate | PyDateTime) => PyRelativeDelta.create([], fields).applyTo(date);
    expect(add({ months: 1 }, new PyDate(2024, 1, 31))).toEqual(new PyDate(2024, 2, 29));
    expect(add({ months: 1 }, new PyDate(2023, 1, 31))).toEqual(new PyDate(2023, 2, 28));
    expect(add({ months: -1 }, new PyDate(2024, 3, 31))).toEqual(new PyDate(2024, 2, 29));
    expect(add({ years: -4 }, new PyDate(2024, 2, 29))).toEqual(new PyDate(2020, 2, 29));
    expect(add({ years: 1 }, new PyDate(2024, 2, 29))).toEqual(new PyDate(2025, 2, 28));
    expect(add({ months: 11 }, new PyDate(2024, 2, 29))).toEqual(new PyDate(2025, 1, 29));
    expect(add({ months: 1, day: 1, days: -1 }, new PyDate(2024, 2, 10))).toEqual(new PyDate(2024, 2, 29));
    expect(add({ leapdays: 1, months: 1 }, new PyDate(2024, 2, 10))).toEqual(new PyDate(2024, 3, 11));
    expect(add({ hour: 0, minute: 0, second: 0 }, new PyDateTime(2024, 1, 1, 13, 14, 15))).toEqual(new PyDateTime(2024, 1, 1));
    expect(add({ hours: 30 }, new PyDateTime(2024, 2, 28, 12))).toEqual(new PyDateTime(2024, 2, 29, 18));
    expect(add({ weekday: 4 }, new PyDate(2024, 2, 29))).toEqual(new PyDate(2024, 3, 1));
    expect(add({ weekday: 3 }, new PyDate(2024, 2, 29))).toEqual(new PyDate(2024, 2, 29));
  });

  test("years out of range raise", () => {
    expect(() => PyRelativeDelta.create([], { years: 1 }).applyTo(new PyDate(9999, 6, 1))).toThrowError(new EvaluationError("year 10000 is out of range"));
  });

  test("relativedelta to non-dates is not supported", () => {
    expect(() => PyRelativeDelta.add(1, PyRelativeDelta.create([], { days: 1 }))).toThrow(NotSupportedError);
  });

  test("negation keeps leapdays, the weekday and the absolute fields (dateutil)", () => {
    const delta = PyRelativeDelta.create([], { yearday: 60, days: 2, weekday: -2 });
    expect(delta).toMatchObject({ month: 3, day: 1, leapdays: -1, days: 2, weekday: 5 });
    expect(delta.negate()).toMatchObject({ month: 3, day: 1, leapdays: -1, days: -2, weekday: 5 });
  });

  test("deltas add and subtract: relative periods combine, set absolute fields and leapdays win", () => {
    const a = PyRelativeDelta.create([], { months: 1, day: 5, leapdays: 1 });
    const b = PyRelativeDelta.create([], { days: 2, day: 9 });
    expect(a.plus(b)).toMatchObject({ months: 1, days: 2, day: 9, leapdays: 1 });
    expect(a.minus(b)).toMatchObject({ months: 1, days: -2, day: 5, leapdays: 1 });
    expect(b.minus(a)).toMatchObject({ months: -1, days: 2, day: 9, leapdays: 1 });
  });

  test("equality and printing", () => {
    expect(PyRelativeDelta.create([], { hours: 24 }).isEqual(PyRelativeDelta.create([], { days: 1 }))).toBe(true);
    expect(String(PyRelativeDelta.create([], { months: 1, day: 31 }))).toBe("relativedelta(months=+1, day=31)");
  });
});
