// Product comparison in Chromium against the reference server (spec 3 §2, §3, §4, §5, §7, §9):
// add from the product page and the listing, the panel's count, list and compare link, the limit
// of 4 with its warning, the comparison table (category rows, add to cart, remove down to /shop),
// /shop/get_product_data answering garbage (the panel says so, the cookie stays), and a chosen
// dynamic variant created before it is compared.
// Islands it drives: islands/shop/compare/compare_panel.tsx, compare_table.tsx (compare_list.ts).
import { expect, test, type Page } from "./fixtures";
import { COMPARE_ADD_FAILED, COMPARE_COOKIE, COMPARE_LIMIT_WARNING, COMPARE_LOAD_FAILED } from "../../islands/shop/compare/compare_list";
import { ADDED_TO_CART } from "../../islands/shop/compare/compare_table";
import { FORGET_VARIANT_ROUTE } from "../../server/shop_extras/test_hooks";
import { addFault, clearFaults, islandsReady, watchConsole } from "./helpers";
import { seriousViolations } from "./axe_scan";
import { keepShot } from "./keep_shot";

test.afterEach(async ({ request }) => clearFaults(request));

const panel = (page: Page) => page.locator(".o_product_feature_panel");
const count = (page: Page) => panel(page).locator(".o_product_circle");
const list = (page: Page) => panel(page).locator(".o_comparelist_products");
const compareCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === COMPARE_COOKIE)?.value;
const addToCompare = (page: Page, name: string) => page.getByRole("button", { name: `Compare ${name}` }).click();

