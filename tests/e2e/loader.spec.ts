// The loader in Chromium: what a page downloads, generic markers, DOM changes, failure isolation.
import { expect, test } from "./fixtures";
import { distFile, islandFile, islandsReady, watchConsole } from "./helpers";

test("a page without markers downloads loader.js only", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/runtime/print");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual(["/dist/loader.js"]);
});

test("a page whose only marker waits for an interaction (the header's cart link) downloads loader.js only until then", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/");
  await expect(page.locator('#top_menu a[href$="/shop/cart"] .my_cart_quantity')).toHaveText("0");
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual(["/dist/loader.js"]);
  await page.locator('#top_menu a[href$="/shop/cart"]').hover();
  await expect(page.getByRole("dialog", { name: "Cart" })).toBeVisible();
  expect(scripts).toContain(islandFile("shop.cart_link"));
});

test("a page with islands loads the runtime, the translations and the frontend templates at start", async ({ page }) => {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(new URL(request.url()).pathname + new URL(request.url()).search));
  await page.goto("/runtime/public");
  await islandsReady(page);
  const hash = await page.evaluate(() => (window as any).odoo.__session_info__.cache_hashes.translations);
  expect(hash).toMatch(/^[0-9a-f]{12}$/);
  expect(urls).toContain(`/web/webclient/translations/${hash}?lang=en_US`);
  expect(urls).toContain("/web/webclient/qweb/1?bundle=web.assets_frontend");
  expect(urls).toContain(distFile("runtime/boot.js"));
  expect(urls).toContain(islandFile("public.disable_on_click"));
  // interaction islands wait: no anchor chunk before any interaction
  expect(urls).not.toContain(islandFile("public.anchor_scroll"));
});

test("generic markers mount by name; bad data-props and unknown names warn clearly", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/runtime/public");
  await islandsReady(page);
  await page.click("#generic-ok");
  await expect(page.locator("#generic-ok")).toHaveClass(/disabled/);
  await page.click("#generic-bad");
  await expect(page.locator("#generic-bad")).toHaveClass(/disabled/);
  expect(console.warnings).toContain('[islands] public.disable_on_click: bad attribute data-props="{not json" (expected valid JSON of the right shape); using the default');
  expect(console.warnings.some((w) => w.startsWith('[islands] unknown island "public.does_not_exist"'))).toBe(true);
  expect(console.errors).toEqual([]);
});

test("markers added later mount; removed ones unmount", async ({ page }) => {
  await page.goto("/runtime/public");
  await islandsReady(page);
  await page.evaluate(() => {
    const button = Object.assign(document.createElement("button"), { id: "late", className: "btn btn-dark js_disable_on_click", textContent: "Late" });
    document.querySelector("#section-buttons .container")!.appendChild(button);
  });
  await page.evaluate(() => (window as any).islands.ready());
  await page.click("#late");
  await expect(page.locator("#late")).toBeDisabled();
  await page.evaluate(() => document.getElementById("disable-me")!.remove());
  await page.evaluate(() => document.querySelector("#section-buttons .container")!.prepend(Object.assign(document.createElement("span"), { id: "after-removal" })));
  await expect(page.locator("#after-removal")).toHaveCount(1);
});

test("a throwing island is logged with its name and leaves the others working", async ({ page }) => {
  const console = watchConsole(page);
  await page.route(`**${islandFile("public.website_form")}`, (route) =>
    route.fulfill({
      contentType: "application/javascript",
      body: `export default { name: "public.website_form", selector: ".js_website_submit_form", moment: "load", mode: "enhance",
        Component() { throw new Error("broken island"); } };`,
    }),
  );
  await page.goto("/runtime/public");
  await islandsReady(page);
  expect(console.errors.some((e) => e.includes('[islands] island "public.website_form" failed on'))).toBe(true);
  await page.click("#disable-me");
  await expect(page.locator("#disable-me")).toBeDisabled();
});

test("an island chunk that fails to load is logged and the others work", async ({ page }) => {
  const console = watchConsole(page);
  await page.route(`**${islandFile("public.website_form")}`, (route) => route.abort("connectionreset"));
  await page.goto("/runtime/public");
  await islandsReady(page);
  expect(console.errors.some((e) => e.includes(`[islands] island ${islandFile("public.website_form").slice(distFile("").length)} (.js_website_submit_form) failed to mount on`))).toBe(true);
  await page.click("#disable-me");
  await expect(page.locator("#disable-me")).toBeDisabled();
});

test.describe("server failures at start", () => {
  for (const [label, fulfil] of [
    ["network drop", { abort: true }],
    ["server error", { status: 500, body: "<html><body>Internal Server Error</body></html>", contentType: "text/html" }],
    ["malformed JSON", { status: 200, body: '{"lang_parameters": {', contentType: "application/json" }],
  ] as const) {
    test(`translations: ${label} → a clear console error, islands still work`, async ({ page }) => {
      const console = watchConsole(page);
      await page.route("**/web/webclient/translations/**", (route) => ("abort" in fulfil ? route.abort("connectionreset") : route.fulfill(fulfil)));
      await page.goto("/runtime/public");
      await islandsReady(page);
      expect(console.errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual(["Error while fetching translations"]);
      await page.click("#disable-me");
      await expect(page.locator("#disable-me")).toBeDisabled();
    });
  }
});

test("entering the editor turns islands off; leaving turns them back on", async ({ page }) => {
  await page.goto("/runtime/public");
  await islandsReady(page);
  await page.evaluate(() => document.body.classList.add("editor_enable"));
  await page.evaluate(() => (window as any).islands.ready());
  await page.click("#disable-me");
  await expect(page.locator("#disable-me")).toBeEnabled();
  await page.evaluate(() => document.body.classList.remove("editor_enable"));
  await page.evaluate(() => (window as any).islands.ready());
  await page.click("#disable-me");
  await expect(page.locator("#disable-me")).toBeDisabled();
});
