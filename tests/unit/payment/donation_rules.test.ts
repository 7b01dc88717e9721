// The donation form's rules (spec 2 §5 "Donation form", §9 fee display).
import { describe, expect, it } from "vitest";
import { donationAmount, donorProblems, formatFee } from "../../../islands/payment/donation/donation_rules";

describe("donation", () => {
  it("Name, Email and Country are mandatory; the email must be valid", () => {
    expect(donorProblems({ name: " ", email: "", country_id: "" })).toEqual([
      { field: "name", message: "Field '%s' is mandatory", arg: "Name" },
      { field: "email", message: "Field '%s' is mandatory", arg: "Email" },
      { field: "country_id", message: "Field '%s' is mandatory", arg: "Country" },
    ]);
    expect(donorProblems({ name: "Ada", email: "ada@", country_id: "75" })).toEqual([{ field: "email", message: "Email is invalid" }]);
    expect(donorProblems({ name: "Ada", email: "ada@example.com", country_id: "75" })).toEqual([]);
  });
  it("takes a preset or the custom amount, shows fees with 2 decimals", () => {
    expect(donationAmount("25", "")).toBe(25);
    expect(donationAmount("other", "40.5")).toBe(40.5);
    expect(donationAmount("other", "")).toBeNull();
    expect(donationAmount(null, "10")).toBeNull();
    expect(formatFee(1.5)).toBe("1.50");
    expect(formatFee(0.6)).toBe("0.60");
  });
});
