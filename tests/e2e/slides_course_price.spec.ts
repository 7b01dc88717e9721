// A sold course's price in Chromium (issue #31, spec 3 §3: channel data price, hasDiscountedPrice):
// the discounted course shows its list price struck through next to its price on its buy area and
// its course card, in English and on the French user's page; without a discount it shows one
// price; a failed add to cart leaves the buy button working.
// Islands: islands/slides/course_join.tsx (its prices: course_price.ts).
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login, watchConsole } from "./helpers";
import { SET_DISCOUNT_ROUTE } from "../../server/shop_extras/test_hooks";

test.afterEach(async ({ request }) => clearFaults(request));

const buyArea = (page: Page) => page.locator(".o_wslides_js_course_join");
const card = (page: Page) => page.locator(".o_wslides_course_card", { hasText: "Composting Masterclass" });

async function open(page: Page, path: string) {
  await page.goto(path);
  await islandsReady(page);
}

test("the discounted course shows its list price struck through next to its price, on its page and its card", async ({ page }) => {
  const console = watchConsole(page);
  await login(page, "portal");
  await open(page, "/slides/3");
  const link = buyArea(page).locator(".o_wslides_js_course_join_link");
  await expect(link).toHaveAttribute("data-has-discounted-price", "True");
  await expect(link).toHaveAttribute("data-price", "1080.0");
  await expect(link).toHaveAttribute("data-list-price", "1200.0");
  await expect(buyArea(page).locator("del.oe_default_price")).toBeVisible();
  await expect(buyArea(page).locator("del.oe_default_price")).toHaveText("$\u00a01,200.00");
  await expect(buyArea(page).locator(".oe_price")).toHaveText("$\u00a01,080.00");
  await open(page, "/slides");
  await expect(card(page).locator("del.oe_default_price")).toHaveText("$\u00a01,200.00");
  await expect(card(page).locator(".oe_price")).toHaveText("$\u00a01,080.00");
  expect(console.errors).toEqual([]);
});

test("on the French user's page both prices are in French numbers", async ({ page }) => {
  await login(page, "demo", "demo", { ownLanguage: true });
  await open(page, "/slides/3");
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("fr-FR");
  await expect(buyArea(page).locator("del.oe_default_price .oe_currency_value")).toHaveText("1\u202f200,00");
  await expect(buyArea(page).locator(".oe_price .oe_currency_value")).toHaveText("1\u202f080,00");
  await expect(buyArea(page).locator("del.oe_default_price")).toBeVisible();
});

test("a course without a discount shows one price, on its page and its card", async ({ page, request }) => {
  const answer = await request.post(SET_DISCOUNT_ROUTE, { data: { product_template_id: 41, discount: 0 } });
  const { previous } = (await answer.json()) as { previous: number };
  try {
    await login(page, "portal");
    await open(page, "/slides/3");
    const link = buyArea(page).locator(".o_wslides_js_course_join_link");
    await expect(link).toHaveAttribute("data-price", "1200.0");
    await expect(link).not.toHaveAttribute("data-has-discounted-price", /.*/);
    await expect(buyArea(page).locator(".oe_price")).toHaveText("$\u00a01,200.00");
    await expect(buyArea(page).locator("del.oe_default_price")).toBeHidden();
    await open(page, "/slides");
    await expect(card(page).locator(".oe_price")).toHaveText("$\u00a01,200.00");
    await expect(card(page).locator("del.oe_default_price")).toBeHidden();
  } finally {
    await request.post(SET_DISCOUNT_ROUTE, { data: { product_template_id: 41, discount: previous } });
  }
});

test("a failed add to cart says so and the buy button works again: the cart gets the course at its discounted price", async ({ page, request }) => {
  await login(page, "portal");
  await open(page, "/slides/3");
  await addFault(request, "/shop/cart/update_json", "502", 1);
  const link = buyArea(page).locator(".o_wslides_js_course_join_link");
  await link.click();
  await expect(page.locator(".o_wslides_popover_alert")).toHaveText("Unknown error");
  await expect(link).not.toHaveClass(/disabled/);
  await expect(page).toHaveURL(/\/slides\/3$/);
  const sent = page.waitForRequest("**/shop/cart/update_json");
  await link.click();
  expect((await sent).postDataJSON().params).toEqual({ product_id: 41, add_qty: 1, display: false });
  await page.waitForURL(/\/shop\/cart$/);
  await expect(page.locator("main")).toContainText("Composting Masterclass");
  await expect(page.locator("main")).toContainText("1,080.00");
});
