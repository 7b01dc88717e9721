// What the card fields accept as the user types and when they are invalid (spec 2 §5, §9 table).
import { describe, expect, it } from "vitest";
import { formatCardNumber, formatCvc, formatExpiry, invalidCardFields } from "../../../islands/payment/card/card_format";

describe("card typing", () => {
  it("cuts the number at its type's longest length, 16 when unknown, and groups it", () => {
    expect(formatCardNumber("42424242424242421234")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("378282246310005999")).toBe("3782 822463 10005");
    expect(formatCardNumber("36227206271667999")).toBe("3622 720627 1667");
    expect(formatCardNumber("6759649826438453123456")).toBe("6759 6498 2643 8453 123");
    expect(formatCardNumber("9999999999999999999")).toBe("9999 9999 9999 9999");
    expect(formatCardNumber("4242-42ab42")).toBe("4242 4242");
  });

  it("cuts the expiry at 6 digits as MM / YY(YY) and the code at 4 digits", () => {
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("1230")).toBe("12 / 30");
    expect(formatExpiry("12/20309")).toBe("12 / 2030");
    expect(formatCvc("12a345")).toBe("1234");
  });

  it("names the invalid fields of a card", () => {
    const now = new Date(2026, 10, 23);
    expect(invalidCardFields({ number: "4242 4242 4242 4242", holder: "Ada", expiry: "12 / 30", cvc: "123" }, now)).toEqual([]);
    expect(invalidCardFields({ number: "4242 4242 4242 4241", holder: " ", expiry: "10 / 26", cvc: "1234" }, now)).toEqual(["number", "holder", "expiry", "cvc"]);
    expect(invalidCardFields({ number: "3782 822463 10005", holder: "Ada", expiry: "11 / 2026", cvc: "1234" }, now)).toEqual([]);
  });
});
