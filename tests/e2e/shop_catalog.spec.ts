// The shop's catalogue in Chromium against the reference server (spec 2 §2, §3, §7, §8, §9):
// listing filters and layout, the product page's variants and exclusions, add to cart, the
// header's cart badge and popover.
// Islands it drives: islands/shop/listing.tsx, product.tsx, cart_link.tsx
// (variant_dom.ts, exclusions.ts, hash_state.ts, timing.ts, combination_info.ts,
// tracking.ts, price_range.ts, quantity.ts, cart_store.ts, cart_popover_view.tsx),
// islands/shop/recently_viewed/product_view_report.tsx.
import { expect, test, type Page } from "./fixtures";
import { COMBINATION_INFO_FAILED, NOT_AVAILABLE_WITH, RECENTLY_VIEWED_ROUTE } from "../../islands/shop/constants";
import { FORGET_VARIANT_ROUTE } from "../../server/shop_extras/test_hooks";
import { addFault, clearFaults, islandsReady, pauseClockNow, watchConsole } from "./helpers";

test.afterEach(async ({ request }) => clearFaults(request));

const DESK = "/shop/product/customizable-desk-1";
const PEN = "/shop/product/engraved-pen-2";
const badge = (page: Page) => page.locator("#top_menu .my_cart_quantity");

