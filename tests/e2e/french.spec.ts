// The demo speaks French (issue 28): every fixture page, seen by the French demo user at phone
// width once its islands have mounted, shows no island text in English (a text the islands wrote
// that is an English source string of fr_FR, as is or with its placeholders filled), and no button
// or label whose text overflows its box. A screenshot of each page is kept with the results.
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { FIXTURE_PAGES } from "../../fixtures/page_list";
import { clearFaults, islandsReady, login } from "./helpers";
import { islandTexts, scrollThrough, watchIslandWrites } from "./french_watch";
import { keepShot } from "./keep_shot";

interface Messages {
  modules: Record<string, { messages: { id: string; string: string }[] }>;
}
const french = JSON.parse(readFileSync("fixtures/seed/translations/fr_FR.json", "utf8")) as Messages;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The English sources French writes differently (the same words in both are no evidence). */
const english = Object.values(french.modules)
  .flatMap((module) => module.messages)
  .filter((m) => m.string !== m.id && !m.id.includes("<"))
  .map((m) => ({ source: m.id, pattern: new RegExp(`^${escape(m.id).replace(/%\\\(\w+\\\)s|%s/g, ".+")}$`) }));

const isEnglish = (text: string) => english.find((e) => e.pattern.test(text))?.source;

const PHONE = { width: 390, height: 844 };

test.beforeEach(async ({ request }) => clearFaults(request));
test.describe.configure({ mode: "parallel" });

test("the English sources are matched, with their placeholders filled", () => {
  expect(isEnglish("Publisher comment")).toBe("Publisher comment");
  expect(isEnglish("12 reviews")).toBe("%s reviews");
  expect(isEnglish("Commentaire de l'éditeur")).toBeUndefined();
});

// The check can fail: the same walk, in English, finds the islands' English texts.
test("an English publisher's blog page shows island texts the check finds in English", async ({ page }) => {
  await login(page, "admin", "admin");
  await watchIslandWrites(page);
  await page.goto("/website/blog");
  await scrollThrough(page);
  await islandsReady(page);
  const sources = (await islandTexts(page)).map((t) => isEnglish(t.text)).filter(Boolean);
  expect(sources).toEqual(expect.arrayContaining(["Edit", "Delete"]));
});

/** Pages the demo user may not open (moderators only): walked by no French user. */
const REFUSED_TO_DEMO = new Set(["/forum/1/validation_queue"]);
const paths = [...new Set(FIXTURE_PAGES.map((p) => p.path))].filter((path) => !REFUSED_TO_DEMO.has(path));

for (const path of paths) {
  test(`${path} as the French user: no island text in English, nothing overflows at 390 px`, async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await login(page, "demo", "demo", { ownLanguage: true });
    await watchIslandWrites(page);
    const answer = await page.goto(path);
    expect(answer?.status() ?? 200).toBeLessThan(400);
    await scrollThrough(page);
    await islandsReady(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr-FR");
    await keepShot(page, { path: testInfo.outputPath(`${path.replace(/[^\w]+/g, "_") || "home"}.png`), fullPage: true });

    const inEnglish = (await islandTexts(page)).map((t) => ({ ...t, source: isEnglish(t.text) })).filter((t) => t.source);
    expect(inEnglish.map((t) => `${t.where}: ${JSON.stringify(t.text)}`)).toEqual([]);

    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("button, label, .btn, .badge, .nav-link")]
        // a visually hidden label is clipped to 1 px on purpose
        .filter((el) => el.offsetParent !== null && el.clientWidth > 1 && !el.closest(".visually-hidden") && el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")}: ${JSON.stringify(el.textContent?.trim().slice(0, 40))} (${el.scrollWidth} > ${el.clientWidth})`),
    );
    expect(overflowing).toEqual([]);
  });
}
