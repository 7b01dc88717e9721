import { describe, expect, test, vi } from "vitest";
import { DateTime } from "luxon";
import { formatDate } from "../../../../src/core/l10n/dates";
import {
  NOW_LABEL,
  NOW_THRESHOLD_SECONDS,
  RELATIVE_TIME_MAX_DAYS,
  RELATIVE_TIME_REFRESH_MS,
  relativeTime,
} from "../../../../src/core/text/relative_time";
import { makeTranslate } from "../../../../src/runtime/translate";

// noon UTC: the same calendar day in every zone from UTC-11 to UTC+11
const now = Date.UTC(2024, 2, 10, 12, 0, 0);
const ago = (seconds: number) => new Date(now - seconds * 1000);

describe("spec constants", () => {
  test("'now' under 45 seconds, the date from 7 days, refresh every 60 s", () => {
    expect(NOW_THRESHOLD_SECONDS).toBe(45);
    expect(RELATIVE_TIME_MAX_DAYS).toBe(7);
    expect(RELATIVE_TIME_REFRESH_MS).toBe(60_000);
    expect(NOW_LABEL).toBe("now");
  });
});

describe("relativeTime", () => {
  test.each([
    [0, "now"],
    [44, "now"],
    [44.999, "now"],
    [-30, "now"],
    [45, "1 minute ago"],
    [119, "1 minute ago"],
    [120, "2 minutes ago"],
    [59 * 60 + 59, "59 minutes ago"],
    [3600, "1 hour ago"],
    [2 * 3600 + 3599, "2 hours ago"],
    [86399, "23 hours ago"],
    [86400, "1 day ago"],
    [7 * 86400 - 1, "6 days ago"],
    [-45, "in 1 minute"],
    [-3 * 3600, "in 3 hours"],
    [-2 * 86400, "in 2 days"],
  ])("%s seconds ago: %j", (seconds, label) => {
    expect(relativeTime(ago(seconds), { now })).toBe(label);
  });

  test("from 7 days, before or after, the date: the language's numeric date by default", () => {
    expect(relativeTime(ago(7 * 86400), { now })).toBe("03/03/2024");
    expect(relativeTime(now + 8 * 86400 * 1000, { now })).toBe("03/18/2024");
    expect(relativeTime(ago(30 * 86400), { now, localization: { code: "fr_FR" } })).toBe("09/02/2024");
    expect(relativeTime(ago(30 * 86400), { now, localization: { code: "de_DE" } })).toBe("09.02.2024");
  });

  test("from 7 days, the user's own date format when the caller passes the localization's formatter", () => {
    const localization = { dateFormat: "dd MMM yyyy" };
    const write = (date: Date) => formatDate(DateTime.fromJSDate(date, { zone: "utc" }), { localization });
    expect(relativeTime(ago(400 * 86400), { now, formatDate: write })).toBe("04 Feb 2023");
    expect(relativeTime(ago(6 * 86400), { now, formatDate: write })).toBe("6 days ago");
  });

  test("'now' goes through the translate function, the rest through the language", () => {
    const translate = makeTranslate(new Map([["now", "maintenant"]]));
    const localization = { code: "fr_FR" };
    expect(relativeTime(ago(10), { now, translate, localization })).toBe("maintenant");
    expect(relativeTime(ago(5 * 60), { now, translate, localization })).toBe("il y a 5 minutes");
    expect(relativeTime(ago(2 * 86400), { now, translate, localization })).toBe("il y a 2 jours");
    expect(relativeTime(ago(3 * 3600), { now, localization: { code: "de_DE" } })).toBe("vor 3 Stunden");
  });

  test("languages written in another numbering system get its digits (spec 1 §9)", () => {
    expect(relativeTime(ago(5 * 60), { now, localization: { code: "ar_SY" } })).toBe("قبل ٥ دقائق");
    expect(relativeTime(ago(10 * 86400), { now, localization: { code: "ar_SY" } })).toMatch(/^[٠-٩/\u200f]+$/);
  });

  test("a timestamp may be a Date or milliseconds; now defaults to the clock", () => {
    vi.useFakeTimers({ now });
    try {
      expect(relativeTime(now - 90_000)).toBe("1 minute ago");
      expect(relativeTime(ago(10))).toBe("now");
    } finally {
      vi.useRealTimers();
    }
  });
});
