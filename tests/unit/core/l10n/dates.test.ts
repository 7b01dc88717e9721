import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { DateTime, Settings } from "luxon";
import {
  ConversionError,
  deserializeDate,
  deserializeDateTime,
  FALLBACK_DATE_FORMAT,
  FALLBACK_DATETIME_FORMAT,
  formatDate,
  formatDateTime,
  maxPickerDate,
  minPickerDate,
  parseDate,
  parseDateTime,
  SERVER_DATE_FORMAT,
  SERVER_DATETIME_FORMAT,
  SERVER_TIME_FORMAT,
  serializeDate,
  serializeDateTime,
} from "../../../../src/core/l10n/dates";
import { DEFAULT_LOCALIZATION } from "../../../../src/core/l10n/localization";

const iso = (value: DateTime | false) => (value === false ? false : value.toFormat("yyyy-MM-dd HH:mm:ss"));

beforeEach(() => {
  Settings.defaultZone = "Europe/Brussels";
  Settings.now = () => Date.UTC(2024, 1, 28, 12, 0, 0); // 2024-02-28 13:00 in Brussels
});

afterEach(() => {
  Settings.defaultZone = "system";
  Settings.now = () => Date.now();
});

describe("constants of spec 1 §9", () => {
  test("server and fallback formats, picker bounds", () => {
    expect(SERVER_DATE_FORMAT).toBe("yyyy-MM-dd");
    expect(SERVER_TIME_FORMAT).toBe("HH:mm:ss");
    expect(SERVER_DATETIME_FORMAT).toBe("yyyy-MM-dd HH:mm:ss");
    expect(FALLBACK_DATE_FORMAT).toBe("yyyy/MM/dd");
    expect(FALLBACK_DATETIME_FORMAT).toBe("yyyy/MM/dd HH:mm:ss");
    expect(iso(minPickerDate())).toBe("1000-01-01 00:00:00");
    expect(iso(maxPickerDate())).toBe("9999-12-31 23:59:59");
  });

  test("the fallback formats are used when the localization gives none", () => {
    const localization = { ...DEFAULT_LOCALIZATION, dateFormat: "", dateTimeFormat: "" };
    const value = DateTime.fromObject({ year: 2024, month: 3, day: 5, hour: 1, minute: 2, second: 3 });
    expect(formatDate(value, { localization })).toBe("2024/03/05");
    expect(formatDateTime(value, { localization })).toBe("2024/03/05 01:02:03");
    expect(iso(parseDate("2024/03/05", { localization }))).toBe("2024-03-05 00:00:00");
    expect(iso(parseDateTime("2024/03/05 01:02:03", { localization }))).toBe("2024-03-05 01:02:03");
  });
});

