// The fullscreen key (islands/website/fullscreen.tsx, a bind island on `body` as the platform's
// WebsiteRoot; src/kit/page_terms.ts) on the platform's contact page (fixtures/pages/platform/):
// nothing for a visitor; for the French demo user, Escape hides the header and shows the hint in
// French for 2000 ms; when the translations cannot be fetched, the hint is in English.
import { expect, test, type Page } from "./fixtures";
import { islandFile, islandsReady, login, watchConsole } from "./helpers";

const PAGE = "/platform/contactus";
const HINT_FR = "Appuyez sur Échap pour quitter le plein écran";
const HINT_EN = "Press esc to exit full screen";
const BIND_TERMS_FAILED = "[islands] Error while fetching translations: the islands without React show their texts in the source language on this page";

/** Opens the page; returns the paths of the scripts it fetched. */
async function open(page: Page) {
  const scripts: string[] = [];
  page.on("request", (request) => void scripts.push(new URL(request.url()).pathname));
  await page.goto(PAGE);
  await islandsReady(page);
  return scripts;
}

const body = (page: Page) => page.locator("body");
const hint = (page: Page) => page.locator(".o_fullscreen_indication");

test("a visitor's page does not fetch the island, and Escape changes nothing", async ({ page }) => {
  const console = watchConsole(page);
  const scripts = await open(page);
  expect(scripts).not.toContain(islandFile("website.fullscreen"));
  await page.keyboard.press("Escape");
  await expect(body(page)).not.toHaveClass(/o_fullscreen/);
  await expect(hint(page)).toHaveCount(0);
  expect(console.errors).toEqual([]);
});

test("the French demo user: Escape toggles fullscreen, the hint speaks French for 2 s", async ({ page }) => {
  const console = watchConsole(page);
  await login(page, "demo", "demo", { ownLanguage: true });
  const scripts = await open(page);
  expect(scripts).toContain(islandFile("website.fullscreen"));
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr-FR");
  await expect(page.locator("header#top")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(body(page)).toHaveClass(/(^| )o_fullscreen( |$)/);
  await expect(hint(page)).toHaveText(HINT_FR);
  await expect(hint(page)).toHaveClass(/o_visible/);
  await expect(page.locator("header#top")).toBeHidden();
  await expect(hint(page)).not.toHaveClass(/o_visible/, { timeout: 4000 });
  await expect(body(page)).not.toHaveClass(/o_fullscreen_transition/);
  await page.keyboard.press("Escape");
  await expect(body(page)).not.toHaveClass(/o_fullscreen/);
  await expect(page.locator("header#top")).toBeVisible();
  expect(console.errors).toEqual([]);
});

test("the French demo user without translations: the hint in English, said once in the console", async ({ page }) => {
  const console = watchConsole(page);
  await page.route("**/web/webclient/translations/**", (route) => route.abort("connectionreset"));
  await login(page, "demo", "demo", { ownLanguage: true });
  await open(page);
  await page.keyboard.press("Escape");
  await expect(body(page)).toHaveClass(/(^| )o_fullscreen( |$)/);
  await expect(hint(page)).toHaveText(HINT_EN);
  await expect(hint(page)).toHaveClass(/o_visible/);
  await page.keyboard.press("Escape");
  await expect(body(page)).not.toHaveClass(/o_fullscreen/);
  await page.keyboard.press("Escape");
  await expect(hint(page)).toHaveText(HINT_EN);
  expect(console.errors.filter((error) => error === BIND_TERMS_FAILED)).toHaveLength(1);
});
