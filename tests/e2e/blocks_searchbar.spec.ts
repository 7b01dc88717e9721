// The search bar block in Chromium against the reference server (spec 3 §4 Blocks, §7, §9):
// typing, the request after the debounce, results per the block's options, the fuzzy notice,
// keyboard selection, Escape, Enter submitting normally, and a 502 that closes the dropdown.
// Island it drives: islands/website/blocks/searchbar.tsx (searchbar_search.ts).
import { expect, test } from "./fixtures";
import { addFault, clearFaults, islandsReady, pauseClockNow, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

test.afterEach(async ({ request }) => clearFaults(request));
const input = ".o_searchbar_form .search-query";
const menu = ".o_searchbar_dropdown";

test("typing suggests results with their parts; arrows move through them, Escape closes", async ({ page }) => {
  const console = watchConsole(page);
  await page.clock.install();
  await page.goto("/blocks/searchbar");
  await islandsReady(page);
  const calls: any[] = [];
  page.on("request", (r) => r.url().endsWith("/website/snippet/autocomplete") && calls.push(r.postDataJSON().params));
  await page.click(input);
  // The page's clock stands still while the keys go in (a busy machine types slower than the
  // debounce): only the debounce after the last key sends the request.
  await pauseClockNow(page);
  await page.keyboard.type("desk");
  await page.clock.runFor(399);
  expect(calls).toHaveLength(0);
  await page.clock.runFor(1);
  await expect(page.locator(`${menu} .o_search_result`)).toHaveCount(3);
  expect(calls).toHaveLength(1);
  expect(calls[0]).toMatchObject({ search_type: "all", term: "desk", order: "name asc", limit: 5, options: { displayImage: true, allowFuzzy: true, order: "name asc"} });
  expect(calls[0].max_nb_chars).toBe(Math.round(Math.max(300, await page.locator(".o_searchbar_form").evaluate((f) => f.getBoundingClientRect().width)) * 0.22));
  await expect(page.locator(`${menu} .o_search_result .h6`)).toHaveText(["Designing a quiet office", "Desk Lamp", "Office Desk"]);
  await expect(page.locator(`${menu} .o_search_result`).first().locator("button.extra_link")).toHaveText("Our News");
  await expect(page.locator(`${menu} .o_search_result img`)).toHaveCount(2);
  await expect(page.locator(`${menu} del`).first()).toHaveCount(0);
  await keepShot(page, { path: test.info().outputPath("searchbar-1280.png") });
  await page.keyboard.press("ArrowDown");
  await expect(page.locator(`${menu} .o_search_result`).first()).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(page.locator(`${menu} .o_search_result`).nth(1)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("ArrowUp");
  await expect(page.locator(input)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.locator(menu)).toHaveCount(0);
  expect(console.errors).toEqual([]);
});

test("a misspelt term shows the fuzzy notice; emptying the input closes the dropdown", async ({ page }) => {
  await page.goto("/blocks/searchbar");
  await islandsReady(page);
  await page.fill(input, "chiar");
  await expect(page.locator(`${menu} .o_search_fuzzy`)).toHaveText("No results found for 'chiar'. Showing results for 'chair'.");
  await expect(page.locator(`${menu} .o_search_result`)).toContainText(["Office Chair"]);
  await expect(page.locator(`${menu} del`)).toHaveText("$ 150.00");
  await page.fill(input, "");
  await expect(page.locator(menu)).toHaveCount(0);
  await page.fill(input, "zzzzqqq");
  await expect(page.locator(menu)).toContainText("No results found. Please try another search.");
  await page.click("h1");
  await expect(page.locator(menu)).toHaveCount(0);
});

test("Enter submits the search normally, without a last autocomplete call", async ({ page }) => {
  await page.goto("/blocks/searchbar");
  await islandsReady(page);
  let calls = 0;
  page.on("request", (r) => r.url().endsWith("/website/snippet/autocomplete") && calls++);
  await page.click(input);
  await page.keyboard.type("office");
  await page.keyboard.press("Enter");
  await page.waitForURL("**/website/search?search=office&order=name+asc");
  await expect(page.locator("main h1")).toHaveText("Search results for 'office'");
  await expect(page.locator("main .list-group-item")).toHaveCount(5);
  expect(calls).toBe(0);
});

test("a failed autocomplete closes the dropdown and typing goes on", async ({ page }) => {
  await page.goto("/blocks/searchbar");
  await islandsReady(page);
  await page.fill(input, "desk");
  await expect(page.locator(menu)).toBeVisible();
  await addFault(page.request, "/website/snippet/autocomplete", "502");
  await page.locator(input).pressSequentially(" l");
  await expect(page.locator(menu)).toHaveCount(0);
  await expect(page.locator(".o_notification")).toHaveCount(0);
  await page.locator(input).pressSequentially("a");
  await expect(page.locator(input)).toHaveValue("desk la");
  await expect(page.locator(`${menu} .o_search_result`)).toHaveText([/Desk Lamp/]);
});

test("on a phone, a dropdown that would make the page grow is limited to 40vh", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/blocks/searchbar");
  await islandsReady(page);
  await page.fill(input, "o");
  await expect(page.locator(`${menu} .o_search_result`)).toHaveCount(5);
  await expect(page.locator(menu)).toHaveCSS("max-height", "280px");
  expect(await page.locator(menu).evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(300);
  await keepShot(page, { path: test.info().outputPath("searchbar-390.png") });
});

test("clearing a filled search bar (its search event, empty) submits the empty search", async ({ page }) => {
  await page.goto("/blocks/searchbar");
  await islandsReady(page);
  await page.fill(input, "desk");
  await expect(page.locator(menu)).toBeVisible();
  await page.locator(input).evaluate((el: HTMLInputElement) => {
    el.value = "";
    el.dispatchEvent(new Event("input", { bubbles: true }));
    el.dispatchEvent(new Event("search", { bubbles: true, cancelable: true }));
  });
  await page.waitForURL("**/website/search?search=&order=name+asc");
});
