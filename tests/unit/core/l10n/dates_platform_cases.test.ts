// The platform's own date-parsing cases (web/static/tests/core/l10n/dates.test.js) in the families
// issue #31 names: another numbering system, abbreviated month names, short and digit-only
// notations, and smart dates naming a weekday alone or after another term.
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { DateTime, Settings } from "luxon";
import { ConversionError, parseDate, parseDateTime } from "../../../../src/core/l10n/dates";
import { DEFAULT_LOCALIZATION } from "../../../../src/core/l10n/localization";

const isoOf = (value: DateTime | false) => (value === false ? "false" : (value.toISO() as string));

afterEach(() => {
  Settings.defaultZone = "system";
  Settings.now = () => Date.now();
});

describe("another numbering system, abbreviated month names (zone UTC+1)", () => {
  beforeEach(() => {
    Settings.defaultZone = "UTC+1";
  });

  test("Arabic 'dd MMM, yyyy' with Arabic-Indic digits, in the language 'ar'", () => {
    const localization = { ...DEFAULT_LOCALIZATION, code: "ar", dateFormat: "dd MMM, yyyy", dateTimeFormat: "dd MMM, yyyy hh:mm:ss" };
    expect(isoOf(parseDate("٠١ فبراير, ٢٠٢٣", { localization }))).toBe("2023-02-01T00:00:00.000+01:00");
    expect(isoOf(parseDate("٠١ فبراير, ٢٠٢٣", { localization, locale: "ar", numberingSystem: "arab" }))).toBe(
      "2023-02-01T00:00:00.000+01:00",
    );
  });

  test("Syrian Arabic reads its own month names ('شباط' for February)", () => {
    const localization = { ...DEFAULT_LOCALIZATION, code: "ar_SY", dateFormat: "dd MMM, yyyy" };
    expect(isoOf(parseDate("٠١ شباط, ٢٠٢٣", { localization }))).toBe("2023-02-01T00:00:00.000+01:00");
  });

  test.each([
    ["fr_FR", "dd MMM yyyy", "16 déc. 2019"],
    ["fr_FR", "dd MMM yyyy", "16 janv. 2019"],
    ["de_DE", "dd. MMM yyyy", "16. Dez. 2019"],
    ["nb_NO", "dd. MMM yyyy", "16. des. 2019"],
  ])("%s abbreviated month %j", (code, dateFormat, input) => {
    const localization = { ...DEFAULT_LOCALIZATION, code, dateFormat, dateTimeFormat: `${dateFormat} HH:mm:ss` };
    const month = input.includes("janv") ? "01" : "12";
    expect(isoOf(parseDate(input, { localization }))).toBe(`2019-${month}-16T00:00:00.000+01:00`);
    expect(isoOf(parseDateTime(`${input} 10:05:45`, { localization }))).toBe(`2019-${month}-16T10:05:45.000+01:00`);
  });

  test.each([
    ["20-10-20", "yyyy-MM-dd", "2020-10-20"],
    ["20/10/20", "yyyy/MM/dd", "2020-10-20"],
    ["10-20-20", "MM-dd-yyyy", "2020-10-20"],
    ["10-20-20", "MM-yyyy-dd", "2020-10-20"],
    ["1-20-2", "MM-yyyy-dd", "2020-01-02"],
    ["20/1/2", "yyyy/MM/dd", "2020-01-02"],
  ])("short notation %j in %s is %s", (input, format, expected) => {
    expect(isoOf(parseDate(input, { format }))).toBe(`${expected}T00:00:00.000+01:00`);
  });

  test("short notation of a datetime", () => {
    expect(isoOf(parseDateTime("20-10-20 8:5:3", { format: "yyyy-MM-dd hh:mm:ss" }))).toBe("2020-10-20T08:05:03.000+01:00");
  });
});

