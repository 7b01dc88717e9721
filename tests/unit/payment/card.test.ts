import { describe, expect, test } from "vitest";
import {
  cardType,
  CVC_MAX_DIGITS,
  EXPIRY_MAX_DIGITS,
  luhnCheck,
  maxCardNumberLength,
  parseCardExpiry,
  UNKNOWN_CARD_MAX_LENGTH,
  validateCardCVC,
  validateCardExpiry,
  validateCardNumber,
  withinCardNumberLimit,
  withinCVCLimit,
  withinExpiryLimit,
} from "../../../islands/payment/card";

describe("cardType", () => {
  test.each([
    ["5018000000000000", "maestro"],
    ["6759649826438453", "maestro"],
    ["6220000000000000", "maestro"],
    ["6007220000000004", "forbrugsforeningen"],
    ["5019717010103742", "dankort"],
    ["4111111111111111", "visa"],
    ["5555555555554444", "mastercard"],
    ["2221000000000009", "mastercard"],
    ["378282246310005", "amex"],
    ["341111111111111", "amex"],
    ["30569309025904", "dinersclub"],
    ["38520000023237", "dinersclub"],
    ["6011111111111117", "discover"],
    ["6500000000000002", "discover"],
    ["6221260000000000", "discover"],
    ["6200000000000005", "unionpay"],
    ["8800000000000000", "unionpay"],
    ["3530111333300000", "jcb"],
    ["4", "visa"],
    ["37", "amex"],
    ["9999", null],
    ["", null],
  ])("%s is %s", (number, type) => {
    expect(cardType(number)).toBe(type);
  });
});

describe("validateCardNumber", () => {
  test.each([
    ["4111111111111111", true],
    ["4111 1111 1111 1111", true],
    ["4222222222222", true], // visa, 13 digits
    ["4111111111111112", false], // Luhn
    ["411111111111111", false], // visa with 15 digits
    ["5555555555554444", true],
    ["378282246310005", true],
    ["3782822463100050", false], // amex with 16 digits
    ["30569309025904", true],
    ["6011111111111117", true],
    ["3530111333300000", true],
    ["5019717010103742", true],
    ["6007220000000004", true],
    ["6759649826438453", true],
    ["675964982643", false], // maestro, 12 digits, Luhn fails
    ["6200000000000005", true], // unionpay: Luhn skipped
    ["6200000000000001", true],
    ["62000000000000000001", false], // unionpay, 20 digits
    ["620000000000001", false], // unionpay, 15 digits
    ["9999999999999995", false], // unknown type
    // spec 2 §5: only whitespace is stripped; a dash is no digit (issue #31)
    ["4111-1111-1111-1111", false],
    ["4242-4242-4242-4242", false],
    ["4242 4242-4242 4242", false],
    ["4242-4242-4242-4241", false],
    ["3782-822463-10005", false],
    ["4242 4242\t4242\n4242", true],
    [" 3782 822463 10005 ", true],
    ["4242_4242_4242_4242", false], // other separators are not
    ["4111a11111111111", false],
    ["", false],
  ])("%j: %s", (number, valid) => {
    expect(validateCardNumber(number)).toBe(valid);
  });

  test("Luhn", () => {
    expect(luhnCheck("79927398713")).toBe(true);
    expect(luhnCheck("79927398710")).toBe(false);
  });
});

describe("validateCardExpiry", () => {
  const now = new Date(2024, 5, 15, 12, 0, 0); // 15 June 2024, local time

  test.each([
    ["6", "2024", true],
    ["06", "24", true],
    ["5", "2024", false],
    ["12", "2023", false],
    ["1", "2025", true],
    ["13", "2030", false],
    ["0", "2030", false],
    ["12", "69", true], // 2069
    ["12", "70", false], // 1970
    ["12", "99", false], // 1999
    ["1", "330", false], // three-digit year
    ["a", "2030", false],
    ["1", "20x0", false],
    ["", "", false],
  ])("%s/%s: %s", (month, year, valid) => {
    expect(validateCardExpiry(month, year, now)).toBe(valid);
  });

  test("valid through the end of the expiry month", () => {
    expect(validateCardExpiry(6, 2024, new Date(2024, 5, 30, 23, 59, 59))).toBe(true);
    expect(validateCardExpiry(6, 2024, new Date(2024, 6, 1, 0, 0, 0))).toBe(false);
    expect(validateCardExpiry(12, 2024, new Date(2024, 11, 31, 23, 59))).toBe(true);
    expect(validateCardExpiry(12, 2024, new Date(2025, 0, 1))).toBe(false);
  });

  test("reads a single expiry field", () => {
    expect(parseCardExpiry("06 / 27")).toEqual({ month: "06", year: "27" });
    expect(parseCardExpiry("6/2027")).toEqual({ month: "6", year: "2027" });
  });
});

describe("validateCardCVC", () => {
  test.each([
    ["123", "amex", true],
    ["1234", "amex", true],
    ["12", "amex", false],
    ["123", "visa", true],
    ["1234", "visa", false],
    ["123", "unionpay", true],
    ["123", undefined, true],
    ["1234", undefined, true],
    ["12345", undefined, false],
    ["12", undefined, false],
    ["12a", "visa", false],
    [" 123 ", "visa", true],
  ])("%j for %s: %s", (cvc, type, valid) => {
    expect(validateCardCVC(cvc, type)).toBe(valid);
  });
});

describe("typing limits (spec 2 §5)", () => {
  test("constants", () => {
    expect(UNKNOWN_CARD_MAX_LENGTH).toBe(16);
    expect(EXPIRY_MAX_DIGITS).toBe(6);
    expect(CVC_MAX_DIGITS).toBe(4);
  });

  test("card number: the type's longest length, 16 when unknown", () => {
    expect(maxCardNumberLength("4")).toBe(16);
    expect(maxCardNumberLength("37")).toBe(15);
    expect(maxCardNumberLength("36")).toBe(14);
    expect(maxCardNumberLength("67")).toBe(19);
    expect(maxCardNumberLength("62")).toBe(19);
    expect(maxCardNumberLength("9")).toBe(16);
    expect(withinCardNumberLimit("3782 822463 10005")).toBe(true);
    expect(withinCardNumberLimit("3782 822463 100051")).toBe(false);
    expect(withinCardNumberLimit("9".repeat(17))).toBe(false);
  });

  test("expiry up to 6 digits, security code up to 4", () => {
    expect(withinExpiryLimit("12 / 2030")).toBe(true);
    expect(withinExpiryLimit("12 / 20301")).toBe(false);
    expect(withinCVCLimit("1234")).toBe(true);
    expect(withinCVCLimit("12345")).toBe(false);
  });
});