describe("parseDate", () => {
  test("an empty value gives no date", () => {
    expect(parseDate("")).toBe(false);
    expect(parseDate(null)).toBe(false);
    expect(parseDateTime("")).toBe(false);
  });

  test.each([
    ["+3d", "2024-03-02"],
    ["-2w", "2024-02-14"],
    ["+1m", "2024-03-28"],
    ["-1y", "2023-02-28"],
    ["+1", "2024-02-29"],
    [" - 1 d ", "2024-02-27"],
    ["+0", "2024-02-28"],
  ])("smart input %j is relative to today: %s", (input, expected) => {
    expect(iso(parseDate(input))).toBe(`${expected} 00:00:00`);
  });

  test("smart input keeps the time for datetimes", () => {
    expect(iso(parseDateTime("+1d"))).toBe("2024-02-29 13:00:00");
  });

  test.each(["=32d", "=0d", "=13m", "=54w", "=24H", "=60M", "+monday2", "+d", "=", "today+", "tomorrow", "+funday", "+1x"])(
    "%j is no smart input and no date",
    (input) => {
      expect(() => parseDateTime(input)).toThrowError(new ConversionError(`'${input}' is not a correct date or datetime`));
    },
  );

  test.each([
    ["02/29/2024", "2024-02-29"], // locale format
    ["2/9/2024", "2024-02-09"], // without zero padding
    ["12/31/2024", "2024-12-31"],
    ["02292024", "2024-02-29"], // digits only
    ["2/9/24", "2024-02-09"], // digits, two-digit year
    ["2024-02-29", "2024-02-29"], // ISO
    ["2024-02-29T10:00:00", "2024-02-29"],
  ])("%j reads as %s", (input, expected) => {
    expect(iso(parseDate(input))).toBe(`${expected} 00:00:00`);
  });

  test("the localization's format is used first", () => {
    const localization = { ...DEFAULT_LOCALIZATION, dateFormat: "dd/MM/yyyy", dateTimeFormat: "dd/MM/yyyy HH:mm:ss" };
    expect(iso(parseDate("03/04/2024", { localization }))).toBe("2024-04-03 00:00:00");
    expect(iso(parseDate("3/4/2024", { localization }))).toBe("2024-04-03 00:00:00");
    expect(iso(parseDateTime("03/04/2024 10:11:12", { localization }))).toBe("2024-04-03 10:11:12");
    expect(iso(parseDate("3.4.2024", { format: "d.M.yyyy" }))).toBe("2024-04-03 00:00:00");
  });

  test("month names read in the localization's language", () => {
    const localization = { ...DEFAULT_LOCALIZATION, code: "fr_FR", dateFormat: "d MMMM yyyy" };
    expect(iso(parseDate("3 avril 2024", { localization }))).toBe("2024-04-03 00:00:00");
  });

  test("native digits are read", () => {
    const localization = { ...DEFAULT_LOCALIZATION, code: "ar_SY" };
    expect(iso(parseDate("٠٢/٢٩/٢٠٢٤", { localization }))).toBe("2024-02-29 00:00:00");
  });

  test("digits of other numbering systems are read whatever the language", () => {
    expect(iso(parseDate("٢٠٢٤-٠٢-٢٩"))).toBe("2024-02-29 00:00:00"); // Arabic-Indic
    expect(iso(parseDate("۲۰۲۴-۰۲-۲۹"))).toBe("2024-02-29 00:00:00"); // Persian
    expect(iso(parseDate("२०२४-०२-२९"))).toBe("2024-02-29 00:00:00"); // Devanagari
    expect(iso(parseDateTime("০২/২৯/২০২৪ ১০:১১:১২"))).toBe("2024-02-29 10:11:12"); // Bengali
  });

  test("month names of the locale: Norwegian 'des' (the platform's result)", () => {
    for (const code of ["nb_NO", "no"]) {
      const localization = { ...DEFAULT_LOCALIZATION, code, dateFormat: "dd. MMM yyyy", dateTimeFormat: "dd. MMM yyyy HH:mm:ss" };
      expect((parseDateTime("16. des 2019 10:05:45", { localization }) as DateTime).toISO()).toBe("2019-12-16T10:05:45.000+01:00");
      expect(iso(parseDate("16. des 2019", { localization }))).toBe("2019-12-16 00:00:00");
    }
  });

  test("month names of the locale: English 'Feb', in dates and in datetimes typed without their time", () => {
    const localization = { ...DEFAULT_LOCALIZATION, dateFormat: "MMM/dd/yyyy", dateTimeFormat: "MMM/dd/yyyy HH:mm:ss" };
    expect(iso(parseDate("Feb/05/1997", { localization }))).toBe("1997-02-05 00:00:00");
    expect(iso(parseDate("Jan/05/1997", { localization, format: "MMM/dd/yyyy" }))).toBe("1997-01-05 00:00:00");
    expect(iso(parseDateTime("Feb/05/1997", { localization }))).toBe("1997-02-05 00:00:00");
    expect(iso(parseDateTime("Jan/05/1997 10:00:00", { localization }))).toBe("1997-01-05 10:00:00");
  });

  test("Arabic: month names with Arabic-Indic digits, latin digits too (the platform's results)", () => {
    const localization = { ...DEFAULT_LOCALIZATION, code: "ar_001", dateFormat: "dd MMM, yyyy", dateTimeFormat: "dd MMM, yyyy HH:mm:ss" };
    expect((parseDate("٠١ فبراير, ٢٠٢٣", { localization }) as DateTime).toISO()).toBe("2023-02-01T00:00:00.000+01:00");
    expect(iso(parseDateTime("٠١ فبراير, ٢٠٢٣", { localization }))).toBe("2023-02-01 00:00:00");
    expect(iso(parseDateTime("١٥ يوليو, ٢٠٢٠ ١٢:٣٠:٤٣", { localization }))).toBe("2020-07-15 12:30:43");
    expect(iso(parseDateTime("15 07, 2020 12:30:43", { localization }))).toBe("2020-07-15 12:30:43");
    expect(iso(parseDateTime("22/01/2023", { localization }))).toBe("2023-01-22 00:00:00");
    expect(iso(parseDateTime("2023-01-22", { localization }))).toBe("2023-01-22 00:00:00");
  });

  test("datetimes: locale format, date only, ISO with offset and SQL", () => {
    expect(iso(parseDateTime("02/29/2024 10:11:12"))).toBe("2024-02-29 10:11:12");
    expect(iso(parseDateTime("02/29/2024"))).toBe("2024-02-29 00:00:00");
    expect(iso(parseDateTime("2024-02-29 10:11:12"))).toBe("2024-02-29 10:11:12");
    expect(iso(parseDateTime("2024-02-29T10:11:12Z"))).toBe("2024-02-29 11:11:12");
    expect((parseDateTime("2024-07-01 10:00:00") as DateTime).zoneName).toBe("Europe/Brussels");
  });

  test.each(["abc", "13/45/2024", "02/30/2023", "0999-12-31", "12/31/0999", "10000-01-01", "1/1/0999", "+", "2024"])(
    "%j: '%s is not a correct date or datetime'",
    (input) => {
      expect(() => parseDate(input)).toThrowError(new ConversionError(`'${input}' is not a correct date or datetime`));
      expect(() => parseDateTime(input)).toThrowError(ConversionError);
    },
  );

  test("years 1000 and 9999 are the bounds", () => {
    expect(iso(parseDate("1000-01-01"))).toBe("1000-01-01 00:00:00");
    expect(iso(parseDate("9999-12-31"))).toBe("9999-12-31 00:00:00");
  });
});

