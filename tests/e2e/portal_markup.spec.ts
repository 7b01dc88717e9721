// The portal home counters and search panel on the platform's markup, its 16 form (/my,
// /my/orders) and its 15 form (/my/v15, /my/v15/orders), at desktop and phone widths
// (odoo-markup.md §2; issue 10 item 9).
// Islands it drives: islands/portal/home_counters.tsx, search_panel.tsx and
// src/components/markup_dropdown.ts.
import { expect, test, type Page } from "./fixtures";
import { islandsReady, login, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

/** A screenshot file of the running test, in its output folder. */
const shotPath = (name: string) => test.info().outputPath(name);
const WIDTHS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
];
const COUNTERS = ["quotation_count", "order_count", "invoice_count", "purchase_count", "project_count"];

async function open(page: Page, path: string) {
  await page.goto(path);
  await islandsReady(page);
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`at ${name} width`, () => {
    test.use({ viewport: { width, height } });

    test("home, 16 markup: entries revealed, spinner gone", async ({ page }) => {
      const console = watchConsole(page);
      await login(page, "portal");
      await open(page, "/my");
      for (const counter of COUNTERS) await expect(page.locator(`.list-group-item:has([data-placeholder_count='${counter}'])`)).toBeVisible();
      await expect(page.locator("[data-placeholder_count='invoice_count']")).toHaveText("2");
      await expect(page.locator(".o_portal_doc_spinner")).toHaveCount(0);
      await expect(page.locator(".o_portal_no_doc_message")).toBeHidden();
      await keepShot(page, { path: shotPath(`home-16-${name}.png`), fullPage: true });
      expect(console.errors).toEqual([]);
    });

    test("home, 15 markup: every badge's spinner becomes its number", async ({ page }) => {
      await login(page, "portal");
      await open(page, "/my/v15");
      await expect(page.locator(".o_portal_my_home .fa-spin")).toHaveCount(0);
      await expect(page.locator("[data-placeholder_count]")).toHaveText(["1", "1", "2", "1", "1"]);
      await keepShot(page, { path: shotPath(`home-15-${name}.png`), fullPage: true });
    });

    for (const { version, path, toggle } of [
      { version: "16", path: "/my/orders", toggle: "[data-bs-toggle=dropdown]" },
      { version: "15", path: "/my/v15/orders", toggle: "[data-toggle=dropdown]" },
    ]) {
      test(`search panel, ${version} markup: the search-in menu opens by mouse, under its toggle, inside the page`, async ({ page }) => {
        await login(page, "portal");
        await open(page, path);
        const toggleButton = page.locator(`.o_portal_search_panel ${toggle}`);
        await expect(toggleButton).toHaveAccessibleName("Search in");
        await toggleButton.click();
        const menu = page.locator(".o_portal_search_panel .dropdown-menu");
        await expect(menu).toBeVisible();
        await expect(toggleButton).toHaveAttribute("aria-expanded", "true");
        const [toggleBox, menuBox] = [(await toggleButton.boundingBox())!, (await menu.boundingBox())!];
        expect(menuBox.y).toBeGreaterThanOrEqual(toggleBox.y + toggleBox.height);
        expect(menuBox.x).toBeGreaterThanOrEqual(0);
        expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(width);
        await keepShot(page, { path: shotPath(`search-${version}-open-${name}.png`) });
        await page.getByRole("menuitemradio", { name: "Search in Reference" }).click();
        await expect(menu).toBeHidden();
        const input = page.locator(".o_portal_search_panel input[name=search]");
        await expect(input).toHaveAttribute("placeholder", "Search in Reference");
        await expect(input).toBeFocused();
        await input.fill("S00017");
        await input.press("Enter");
        await page.waitForURL(new RegExp(`${path}\\?search_in=name&search=S00017`));
        await expect(page.locator(".o_portal_my_doc_table tbody tr")).toHaveCount(1);
      });
    }
  });
}

for (const { version, path, toggle } of [
  { version: "16", path: "/my/orders", toggle: "[data-bs-toggle=dropdown]" },
  { version: "15", path: "/my/v15/orders", toggle: "[data-toggle=dropdown]" },
]) {
  test(`search panel, ${version} markup: the search-in menu works with the keyboard`, async ({ page }) => {
    await login(page, "portal");
    await open(page, path);
    const toggleButton = page.locator(`.o_portal_search_panel ${toggle}`);
    await toggleButton.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitemradio", { name: "Search in Reference" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator(".o_portal_search_panel .dropdown-menu")).toBeHidden();
    await expect(toggleButton).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitemradio", { name: "Search in Reference" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitemradio", { name: "Search in Products" })).toBeFocused();
    await page.keyboard.press("Enter");
    const input = page.locator(".o_portal_search_panel input[name=search]");
    await expect(input).toHaveAttribute("placeholder", "Search in Products");
    await expect(input).toBeFocused();
    await page.keyboard.type("screens");
    await page.keyboard.press("Enter");
    await page.waitForURL(/search_in=product&search=screens/);
    await expect(page.locator(".o_portal_my_doc_table")).toContainText("S00017");
  });
}

test("home, 16 markup: a customer without documents is told so", async ({ page }) => {
  // A new account: every count is 0.
  await page.goto("/web/signup");
  await islandsReady(page);
  await page.fill("#login", "grace@example.com");
  await page.fill("#name", "Grace Hopper");
  await page.fill("#password", "cobol");
  await page.fill("#confirm_password", "cobol");
  await page.click(".oe_login_buttons button[type=submit]");
  await page.waitForURL("**/my");
  await islandsReady(page);
  await expect(page.locator(".o_portal_no_doc_message")).toBeVisible();
  await expect(page.locator(".o_portal_doc_spinner")).toHaveCount(0);
  await expect(page.locator(".o_portal_docs .list-group-item:visible")).toHaveCount(0);
  await keepShot(page, { path: shotPath(`home-16-no-documents.png`), fullPage: true });
});

test.describe("at phone width, the portal pages", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const path of ["/my", "/my/v15", "/my/orders", "/my/v15/orders", "/my/security", "/my/orders/2", "/my/purchase/1", "/my/invoices/1"]) {
    test(`${path} fits the screen's width`, async ({ page }) => {
      await login(page, "portal");
      await open(page, path);
      if (await page.locator("#discussion").count()) {
        await page.locator("#discussion").scrollIntoViewIfNeeded();
        await expect(page.locator(".o_message_counter")).toBeVisible();
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      await keepShot(page, { path: shotPath(`phone${path.replaceAll("/", "-")}.png`), fullPage: true });
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