test("compare: 2 products open the list, the 5th is refused, the table compares, adds to cart and removes down to /shop", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/shop/product/engraved-pen-2");
  await islandsReady(page);
  await expect(panel(page)).toBeHidden();
  await page.locator("#product_details .o_add_compare_dyn").click();
  await expect(count(page)).toHaveText("1");
  await expect(list(page)).toBeHidden();
  await expect(panel(page).locator(".o_comparelist_button")).toHaveCount(0);

  await page.goto("/shop");
  await islandsReady(page);
  await expect(count(page)).toHaveText("1");
  await addToCompare(page, "Customizable Desk");
  await expect(count(page)).toHaveText("2");
  await expect(list(page)).toBeVisible();
  await expect(list(page).locator(".o_product_row")).toHaveText([/Engraved Pen/, /Customizable Desk \(Steel, White\)/]);
  await expect(panel(page).locator(".o_comparelist_button a")).toHaveAttribute("href", "/shop/compare?products=4%2C1");
  expect(await compareCookie(page)).toBe("[4,1]");

  await addToCompare(page, "Office Chair");
  await expect(count(page)).toHaveText("3");
  await addToCompare(page, "Conference Table");
  await expect(count(page)).toHaveText("4");
  await expect(panel(page).locator(".o_comparelist_limit_warning")).toHaveCount(0);
  await addToCompare(page, "Storage Box");
  await expect(panel(page).locator(".o_comparelist_limit_warning")).toHaveText(COMPARE_LIMIT_WARNING);
  await expect(count(page)).toHaveText("4");
  expect(await compareCookie(page)).toBe("[4,1,5,6]");
  expect(await seriousViolations(page, ".o_product_feature_panel")).toEqual([]);
  await keepShot(page, { path: test.info().outputPath("panel-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("panel-390.png") });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  await panel(page).locator(".o_comparelist_button a").click();
  await expect(page).toHaveURL("/shop/compare?products=4%2C1%2C5%2C6");
  await islandsReady(page);
  const table = page.locator("#o_comparelist_table");
  await expect(table.locator(".o_product_comparison_table")).toHaveText(["Engraved Pen", "Customizable Desk (Steel, White)", "Office Chair (Small)", "Conference Table"]);
  await expect(table.getByRole("row", { name: /^Legs/ })).toContainText("Steel");
  await keepShot(page, { path: test.info().outputPath("table-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("table-390.png"), fullPage: true });
  // The table scrolls in its own box: the page itself keeps the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  await page.setViewportSize({ width: 1280, height: 720 });

  const construction = table.getByRole("button", { name: "Construction" });
  await construction.click();
  await expect(construction).toHaveAttribute("aria-expanded", "false");
  await expect(table.locator("tr.o_ws_category_1")).toHaveCount(2);
  await expect(table.locator("tr.o_ws_category_1").first()).toBeHidden();
  await expect(table.locator("tr.o_ws_category_2").first()).toBeVisible();
  await construction.click();
  await expect(construction).toHaveAttribute("aria-expanded", "true");
  await expect(table.locator("tr.o_ws_category_1").first()).toBeVisible();

  await table.getByRole("button", { name: "Add Conference Table to cart" }).click();
  await expect(table.locator(".o_compare_cart_status").nth(3)).toHaveText(ADDED_TO_CART);
  await expect(page.locator("#top_menu .my_cart_quantity")).toHaveText("1");

  await table.getByRole("link", { name: "Remove Engraved Pen" }).click();
  await expect(page).toHaveURL("/shop/compare?products=1%2C5%2C6");
  expect(await compareCookie(page)).toBe("[1,5,6]");
  for (const name of ["Customizable Desk (Steel, White)", "Office Chair (Small)"]) {
    await islandsReady(page);
    await page.locator("#o_comparelist_table").getByRole("link", { name: `Remove ${name}` }).click();
    await expect(page.locator("#o_comparelist_table").getByRole("link", { name: `Remove ${name}` })).toHaveCount(0);
  }
  await expect(page).toHaveURL("/shop/compare?products=6");
  await islandsReady(page);
  await page.locator("#o_comparelist_table").getByRole("link", { name: "Remove Conference Table" }).click();
  await expect(page).toHaveURL("/shop");
  await islandsReady(page);
  expect(await compareCookie(page)).toBe("[]");
  await expect(panel(page)).toBeHidden();
  expect(console.errors).toEqual([]);
});

test("compare: a malformed get_product_data answer is said in the panel and the cookie stays", async ({ page, request }) => {
  await page.goto("/shop");
  await islandsReady(page);
  await addToCompare(page, "Customizable Desk");
  await expect(count(page)).toHaveText("1");
  await addToCompare(page, "Engraved Pen");
  await expect(count(page)).toHaveText("2");

  await addFault(request, "/shop/get_product_data", "malformed-json");
  await page.reload();
  await islandsReady(page);
  const error = panel(page).locator(".o_comparelist_error");
  await expect(error).toContainText(COMPARE_LOAD_FAILED);
  expect(await seriousViolations(page, ".o_product_feature_panel")).toEqual([]);
  await expect(count(page)).toHaveText("2");
  expect(await compareCookie(page)).toBe("[1,4]");

  await addFault(request, "/shop/get_product_data", "malformed-json");
  await addToCompare(page, "Office Chair");
  await expect(error).toContainText(COMPARE_ADD_FAILED);
  await expect(count(page)).toHaveText("2");
  expect(await compareCookie(page)).toBe("[1,4]");

  await addToCompare(page, "Office Chair");
  await expect(count(page)).toHaveText("3");
  await expect(error).toHaveCount(0);
  expect(await compareCookie(page)).toBe("[1,4,5]");
});

test("compare on the product page: a chosen size without a variant yet is created first, then compared; an unreadable answer is said", async ({ page, request }) => {
  // Medium (value 9) of the Office Chair's dynamic Size: no other flow creates it.
  const forget = () => request.post(FORGET_VARIANT_ROUTE, { data: { product_template_id: 3, value_ids: [9] } });
  await forget();
  await page.goto("/shop/product/office-chair-3");
  await islandsReady(page);
  await page.selectOption("select.js_variant_change", "9");
  await expect(page.locator(".oe_price")).toContainText("50.00");

  await addFault(request, "/sale/create_product_variant", "not-rpc");
  await page.locator("#product_details .o_add_compare_dyn").click();
  await expect(panel(page).locator(".o_comparelist_error")).toContainText(COMPARE_ADD_FAILED);
  expect(await compareCookie(page)).toBeUndefined();

  const created = page.waitForRequest("**/sale/create_product_variant");
  await page.locator("#product_details .o_add_compare_dyn").click();
  expect((await created).postDataJSON().params).toEqual({ product_template_id: 3, product_template_attribute_value_ids: "[9]" });
  const id = (await (await (await created).response())!.json()).result;
  expect(id).toEqual(expect.any(Number));
  await expect(count(page)).toHaveText("1");
  await expect(panel(page).locator(".o_comparelist_error")).toHaveCount(0);
  expect(await compareCookie(page)).toBe(`[${id}]`);
  await expect(page.locator("#product_details input.product_id")).toHaveValue(String(id));

  await page.goto("/shop");
  await islandsReady(page);
  await addToCompare(page, "Engraved Pen");
  await expect(list(page).locator(".o_product_row")).toHaveText([/Office Chair \(Medium\)/, /Engraved Pen/]);
  await forget();
});
