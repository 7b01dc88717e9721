import { describe, expect, it } from "vitest";
import { publishedDate } from "../../../islands/portal/chatter/Message";

describe("a message's published date", () => {
  it("reads the server's date as UTC and shows it in the visitor's zone, medium format", () => {
    const instant = new Date(Date.UTC(2026, 10, 21, 9, 5, 0));
    const expected = instant.toLocaleString("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "numeric" });
    expect(publishedDate("2026-11-21 09:05:00", "en-US")).toBe(expected);
    expect(expected).toMatch(/^Nov 2[01], 2026, \d{1,2}:05 (AM|PM)$/);
  });

  it("speaks the page's language, written as the platform writes it (fr_FR)", () => {
    expect(publishedDate("2026-11-21 09:05:00", "fr_FR")).toMatch(/^2[01] nov\. 2026/);
  });

  it("leaves what is not a server datetime as it came", () => {
    expect(publishedDate("yesterday", "en-US")).toBe("yesterday");
    expect(publishedDate("2026-02-30 10:00:00", "en-US")).toBe("2026-02-30 10:00:00");
  });
});
