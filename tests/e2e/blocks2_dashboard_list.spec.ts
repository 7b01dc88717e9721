// Dashboard list item in Chromium (spec 3 §3, §6, §9): rows paged by the item's limit, a grouped
// list, the manager's container, then printed in a 1000 by 800 window after 3 s; a failed data
// call says so. Island: islands/website/blocks/dashboard_list.tsx.
// Parts its flows go through: islands/website/blocks/dashboard_list_data.ts.
import { expect, test } from "./fixtures";
import { addFault, clearFaults, islandsReady, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

test.afterEach(async ({ request }) => clearFaults(request));

test("a list pages through its rows, a grouped list sums by category, and printing waits 3 s", async ({ page }) => {
  const console = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/blocks2/dashboard_list");
  await islandsReady(page);
  const sales = page.locator("#list_sales");
  await expect(sales.locator("tbody tr")).toHaveCount(5);
  await expect(sales.locator(".ks_pager_value")).toHaveText("1-5 / 12");
  await expect(sales.locator("thead th")).toHaveText(["Date", "Product", "Quantity", "Revenue"]);
  await expect(sales.locator("tbody tr").first().locator("td").first()).toHaveText("10/15/2026");
  await expect(sales).toHaveClass(/ks_dashboard_manager/);
  await expect(sales.locator(".badge")).toHaveText("custom");
  await sales.getByRole("button", { name: "Next page" }).click();
  await sales.getByRole("button", { name: "Next page" }).click();
  await expect(sales.locator(".ks_pager_value")).toHaveText("11-12 / 12");
  await expect(sales.locator("tbody tr")).toHaveCount(2);
  await expect(sales.getByRole("button", { name: "Next page" })).toBeDisabled();

  const categories = page.locator("#list_categories");
  await expect(categories.locator("thead th")).toHaveText(["Category", "Quantity", "Revenue"]);
  await expect(categories.locator(".ks_pager_value")).toHaveText("1-3 / 5");
  await expect(categories.locator("tbody tr").first()).toHaveText(/^Desks\d+[\d,]+\.\d$/);
  await keepShot(page, { path: test.info().outputPath("dashboard_list-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("dashboard_list-390.png"), fullPage: true });

  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.evaluate(() => {
    const calls: unknown[] = [];
    (window as any).__printCalls = calls;
    window.open = ((_url: string, _target: string, features: string) => {
      const document_ = document.implementation.createHTMLDocument("");
      calls.push({ features });
      return { document: document_, print: () => calls.push({ printed: document_.querySelectorAll("tbody tr").length }) } as unknown as Window;
    }) as typeof window.open;
  });
  await categories.getByRole("button", { name: "Print" }).click();
  expect(await page.evaluate(() => (window as any).__printCalls)).toEqual([{ features: "width=1000,height=800" }]);
  await page.clock.runFor(2999);
  expect(await page.evaluate(() => (window as any).__printCalls)).toHaveLength(1);
  await page.clock.runFor(1);
  expect(await page.evaluate(() => (window as any).__printCalls)).toEqual([{ features: "width=1000,height=800" }, { printed: 3 }]);
  expect(console.errors).toEqual([]);
});

test("a list whose data call fails says so", async ({ page, request }) => {
  await addFault(request, "/blocks/dashboard/list_view_data", "502", 2);
  await page.goto("/blocks2/dashboard_list");
  await expect(page.locator("#list_sales").getByRole("alert")).toHaveText("The list could not be loaded.");
  await expect(page.locator("#list_categories").getByRole("alert")).toHaveText("The list could not be loaded.");
});
