import { describe, expect, test } from "vitest";
import {
  formatFloat,
  formatInteger,
  insertThousandsSep,
  InvalidNumberError,
  parseFloat,
  parseInteger,
  parseNumber,
} from "../../../../src/core/l10n/numbers";
import { numberingSystemFor, toLatinDigits, toNumberingSystem } from "../../../../src/core/l10n/numbering_system";

describe("grouping", () => {
  test.each([
    ["1234567", [3, 0], "1,234,567"],
    ["123", [3, 0], "123"],
    ["1234", [3, 0], "1,234"],
    ["-1234567", [3, 0], "-1,234,567"],
    ["1234567", [3], "1234,567"],
    ["123456789", [3, 2, -1], "1234,56,789"],
    ["123456789", [3, 2, 0], "12,34,56,789"],
    ["1234567", [], "1234567"],
    ["1234567", [0], "1234567"],
    ["1234567", [-1], "1234567"],
    ["1234567", [1, 2], "1234,56,7"],
  ])("%s with %j is %s", (digits, grouping, expected) => {
    expect(insertThousandsSep(digits, ",", grouping)).toBe(expected);
  });
});

describe("formatFloat", () => {
  test("two decimals by default, thousands separators", () => {
    expect(formatFloat(1234567.891)).toBe("1,234,567.89");
    expect(formatFloat(0)).toBe("0.00");
    expect(formatFloat(-1234.5)).toBe("-1,234.50");
    expect(formatFloat(false)).toBe("");
  });

  test("rounds half away from zero, without binary surprises", () => {
    expect(formatFloat(1.005)).toBe("1.01");
    expect(formatFloat(2.675)).toBe("2.68");
    expect(formatFloat(-1.005)).toBe("-1.01");
    expect(formatFloat(-0.001)).toBe("0.00");
    expect(formatFloat(0.5, { digits: 0 })).toBe("1");
  });

  test("digits and trailing zeros", () => {
    expect(formatFloat(1.5, { digits: 3 })).toBe("1.500");
    expect(formatFloat(1.5, { digits: 3, noTrailingZeros: true })).toBe("1.5");
    expect(formatFloat(2, { digits: 2, noTrailingZeros: true })).toBe("2");
  });

  test("the localization's separators and grouping", () => {
    const localization = { decimalPoint: ",", thousandsSep: ".", grouping: [3, 0] };
    expect(formatFloat(1234567.5, { localization })).toBe("1.234.567,50");
    expect(formatFloat(12345678.9, { localization: { decimalPoint: ".", thousandsSep: ",", grouping: [3, 2, 0] } })).toBe("1,23,45,678.90");
    expect(formatFloat(1234.5, { thousandsSep: "\u00a0", decimalPoint: "," })).toBe("1\u00a0234,50");
  });

  test("numbering systems (spec 1 §9)", () => {
    expect(formatFloat(1234.5, { localization: { code: "ar_SY", decimalPoint: "٫", thousandsSep: "٬" } })).toBe("١٬٢٣٤٫٥٠");
    expect(formatFloat(12.5, { localization: { code: "bn_BD" } })).toBe("১২.৫০");
    expect(formatFloat(12.5, { localization: { code: "bo_CN" } })).toBe("༡༢.༥༠");
    expect(formatFloat(12.5, { localization: { code: "pa_IN" } })).toBe("੧੨.੫੦");
    expect(formatFloat(12.5, { localization: { code: "ta_LK" } })).toBe("௧௨.௫௦");
    expect(formatFloat(12.5, { localization: { code: "fr_FR" } })).toBe("12.50");
  });

  test("formatInteger", () => {
    expect(formatInteger(1234567)).toBe("1,234,567");
    expect(formatInteger(2.6)).toBe("3");
    expect(formatInteger(null)).toBe("");
  });
});

describe("numbering systems", () => {
  test.each([
    ["ar_SA", "arab"],
    ["ar_SY", "arab"],
    ["ar_001", "arab"],
    ["ar_EG", "latn"],
    ["bn_IN", "beng"],
    ["bo_CN", "tibt"],
    ["pa_IN", "guru"],
    ["pa_PK", "latn"],
    ["ta_IN", "tamldec"],
    ["en_US", "latn"],
    ["sr@latin", "latn"],
    [undefined, "latn"],
  ])("%s uses %s", (code, system) => {
    expect(numberingSystemFor(code)).toBe(system);
  });

  test("digits both ways", () => {
    expect(toNumberingSystem("2024-01", "arab")).toBe("٢٠٢٤-٠١");
    expect(toLatinDigits("٢٠٢٤-০১-༢")).toBe("2024-01-2");
  });
});

describe("parsing", () => {
  test("with the localization's separators", () => {
    expect(parseFloat("1,234.5")).toBe(1234.5);
    expect(parseFloat("-1,234")).toBe(-1234);
    expect(parseFloat(" 12 ")).toBe(12);
    expect(parseFloat("1.234,5", { decimalPoint: ",", thousandsSep: "." })).toBe(1234.5);
    expect(parseFloat("1 234,5", { decimalPoint: ",", thousandsSep: " " })).toBe(1234.5);
    expect(parseFloat("1e3")).toBe(1000);
    expect(parseFloat("١٬٢٣٤٫٥", { decimalPoint: "٫", thousandsSep: "٬" })).toBe(1234.5);
  });

  test("an expression after = is computed", () => {
    expect(parseFloat("=2*3+1")).toBe(7);
    expect(parseNumber("=1/0")).toBeNaN();
  });

  test("what is not a number", () => {
    for (const text of ["", "abc", "1.2.3", "0x10", "12abc", "=foo"]) {
      expect(() => parseFloat(text), text).toThrowError(new InvalidNumberError(`"${text}" is not a correct number`));
    }
    expect(parseInteger("1,234")).toBe(1234);
    expect(() => parseInteger("1.5")).toThrowError(new InvalidNumberError('"1.5" is not a correct integer'));
  });
});
