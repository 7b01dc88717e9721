// Tracked links (spec 3 §2, §4, §5, §7, §8): create a link with a new campaign, copy it, edit its
// code to a taken one then a free one, filter the recent links; the statistics page with clicks
// (made by the test hook relative to today) and without, tab switches. Failure path: a malformed
// answer to the generation. Islands: islands/links/creator.tsx (UtmSelector, RecentLink),
// islands/links/stats.tsx (chart.js on demand).
// Parts its flows go through: islands/links/link_rules.ts, use_copy.ts, stats_rules.ts, chart_loader.ts.
import { expect, test, type Page } from "./fixtures";
import { TEST_LINK_ROUTE } from "../../server/links/test_hooks";
import { addFault, islandsReady, login, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

async function newLink(page: Page, clicks: { daysAgo: number; country: number | false }[] = []) {
  return (await (await page.request.post(TEST_LINK_ROUTE, { data: { clicks } })).json()) as { id: number; code: string };
}

test("creates a link with a new campaign, copies it, edits its code, filters the recent links", async ({ page, context }) => {
  const console = watchConsole(page);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await login(page, "admin");
  await page.goto("/r");
  await islandsReady(page);
  const campaignName = `Spring ${Date.now().toString(36)}`;
  await page.locator("#url").fill("https://www.example.com/shop/lamps");
  const campaign = page.getByRole("combobox", { name: "Campaign" });
  await campaign.fill(campaignName.toUpperCase());
  await page.getByRole("option", { name: `Create "${campaignName.toUpperCase()}"` }).click();
  await expect(campaign).toHaveValue(campaignName.toUpperCase());
  // An existing name (any case) is not offered for creation.
  await page.getByRole("combobox", { name: "Medium" }).fill("email");
  await expect(page.getByRole("option", { name: "Email", exact: true })).toBeVisible();
  await expect(page.getByRole("option", { name: /^Create/ })).toHaveCount(0);
  await page.getByRole("option", { name: "Email", exact: true }).click();
  await keepShot(page, { path: test.info().outputPath("creator-filled-1280.png") });

  await page.locator("#btn_shorten_url").click();
  await expect(page.locator("#url")).toHaveValue(/\/r\/[\w-]+$/);
  const shortUrl = await page.locator("#url").inputValue();
  const button = page.locator("#btn_shorten_url");
  await expect(button).toHaveText("Copy");
  await expect(button).toHaveClass(/btn-success/);
  await button.click();
  await expect(button).toHaveText("copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);
  await page.locator("#url").fill("https://www.example.com/other");
  await expect(button).toHaveText("Get tracked link");

  const code = shortUrl.split("/r/")[1];
  const row = page.locator(`.o_website_links_link[data-code="${code}"]`);
  await expect(row).toBeVisible();
  await row.locator(".o_website_links_edit_code").click();
  const codeInput = row.getByRole("textbox", { name: "New code" });
  await codeInput.fill("chairs");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.locator(".o_website_links_code_error")).toHaveText("This code is already taken.");
  await codeInput.fill("");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.locator(".o_website_links_code_error")).toHaveText("The code cannot be left empty.");
  const free = `lamps${Date.now().toString(36)}`;
  await codeInput.fill(free);
  await row.getByRole("button", { name: "Save" }).click();
  await expect(page.locator(`.o_website_links_link[data-code="${free}"] .o_website_links_short_url`)).toHaveText(new RegExp(`/r/${free}$`));
  await keepShot(page, { path: test.info().outputPath("creator-1280.png"), fullPage: true });

  await page.locator("#filter-most-clicked-links").click();
  await expect(page.locator("#filter-most-clicked-links")).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".o_website_links_link").first()).toHaveAttribute("data-code", "chairs");
  await expect(page.locator(`.o_website_links_link[data-code="${free}"]`)).toHaveCount(0);
  await page.locator("#filter-newest-links").click();
  await expect(page.locator(".o_website_links_link").first()).toHaveAttribute("data-code", free);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("creator-390.png"), fullPage: true });
  expect(console.errors).toEqual([]);
});

test("a malformed answer to the generation says so and keeps the URL", async ({ page, request }) => {
  await login(page, "admin");
  await page.goto("/r");
  await islandsReady(page);
  await page.locator("#url").fill("https://www.example.com/broken");
  await addFault(request, "/website_links/new", "malformed-json");
  await page.locator("#btn_shorten_url").click();
  await expect(page.locator("#o_website_links_link_tracker_form .notification")).toHaveText("An error occur while trying to generate your link. Try again later.");
  await expect(page.locator("#url")).toHaveValue("https://www.example.com/broken");
  await page.locator("#url").fill("");
  await page.locator("#btn_shorten_url").click();
  await expect(page.locator("#o_website_links_link_tracker_form .notification")).toHaveText("The URL is empty");
  await page.locator("#url").fill("https://shop.invalid/x");
  await page.locator("#btn_shorten_url").click();
  await expect(page.locator("#o_website_links_link_tracker_form .notification")).toHaveText("URL not found (404)");
});

test("statistics: totals, charts per period with tabs, 'Undefined' country, and no data", async ({ page }) => {
  const console = watchConsole(page);
  await login(page, "admin");
  const link = await newLink(page, [
    { daysAgo: 1, country: 75 },
    { daysAgo: 2, country: 75 },
    { daysAgo: 3, country: false },
    { daysAgo: 20, country: 21 },
    { daysAgo: 60, country: 233 },
  ]);
  await page.goto(`/r/${link.code}+`);
  await islandsReady(page);
  await expect(page.locator("#total_clicks_data")).toHaveText("5");
  const all = page.locator("#all_time_charts");
  await expect(all.locator(".o_links_clicks_by_country canvas")).toHaveAttribute("aria-label", /Undefined: 1/);
  await expect(all.locator(".o_links_clicks_by_day canvas")).toBeVisible();
  await keepShot(page, { path: test.info().outputPath("stats-all-1280.png"), fullPage: true });
  await page.getByRole("tab", { name: "Last Week" }).click();
  const week = page.locator("#last_week_charts");
  await expect(week).toBeVisible();
  await expect(all).toBeHidden();
  await expect(week.locator(".o_links_clicks_by_country canvas")).toHaveAttribute("aria-label", /France: 2/);
  await expect(week.locator(".o_links_clicks_by_country canvas")).toHaveAttribute("aria-label", /Undefined: 1/);
  await expect(week.locator(".o_links_clicks_by_country canvas")).not.toHaveAttribute("aria-label", /Belgium/);
  await page.getByRole("tab", { name: "Last Month" }).click();
  await expect(page.locator("#last_month_charts .o_links_clicks_by_country canvas")).toHaveAttribute("aria-label", /Belgium: 1/);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("stats-month-390.png"), fullPage: true });

  const empty = await newLink(page);
  await page.goto(`/r/${empty.code}+`);
  await islandsReady(page);
  await expect(page.locator("#total_clicks_data")).toHaveText("0");
  await expect(page.locator("#all_time_charts .o_links_no_data").first()).toHaveText("There is no data to show.");
  await page.getByRole("tab", { name: "Last Week" }).click();
  await expect(page.locator("#last_week_charts .o_links_no_data")).toHaveCount(2);
  expect(console.errors).toEqual([]);
});
