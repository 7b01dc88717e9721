// The page language on the reference server (issue 28): the demo user's pages are French, the
// language switcher's cookie wins over the user's language, and server-rendered island markup
// speaks the page's language.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../server_fetch";

let server: TestServer;
beforeEach(() => (server = startTestServer()));
afterEach(() => {
  document.cookie = "frontend_lang=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
});

const htmlLang = (html: string) => /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1];
const sessionLang = (html: string) => /"user_context":\{"lang":"([^"]+)"/.exec(html)?.[1];
const page = async (path: string) => (await server.fetch(path)).text();

describe("the page language", () => {
  it("is English for a visitor, French for the demo user", async () => {
    const visitor = await page("/website/blog");
    expect([htmlLang(visitor), sessionLang(visitor)]).toEqual(["en-US", "en_US"]);
    await server.login("demo", "demo");
    const demo = await page("/website/blog");
    expect([htmlLang(demo), sessionLang(demo)]).toEqual(["fr-FR", "fr_FR"]);
  });

  it("follows the language switcher, over the user's own language", async () => {
    await server.login("demo", "demo");
    const answer = await server.fetch("/website/lang/en?r=%2Fwebsite%2Fblog", { redirect: "manual" });
    expect(answer.status).toBe(302);
    expect(htmlLang(await page("/website/blog"))).toBe("en-US");
    await server.fetch("/website/lang/fr?r=%2Fwebsite%2Fblog", { redirect: "manual" });
    expect(htmlLang(await page("/website/blog"))).toBe("fr-FR");
  });

  it("renders the rating statistics in the page's language", async () => {
    const english = await page("/website/blog");
    expect(english).toContain("Ratings per star");
    await server.fetch("/website/lang/fr?r=%2Fwebsite%2Fblog", { redirect: "manual" });
    const french = await page("/website/blog");
    expect(french).toContain('aria-label="Notes par étoile"');
    expect(french).not.toContain("Ratings per star");
  });
});
