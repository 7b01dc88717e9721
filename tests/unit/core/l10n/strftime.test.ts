import { describe, expect, test } from "vitest";
import { DateTime } from "luxon";
import { strftimeToLuxon } from "../../../../src/core/l10n/strftime";

describe("strftimeToLuxon", () => {
  test.each([
    ["%m/%d/%Y", "MM/dd/yyyy"],
    ["%d/%m/%Y", "dd/MM/yyyy"],
    ["%Y-%m-%d", "yyyy-MM-dd"],
    ["%H:%M:%S", "HH:mm:ss"],
    ["%I:%M %p", "hh:mm a"],
    ["%d.%m.%y", "dd.MM.yy"],
    ["%a %d %b %Y", "ccc dd MMM yyyy"],
    ["%A %B", "cccc MMMM"],
    ["%-d/%-m/%Y", "d/M/yyyy"],
    ["%Y年%m月%d日", "yyyy年MM月dd日"],
    ["%d de %B de %Y", "dd' de 'MMMM' de 'yyyy"],
    ["100%%", "100%"],
  ])("%s → %s", (format, expected) => {
    expect(strftimeToLuxon(format)).toBe(expected);
  });

  test("converted formats print as Python would", () => {
    const value = DateTime.fromObject({ year: 2024, month: 3, day: 5, hour: 14, minute: 7, second: 9 }, { locale: "es" });
    expect(value.toFormat(strftimeToLuxon("%d de %B de %Y, %H:%M:%S"))).toBe("05 de marzo de 2024, 14:07:09");
  });
});
