// A site's own islands next to the product's: examples/site_islands built against the product's
// kit (npm run build:site, build/site_build.mjs) into dist-site/, its script after the loader on
// /website/site_islands. Island: examples/site_islands/opening_hours.tsx, with the product's
// submit-form island on the same page; the loader's add() hands it the site's islands.
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { islandsReady, recordOnSubmit, watchConsole } from "./helpers";
import { keepShot, onlyForShots } from "./keep_shot";

/** The product's submit-form island on the same page: a filled form's button shows its loading state. */
async function submitShowsLoading(page: Page) {
  await page.fill("#contact_name", "Ana");
  await page.fill("#email_from", "ana@example.com");
  await page.fill("#description", "Are you open on Sunday?");
  const states = await recordOnSubmit(page, ".js_website_submit_form button[type=submit]");
  await page.click(".js_website_submit_form button[type=submit]", { noWaitAfter: true });
  await expect.poll(() => states.length).toBe(1);
  expect(states[0]).toEqual([{ disabled: true, spinner: true }]);
}

test("a site's island comes alive on a page with the product's islands, on the same runtime", async ({ page }) => {
  const console = watchConsole(page);
  await page.clock.install({ time: new Date(2026, 10, 27, 17, 59, 30) });
  await page.goto("/website/site_islands");
  await islandsReady(page);
  const hours = page.locator(".o_site_opening_hours").first();
  await expect(hours.locator(".o_site_opening_state")).toHaveText("Open now");
  await expect(hours).toHaveClass(/o_site_open/);
  // the block without hours keeps the defaults (9 to 18)
  await expect(page.locator(".o_site_late .o_site_opening_state")).toHaveText("Open now");
  await page.clock.runFor(60_000);
  await expect(hours.locator(".o_site_opening_state")).toHaveText("Closed");
  await expect(hours).toHaveClass(/o_site_closed/);
  // one React and one runtime: the site's chunk imports the product's site_kit.js, nothing of its own
  const siteChunk = await page.evaluate(async () => {
    const script = (await (await fetch("/site-dist/site-islands.js")).text()).match(/import\("\.\/(v\/[^"]+)"\)/)![1];
    return (await fetch(`/site-dist/${script}`)).text();
  });
  expect(siteChunk).toMatch(/from"\/dist\/v\/[0-9a-f]+\/site_kit\.js"/);
  expect(siteChunk).not.toContain("react.production");
  // the product's island on the same page still works: the submit button shows its loading state
  await submitShowsLoading(page);
  expect(console.errors).toEqual([]);
});

test("a site island whose file cannot load leaves the block as served and the product's islands working", async ({ page }) => {
  const console = watchConsole(page);
  await page.route("**/site-dist/v/**", (route) => route.abort());
  await page.goto("/website/site_islands");
  await islandsReady(page);
  await expect(page.locator(".o_site_opening_hours .o_site_opening_state").first()).toHaveText("Open from 9:00 to 18:00");
  expect(console.errors.some((text) => text.includes("[islands] island") && text.includes(".o_site_opening_hours"))).toBe(true);
  await submitShowsLoading(page);
});

test("the site kit adds no request to the product's pages: each chunk it imports is shared by two or more of the product's files", () => {
  const { outputs } = JSON.parse(readFileSync("dist/meta.json", "utf8")) as { outputs: Record<string, { imports: { path: string; kind: string }[] }> };
  const siteKit = Object.keys(outputs).find((path) => path.endsWith("/site_kit.js"))!;
  expect(siteKit).toBeTruthy();
  const entries = Object.keys(outputs).filter((path) => /\/(islands\/\d+|services\/\w+|runtime\/boot)\.js$/.test(path));
  const chunks = outputs[siteKit].imports.filter((i) => i.kind === "import-statement").map((i) => i.path);
  expect(chunks.length).toBeGreaterThan(0);
  const lonely = chunks.filter((chunk) => entries.filter((entry) => outputs[entry].imports.some((i) => i.path === chunk)).length < 2);
  expect(lonely).toEqual([]);
});

test("site islands built against another product build start nothing and say so (no second runtime)", async ({ page }) => {
  const console = watchConsole(page);
  await page.route("**/site-dist/site-islands.js", async (route) => {
    const body = (await (await route.fetch()).text()).replace(/"\.\/v\/[0-9a-f]+\/"/, '"./v/0000000000aa/"');
    await route.fulfill({ body, contentType: "application/javascript" });
  });
  await page.goto("/website/site_islands");
  await islandsReady(page);
  await expect.poll(() => console.warnings.some((text) => text.startsWith("[islands] the site's islands were built against another build of the product"))).toBe(true);
  await expect(page.locator(".o_site_opening_hours .o_site_opening_state").first()).toHaveText("Open from 9:00 to 18:00");
});

test("screenshots of the page with the site's island and the product's form at 1280 and 390 px", async ({ page }) => {
  onlyForShots();
  await page.clock.install({ time: new Date(2026, 10, 27, 20, 0) });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/website/site_islands");
    await islandsReady(page);
    await expect(page.locator(".o_site_opening_hours").first()).toHaveClass(/o_site_closed/);
    await expect(page.locator(".o_site_opening_state").first()).toHaveText("Closed");
    await keepShot(page, { path: test.info().outputPath(`site_islands_${width}.png`), fullPage: true, animations: "disabled" });
  }
});