describe("smart date input (the platform's results, now frozen at 2020-01-01 00:00 UTC)", () => {
  const format = "yyyy-MM-dd HH:mm";
  const localization = (weekStart: number) => ({ ...DEFAULT_LOCALIZATION, weekStart });
  const at = (value: DateTime | false) => (value === false ? false : value.toFormat(format));

  beforeEach(() => {
    Settings.defaultZone = "UTC";
    Settings.now = () => Date.UTC(2020, 0, 1, 0, 0, 0);
  });

  test.each([
    ["+0", "2020-01-01 00:00"],
    ["-0", "2020-01-01 00:00"],
    ["+1d", "2020-01-02 00:00"],
    ["+2w", "2020-01-15 00:00"],
    ["+3m", "2020-04-01 00:00"],
    ["+4y", "2024-01-01 00:00"],
    ["+5", "2020-01-06 00:00"],
    ["-5", "2019-12-27 00:00"],
    ["-4y", "2016-01-01 00:00"],
    ["-3m", "2019-10-01 00:00"],
    ["-2w", "2019-12-18 00:00"],
    ["-1d", "2019-12-31 00:00"],
  ])("%j is %s with parseDate and parseDateTime", (input, expected) => {
    expect(at(parseDate(input, { localization: localization(1) }))).toBe(expected);
    expect(at(parseDateTime(input, { localization: localization(1) }))).toBe(expected);
  });

  test.each([
    // a minute past midnight: relative terms keep the time, set terms reset it
    ["=3d", 1, "2020-01-03 00:00"],
    ["+3d +1m", 1, "2020-02-04 00:01"],
    ["=11d +2H +15M", 1, "2020-01-11 02:15"],
    ["=11d =3H +2H +15M", 1, "2020-01-11 05:15"],
    ["now", 1, "2020-01-01 00:01"],
    ["today", 1, "2020-01-01 00:00"],
    ["today +1w", 1, "2020-01-08 00:00"],
    ["=monday", 1, "2019-12-30 00:00"],
    ["=sunday", 1, "2020-01-05 00:00"],
    ["+monday", 1, "2020-01-06 00:01"],
    ["=3H =11d", 1, "2020-01-11 00:00"],
    ["=3H =sunday", 1, "2020-01-05 00:00"],
    ["=week_start", 1, "2019-12-30 00:00"],
    ["-week_start", 1, "2019-12-30 00:01"],
    ["+week_start", 1, "2020-01-06 00:01"],
    ["=week_start", 7, "2019-12-29 00:00"],
    ["-week_start", 7, "2019-12-29 00:01"],
    ["+week_start", 7, "2020-01-05 00:01"],
    ["=sunday", 7, "2019-12-29 00:00"],
    ["=week_start", 3, "2020-01-01 00:00"],
    ["-week_start", 3, "2020-01-01 00:01"],
    ["+week_start", 3, "2020-01-01 00:01"],
    ["=tuesday", 3, "2020-01-07 00:00"],
    ["=wednesday", 3, "2020-01-01 00:00"],
    // beyond the platform's cases
    ["-monday", 1, "2019-12-30 00:01"],
    ["+wednesday", 1, "2020-01-01 00:01"],
    ["=2m", 1, "2020-02-01 00:00"],
    ["=2021y", 1, "2021-01-01 00:00"],
    ["=9H =30M", 1, "2020-01-01 09:30"],
    ["Today +1d", 1, "2020-01-02 00:00"],
    ["+ Monday", 1, "2020-01-06 00:01"],
  ])("%j with the week starting on day %i is %s", (input, weekStart, expected) => {
    Settings.now = () => Date.UTC(2020, 0, 1, 0, 1, 0);
    expect(at(parseDateTime(input, { localization: localization(weekStart) }))).toBe(expected);
  });

  test("parseDate keeps the day of a smart input", () => {
    Settings.now = () => Date.UTC(2020, 0, 1, 0, 1, 0);
    expect(at(parseDate("+monday", { localization: localization(1) }))).toBe("2020-01-06 00:00");
    expect(at(parseDate("now", { localization: localization(1) }))).toBe("2020-01-01 00:00");
  });

  test("smart input is relative to now in the user's zone", () => {
    Settings.defaultZone = "Pacific/Auckland"; // 2020-01-01 00:00 UTC is 13:00 there
    expect(iso(parseDateTime("=monday", { localization: localization(1) }))).toBe("2019-12-30 00:00:00");
    expect(iso(parseDateTime("+1d"))).toBe("2020-01-02 13:00:00");
  });
});

