// Chart block in Chromium (spec 3 §3 Chart, §7): each type drawn by the chart library fetched on
// demand, the legend hidden with 'none', a stacked chart; when the library's chunk cannot load,
// the data is shown as a table. Island: islands/website/blocks/chart.tsx (one chart drawn per task).
// Parts its flows go through: islands/website/blocks/chart_config.ts, chart_library.ts.
import { expect, test } from "./fixtures";
import { islandsReady, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

const CHARTS = ["chart_bar", "chart_stacked", "chart_line", "chart_pie", "chart_doughnut", "chart_radar"];

test("every chart type is drawn by the library loaded on demand, legend hidden with 'none', stacked axes", async ({ page }) => {
  const console = watchConsole(page);
  const libraryRequests: string[] = [];
  page.on("request", (request) => /\/chunks\/auto-[^/]+\.js$/.test(request.url()) && libraryRequests.push(request.url()));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/blocks2/chart");
  for (const id of CHARTS) {
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await expect(page.locator(`#${id} canvas`)).toHaveAttribute("role", "img");
  }
  await islandsReady(page);
  expect(libraryRequests).toHaveLength(1);
  // the page's own instances, through the chunk's module (the same instance as the island's)
  const drawn = await page.evaluate(async ({ ids, url }) => {
    const module = await import(url);
    const Chart = Object.values(module).find((value: any) => typeof value?.getChart === "function") as any;
    return ids.map((id) => {
      const chart = Chart.getChart(document.querySelector(`#${id} canvas`));
      return { id, type: chart.config.type, legend: chart.options.plugins.legend.display, stacked: chart.options.scales?.x?.stacked ?? null, width: chart.width };
    });
  }, { ids: CHARTS, url: libraryRequests[0] });
  expect(drawn.map(({ width, ...chart }) => (expect(width).toBeGreaterThan(0), chart))).toEqual([
    { id: "chart_bar", type: "bar", legend: false, stacked: false },
    { id: "chart_stacked", type: "bar", legend: true, stacked: true },
    { id: "chart_line", type: "line", legend: true, stacked: false },
    { id: "chart_pie", type: "pie", legend: true, stacked: null },
    { id: "chart_doughnut", type: "doughnut", legend: true, stacked: null },
    { id: "chart_radar", type: "radar", legend: true, stacked: null },
  ]);
  await expect(page.locator("#chart_bar canvas")).toHaveAttribute("aria-label", "Sales per month (no legend)");
  await expect(page.locator("#chart_bar table.visually-hidden tbody tr")).toHaveCount(4);
  await expect(page.locator("#chart_bar table thead th")).toHaveText(["Chairs", "Desks"]);
  await keepShot(page, { path: test.info().outputPath("chart-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.locator("#chart_line canvas").evaluate((c: HTMLCanvasElement) => c.getBoundingClientRect().width)).toBeLessThan(390);
  await keepShot(page, { path: test.info().outputPath("chart-390.png"), fullPage: true });
  expect(console.errors).toEqual([]);
});

test("a chart whose library chunk fails to load shows its data as a table", async ({ page }) => {
  await page.route(/\/chunks\/auto-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/blocks2/chart");
  await islandsReady(page);
  const bar = page.locator("#chart_bar");
  await expect(bar.locator(".o_chart_fallback")).toHaveText("The chart could not be drawn; here are its data.");
  await expect(bar.locator("table")).toBeVisible();
  await expect(bar.locator("table caption")).toHaveText("Sales per month (no legend)");
  await expect(bar.locator("tbody tr").first()).toHaveText("January122");
  await expect(bar.locator("canvas")).toBeHidden();
});