describe("various entries with the format dd.MM/yyyy HH:mm:ss (now 2020-07-15 12:30 UTC)", () => {
  const localization = { ...DEFAULT_LOCALIZATION, dateFormat: "dd.MM/yyyy", timeFormat: "HH:mm:ss", dateTimeFormat: "dd.MM/yyyy HH:mm:ss" };
  beforeEach(() => {
    Settings.defaultZone = "UTC";
    Settings.now = () => Date.UTC(2020, 6, 15, 12, 30, 0);
  });

  // [input, parseDate's day or null when refused, parseDateTime's instant or null]
  const cases: [string, string | null, string | null][] = [
    ["10101010101010", null, "1010-10-10T10:10:10.000Z"],
    ["1191111", "1191-04-21", "1191-04-21T00:00:00.000Z"],
    ["11911111", "1191-11-11", "1191-11-11T00:00:00.000Z"],
    ["3101", "2020-01-31", "2020-01-31T00:00:00.000Z"],
    ["310160", "2060-01-31", "2060-01-31T00:00:00.000Z"],
    ["310161", "1961-01-31", "1961-01-31T00:00:00.000Z"],
    ["31011985", "1985-01-31", "1985-01-31T00:00:00.000Z"],
    ["3101198508", null, "1985-01-31T08:00:00.000Z"],
    ["310119850833", null, "1985-01-31T08:33:00.000Z"],
    ["1137", null, null],
    ["0131", null, null],
    ["2020", null, null],
    ["199901", "1999-01-01", "1999-01-01T00:00:00.000Z"],
    ["3010210", "3010-07-29", "3010-07-29T00:00:00.000Z"],
    ["970131", null, null],
    ["31.01", "2020-01-31", "2020-01-31T00:00:00.000Z"],
    ["31/01/1985 08", null, "1985-01-31T08:00:00.000Z"],
    ["2", "2020-07-02", "2020-07-02T00:00:00.000Z"],
    ["202", "2020-02-20", "2020-02-20T00:00:00.000Z"],
    ["02/13", null, null],
    ["09990101", null, null],
    ["2016200", "2016-07-18", "2016-07-18T00:00:00.000Z"],
    ["2020-W2", null, null],
    ["2020W23", "2020-06-01", "2020-06-01T00:00:00.000Z"],
    ["2016W213", "2016-05-25", "2016-05-25T00:00:00.000Z"],
    ["22:09", "2020-09-22", "2020-09-22T00:00:00.000Z"],
    ["2016-01-03T09:24:15.123+16:00", "2016-01-02", "2016-01-02T17:24:15.123Z"],
    ["2016-W21-3T09:24:15.123", "2016-05-25", "2016-05-25T09:24:15.123Z"],
    ["2016-W21-3 09:24:15.123", null, null],
    ["932-10-10", null, null],
    ["2016-01-03 09:24:15.123+06:00", "2016-01-03", "2016-01-03T03:24:15.123Z"],
  ];

  test.each(cases)("%j", (input, day, instant) => {
    if (day) expect(isoOf(parseDate(input, { localization }))).toBe(`${day}T00:00:00.000Z`);
    else expect(() => parseDate(input, { localization })).toThrowError(new ConversionError(`'${input}' is not a correct date or datetime`));
    if (instant) expect(isoOf(parseDateTime(input, { localization }))).toBe(instant);
    else expect(() => parseDateTime(input, { localization })).toThrowError(ConversionError);
  });
});

describe("smart dates naming a weekday, alone or after another term (now Wed 2020-01-01 00:01 UTC, week from Monday)", () => {
  const localization = { ...DEFAULT_LOCALIZATION, weekStart: 1 };
  const at = (input: string) => (parseDateTime(input, { localization }) as DateTime).toFormat("yyyy-MM-dd HH:mm");
  beforeEach(() => {
    Settings.defaultZone = "UTC";
    Settings.now = () => Date.UTC(2020, 0, 1, 0, 1, 0);
  });

  test.each([
    ["=monday", "2019-12-30 00:00"],
    ["=Monday", "2019-12-30 00:00"],
    ["+monday", "2020-01-06 00:01"],
    ["-friday", "2019-12-27 00:01"],
    ["=3H =sunday", "2020-01-05 00:00"],
    ["today =monday", "2019-12-30 00:00"],
    ["today +monday", "2020-01-06 00:00"],
    ["today=monday", "2019-12-30 00:00"],
    ["+1w =monday", "2020-01-06 00:00"],
    ["+1d+monday", "2020-01-06 00:01"],
    ["now +monday", "2020-01-06 00:01"],
    ["=monday +1d", "2019-12-31 00:00"],
    ["=monday =3H", "2019-12-30 03:00"],
  ])("%j is %s", (input, expected) => {
    expect(at(input)).toBe(expected);
  });

  test.each(["monday", "=mon", "+monday1", "monday +1d"])("%j is no date", (input) => {
    expect(() => parseDateTime(input, { localization })).toThrowError(new ConversionError(`'${input}' is not a correct date or datetime`));
  });
});