describe("formatting", () => {
  let value: DateTime;
  beforeEach(() => {
    value = DateTime.fromObject({ year: 2024, month: 3, day: 5, hour: 1, minute: 2, second: 3 });
  });

  test("with the localization's formats", () => {
    expect(formatDate(value)).toBe("03/05/2024");
    expect(formatDateTime(value)).toBe("03/05/2024 01:02:03");
    expect(formatDate(value, { format: "dd MMM yyyy" })).toBe("05 Mar 2024");
    expect(formatDate(value, { localization: { code: "fr_FR", dateFormat: "d MMMM yyyy" } })).toBe("5 mars 2024");
    expect(formatDate(false)).toBe("");
  });

  test("datetimes show in the default zone", () => {
    const utc = DateTime.fromISO("2024-03-05T23:30:00Z", { zone: "utc" });
    expect(formatDateTime(utc)).toBe("03/06/2024 00:30:00");
    expect(formatDateTime(utc, { zone: "America/New_York" })).toBe("03/05/2024 18:30:00");
  });

  test("numbering systems by language (spec 1 §9)", () => {
    expect(formatDate(value, { localization: { code: "ar_SY" } })).toBe("٠٣/٠٥/٢٠٢٤");
    expect(formatDate(value, { localization: { code: "ar_EG" } })).toBe("03/05/2024");
    expect(formatDate(value, { localization: { code: "bn_IN" } })).toBe("০৩/০৫/২০২৪");
    expect(formatDate(value, { localization: { code: "ta_IN" } })).toBe("௦௩/௦௫/௨௦௨௪");
  });
});

describe("server formats", () => {
  test("serialize: yyyy-MM-dd, and HH:mm:ss in UTC for datetimes", () => {
    const value = DateTime.fromObject({ year: 2024, month: 7, day: 1, hour: 1, minute: 30 });
    expect(serializeDate(value)).toBe("2024-07-01");
    expect(serializeDateTime(value)).toBe("2024-06-30 23:30:00");
    expect(serializeDate(value.reconfigure({ numberingSystem: "arab" }))).toBe("2024-07-01");
  });

  test("deserialize: dates at the start of the day, datetimes from UTC to the default zone", () => {
    expect(iso(deserializeDate("2024-07-01"))).toBe("2024-07-01 00:00:00");
    expect(iso(deserializeDateTime("2024-06-30 23:30:00"))).toBe("2024-07-01 01:30:00");
    expect(deserializeDateTime("2024-06-30 23:30:00").zoneName).toBe("Europe/Brussels");
    expect(serializeDateTime(deserializeDateTime("2024-01-31 23:59:59"))).toBe("2024-01-31 23:59:59");
    expect(() => deserializeDate("nope")).toThrow(ConversionError);
  });
});
