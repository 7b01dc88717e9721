// The recently viewed products snippet in Chromium against the reference server (spec 2 §4, §7;
// spec 3 §7 "Shop extras"; odoo-markup.md §4 productsRecentlyViewedSnippet): the visitor's viewed
// products as cards, delete one (kept deleted after a reload), add one to the cart (it leaves the
// list, the badge follows), the snippet hidden once empty, and a failed delete keeping the card.
// Islands it drives: islands/shop/recently_viewed/recently_viewed_snippet.tsx.
import { expect, test, type Page } from "./fixtures";
import { RECENTLY_VIEWED_ROUTE } from "../../islands/shop/constants";
import { RECENTLY_VIEWED_DELETE_FAILED, RECENTLY_VIEWED_DELETE_ROUTE } from "../../islands/shop/recently_viewed/recently_viewed_snippet";
import { addFault, clearFaults, islandsReady, watchConsole } from "./helpers";
import { seriousViolations } from "./axe_scan";
import { keepShot } from "./keep_shot";

test.afterEach(async ({ request }) => clearFaults(request));

const snippet = (page: Page) => page.locator(".s_wsale_products_recently_viewed");
const titles = (page: Page) => snippet(page).locator(".card-title");

/** The views a product page reports after 8 s (tests/e2e/shop_catalog.spec.ts drives that timer). */
async function view(page: Page, productIds: number[]) {
  for (const product_id of productIds) {
    const answer = await page.request.post(RECENTLY_VIEWED_ROUTE, { data: { jsonrpc: "2.0", id: 1, method: "call", params: { product_id } } });
    expect((await answer.json()).result.visitor_uuid).toBeTruthy();
  }
}

test("recently viewed: the viewed products are listed newest first, a deleted one stays deleted, one added to the cart leaves", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/shop/recently_viewed");
  await islandsReady(page);
  await expect(snippet(page)).toBeHidden();

  await view(page, [4, 1, 6]);
  await page.reload();
  await islandsReady(page);
  await expect(titles(page)).toHaveText(["Conference Table", "Customizable Desk (Steel, White)", "Engraved Pen"]);
  await expect(snippet(page).locator(".o_carousel_product_card").first()).toContainText("$\u00a01,250.00");
  expect(await seriousViolations(page, ".s_wsale_products_recently_viewed")).toEqual([]);
  await keepShot(page, { path: test.info().outputPath("snippet-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("snippet-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  await snippet(page).getByRole("button", { name: "Remove from recently viewed: Customizable Desk (Steel, White)" }).click();
  await expect(titles(page)).toHaveText(["Conference Table", "Engraved Pen"]);
  await page.reload();
  await islandsReady(page);
  await expect(titles(page)).toHaveText(["Conference Table", "Engraved Pen"]);

  await snippet(page).getByRole("button", { name: "Add to Cart: Conference Table" }).click();
  await expect(page.locator("#top_menu .my_cart_quantity")).toHaveText("1");
  await expect(titles(page)).toHaveText(["Engraved Pen"]);

  await snippet(page).getByRole("button", { name: "Remove from recently viewed: Engraved Pen" }).click();
  await expect(snippet(page)).toBeHidden();
  await page.reload();
  await islandsReady(page);
  await expect(snippet(page)).toBeHidden();
  expect(console.errors).toEqual([]);
});

test("recently viewed: a delete the server does not answer keeps the card and says so", async ({ page, request }) => {
  await page.goto("/shop/recently_viewed");
  await view(page, [9]);
  await page.reload();
  await islandsReady(page);
  await expect(titles(page)).toHaveText(["Drawer Black"]);
  await addFault(request, RECENTLY_VIEWED_DELETE_ROUTE, "502");
  await snippet(page).getByRole("button", { name: "Remove from recently viewed: Drawer Black" }).click();
  await expect(snippet(page).getByRole("alert")).toContainText(RECENTLY_VIEWED_DELETE_FAILED);
  await expect(titles(page)).toHaveText(["Drawer Black"]);
  await page.reload();
  await islandsReady(page);
  await expect(titles(page)).toHaveText(["Drawer Black"]);
});