test("listing: attribute filter, price range, sort menu and a layout switch kept after reload", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/shop");
  await islandsReady(page);
  // Six furniture products and the paid course's product (e-learning sells it through the shop).
  await expect(page.locator(".oe_product")).toHaveCount(7);
  await page.check("#attrib-2-4");
  await page.waitForURL(/attrib=2-4/);
  await expect(page.locator(".oe_product")).toHaveCount(2);
  await islandsReady(page);
  await page.locator("#o_wsale_max_price").evaluate((input: HTMLInputElement) => {
    input.value = "20";
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await page.waitForURL(/max_price=20/);
  expect(new URL(page.url()).searchParams.getAll("attrib")).toEqual(["2-4"]);
  await expect(page.locator(".oe_product")).toHaveCount(1);
  await expect(page.locator(".oe_product")).toContainText("Storage Box");

  await page.goto("/shop");
  await islandsReady(page);
  await page.fill("input[name=search]", "o");
  await page.press("input[name=search]", "Enter");
  await page.waitForURL(/search=o/);
  await islandsReady(page);
  await page.click(".dropdown_sorty_by .dropdown-toggle");
  await page.getByRole("menuitem", { name: "Price - High to Low" }).click();
  await page.waitForURL(/order=list_price\+desc/);
  expect(new URL(page.url()).searchParams.get("search")).toBe("o");
  const prices = await page.locator(".oe_product .oe_currency_value").allTextContents();
  const amounts = prices.map((price) => Number(price.replace(/,/g, "")));
  expect(amounts.length).toBeGreaterThan(2);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  await expect(page.locator(".dropdown_sorty_by .dropdown-toggle")).toHaveText("Sort By: Price - High to Low");
  await islandsReady(page);
  await page.goto("/shop");
  await islandsReady(page);
  const saved = page.waitForResponse("**/shop/save_shop_layout_mode");
  await page.click("label[for=o_wsale_apply_list]");
  await expect(page.locator("#products_grid")).toHaveClass(/o_wsale_layout_list/);
  await saved;
  await page.reload();
  await expect(page.locator("#products_grid")).toHaveClass(/o_wsale_layout_list/);
  await expect(page.locator("#o_wsale_apply_list")).toBeChecked();
  expect(console.errors).toEqual([]);
});

test("listing: a misspelt search shows near names, and noFuzzy=true asks for the exact text", async ({ page }) => {
  await page.goto("/shop");
  await islandsReady(page);
  await page.fill("input[name=search]", "dessk");
  await page.press("input[name=search]", "Enter");
  await page.waitForURL(/search=dessk/);
  await expect(page.locator(".oe_product")).toHaveCount(1);
  await page.getByRole("link", { name: 'Search for "dessk" only' }).click();
  await page.waitForURL(/noFuzzy=true/);
  await expect(page.locator(".oe_product")).toHaveCount(0);
  await expect(page.locator(".o_wsale_products_searchbar_form input[name=noFuzzy]")).toHaveValue("true");
});

test("listing: a one-variant product goes to the cart from the grid and the badge follows", async ({ page }) => {
  await page.goto("/shop");
  await islandsReady(page);
  await expect(badge(page)).toHaveText("0");
  await page.getByRole("button", { name: "Add Conference Table to cart" }).click();
  await expect(badge(page)).toHaveText("1");
  await page.reload();
  await expect(badge(page)).toHaveText("1");
});

test("product: an excluded combination disables add and buy with its message, a valid one comes back with its price and hash", async ({ page }) => {
  await page.goto(DESK);
  await islandsReady(page);
  await expect(page.locator(".oe_price")).toContainText("675.00");
  await expect(page.locator(".oe_default_price")).toContainText("750.00");
  await page.click("label[for=ptav-2]");
  const excluded = NOT_AVAILABLE_WITH.replace("%s", "Legs: Aluminium");
  await expect(page.locator("label[for=ptav-4]")).toHaveAttribute("title", excluded);
  await expect(page.locator("label[for=ptav-4] .o_wsale_excluded_msg")).toHaveText(excluded);
  await page.click("label[for=ptav-4]");
  await expect(page.locator("#add_to_cart")).toHaveClass(/disabled/);
  await expect(page.locator(".o_we_buy_now")).toHaveAttribute("aria-disabled", "true");
  await expect(page.locator("#o-carousel-product")).toHaveClass(/css_not_available/);
  await expect(page.locator(".css_not_available_msg")).toBeVisible();
  await page.click("label[for=ptav-3]");
  await expect(page.locator("#add_to_cart")).not.toHaveClass(/disabled/);
  await expect(page.locator("#o-carousel-product")).not.toHaveClass(/css_not_available/);
  await expect(page.locator(".oe_price")).toContainText("720.36");
  await expect(page.locator(".product_display_name")).toHaveText("Customizable Desk (Aluminium, White)");
  expect(new URL(page.url()).hash).toBe("#attr=2,3");
  await page.clock.resume();
  await page.reload();
  await islandsReady(page);
  await expect(page.locator("#ptav-2")).toBeChecked();
  await expect(page.locator(".oe_price")).toContainText("720.36");
});

test("product: two products with a custom text go to the cart, quantity clamped to data-min", async ({ page }) => {
  await page.goto(DESK);
  await islandsReady(page);
  await page.click("a.js_add_cart_json[aria-label='Remove one']");
  await expect(page.locator("input[name=add_qty]")).toHaveValue("1");
  await page.click("a.js_add_cart_json[aria-label='Add one']");
  await expect(page.locator("input[name=add_qty]")).toHaveValue("2");
  await page.click("#add_to_cart");
  await expect(badge(page)).toHaveText("2");

  await page.goto(PEN);
  await islandsReady(page);
  await page.click("label[for=ptav-6]");
  await page.fill(".variant_custom_value", "To Ada <3");
  await expect(page.locator(".oe_price")).toContainText("17.50");
  await page.click("#add_to_cart");
  await expect(badge(page)).toHaveText("3");
  await page.goto("/shop/cart");
  await expect(page.locator(".js_cart_lines tbody tr")).toHaveCount(2);
  await expect(page.locator(".js_cart_lines")).toContainText("Custom text: To Ada <3");
});

test("product: a dynamic variant is created when added", async ({ page }) => {
  // Large (value 8) exists once a run has added it: forgotten so that it is created again.
  await page.request.post(FORGET_VARIANT_ROUTE, { data: { product_template_id: 3, value_ids: [8] } });
  await page.goto("/shop/product/office-chair-3");
  await islandsReady(page);
  await page.selectOption("select.js_variant_change", "8");
  await expect(page.locator(".oe_price")).toContainText("55.00");
  const created = page.waitForResponse("**/sale/create_product_variant");
  await page.click("#add_to_cart");
  expect((await (await created).json()).result).toEqual(expect.any(Number));
  await expect(badge(page)).toHaveText("1");
});

test("product: buy now posts the form with express and lands on checkout", async ({ page }) => {
  await page.goto(PEN);
  await islandsReady(page);
  await page.click(".o_we_buy_now");
  await page.waitForURL(/\/shop\/address/);
  await expect(badge(page)).toHaveText("1");
});

test("product: combination info failing with 502 keeps the price and says so", async ({ page }) => {
  await page.goto(DESK);
  await islandsReady(page);
  await addFault(page.request, "/sale/get_combination_info_website", "502");
  await page.click("label[for=ptav-2]");
  await expect(page.getByRole("alert")).toContainText(COMBINATION_INFO_FAILED);
  await expect(page.locator(".oe_price")).toContainText("675.00");
});

test("cart popover opens on hover, lists the cart, hides after the pointer leaves, and is reachable by keyboard", async ({ page }) => {
  await page.goto("/shop");
  await islandsReady(page);
  await page.getByRole("button", { name: "Add Conference Table to cart" }).click();
  await expect(badge(page)).toHaveText("1");
  await page.hover("#top_menu a[href$='/shop/cart']");
  const popover = page.locator(".o_wsale_cart_popover");
  await expect(popover).toContainText("Conference Table");
  await expect(popover).toContainText("1,250.00");
  await page.mouse.move(5, 600);
  await expect(popover).toHaveCount(0);
  await page.locator("#top_menu a[href$='/shop/cart']").focus();
  await expect(popover).toContainText("Conference Table");
  await page.keyboard.press("Tab");
  await expect(popover.getByRole("button", { name: /View Cart/ })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(popover).toHaveCount(0);
});

test("recently viewed: a product page kept open 8 s reports once, a reload within 30 minutes does not", async ({ page }) => {
  const reports: number[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === RECENTLY_VIEWED_ROUTE) reports.push(request.postDataJSON().params.product_id);
  });
  await page.clock.install();
  await page.goto(PEN);
  await islandsReady(page);
  // The island is mounted and counting: the page's time stands still from here, only runFor
  // moves it (a margin of 2 s for the time between its mount and this pause).
  await pauseClockNow(page);
  await page.clock.runFor(6_000);
  expect(reports).toEqual([]);
  // The page's clock only moves when told: forward a second at a time until the report is sent.
  await expect.poll(async () => (await page.clock.runFor(1_000), reports.length)).toBe(1);
  const [pen] = reports;
  await page.clock.runFor(20_000);
  expect(reports).toEqual([pen]);
  // The report's answer sets them: it may still be on its way when the request is seen.
  await expect.poll(async () => (await page.context().cookies()).map((cookie) => cookie.name)).toEqual(expect.arrayContaining([`seen_product_id_${pen}`, "visitor_uuid"]));

  await page.clock.resume();
  await page.reload();
  await islandsReady(page);
  for (let second = 0; second < 20; second++) await page.clock.runFor(1_000);
  await page.goto(DESK);
  await islandsReady(page);
  await expect.poll(async () => (await page.clock.runFor(1_000), reports.length)).toBe(2);
  expect(reports[0]).toBe(pen);
  expect(reports[1]).not.toBe(pen);
});
