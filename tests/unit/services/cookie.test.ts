import { describe, expect, it } from "vitest";
import { COOKIE_TTL_SECONDS, cookieString, deleteCookie, getCookie, setCookie } from "../../../src/services/cookie";

describe("cookies", () => {
  it("live 365 days (31,536,000 s)", () => {
    expect(COOKIE_TTL_SECONDS).toBe(31_536_000);
    expect(cookieString("frontend_lang", "fr_FR")).toBe("frontend_lang=fr_FR;path=/;max-age=31536000");
  });

  it("are read and deleted by name", () => {
    setCookie("a", "1 2");
    setCookie("b", "x=y");
    expect(getCookie("a")).toBe("1 2");
    expect(getCookie("b")).toBe("x=y");
    deleteCookie("a");
    expect(getCookie("a")).toBeUndefined();
  });
});
