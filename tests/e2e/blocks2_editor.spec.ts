// Edit mode across the blocks of issue 16 (spec 3 §6): toggling the editor's body class re-mounts
// the page, and each block behaves as its definition declares: the chart is drawn without
// animation, the empty product list asks for sample records and shows them, the donate button does
// nothing, the map and the dashboard list stay drawn, the ripple is off. Blocks dropped in come
// alive; removed ones leave no chart, map or carousel timer behind. Leaving the editor brings the visitor's page back.
import { expect, test, type Page } from "./fixtures";
import { islandsReady, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

async function setEditing(page: Page, on: boolean) {
  await page.evaluate((value) => document.body.classList.toggle("editor_enable", value), on);
  // the loader re-mounts on the class change: wait for that pass, then for its islands
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await islandsReady(page);
}

async function chartAnimation(page: Page, chunk: string) {
  return page.evaluate(async (url) => {
    const module = await import(url);
    const Chart = Object.values(module).find((value: any) => typeof value?.getChart === "function") as any;
    return Chart.getChart(document.querySelector("#editor_chart canvas"))?.options.animation;
  }, chunk);
}

test("in the editor each block behaves as declared, and the visitor's page comes back after", async ({ page }) => {
  const console = watchConsole(page);
  const chunks: string[] = [];
  const filters: any[] = [];
  page.on("request", (request) => {
    if (/\/chunks\/auto-[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    if (request.url().endsWith("/website/snippet/filters")) filters.push(request.postDataJSON().params);
  });
  await page.goto("/blocks2/editor");
  await islandsReady(page);
  const snippet = page.locator("#editor_snippet");
  await expect(snippet).toHaveClass(/o_dynamic_empty/);
  await expect(page.locator("#editor_chart canvas")).toHaveAttribute("role", "img");
  expect(await chartAnimation(page, chunks[0])).not.toBe(false);

  await setEditing(page, true);
  await expect(snippet.locator("h3").first()).toHaveText("Sample product 1 Sample");
  await expect(snippet).not.toHaveClass(/o_dynamic_empty/);
  expect(filters.at(-1)).toMatchObject({ filter_id: 3, with_sample: true });
  await expect.poll(() => chartAnimation(page, chunks[0])).toBe(false);
  await expect(page.locator("#editor_map .leaflet-tile-loaded").first()).toBeVisible();
  // the list starts when it comes into view (moment "visible"): below the map's reserved 350 px
  await page.locator("#editor_list").scrollIntoViewIfNeeded();
  await expect(page.locator("#editor_list tbody tr")).toHaveCount(3);
  const donation = page.locator("#editor_donation");
  await donation.getByRole("button", { name: "$50" }).click();
  await expect(donation.getByRole("button", { name: "$50" })).toHaveClass(/active/);
  await donation.getByRole("button", { name: "Donate Now" }).click();
  await page.locator("#editor_button").click();
  await expect(page.locator(".o_ripple_item")).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe("/blocks2/editor");
  await expect(donation.getByRole("alert")).toHaveCount(0);
  await keepShot(page, { path: test.info().outputPath("editor-1280.png"), fullPage: true });

  await setEditing(page, false);
  await expect(snippet).toHaveClass(/o_dynamic_empty/);
  await expect(snippet).toBeHidden();
  expect(filters.at(-1)).toMatchObject({ filter_id: 3, with_sample: false });
  await page.locator("#editor_button").click();
  await expect(page.locator("#editor_button .o_ripple_item")).toHaveCount(1);
  expect(console.errors).toEqual([]);
});

test("blocks dropped in come alive, and removed ones leave no chart, map or carousel timer", async ({ page }) => {
  const console = watchConsole(page);
  const chunks: string[] = [];
  page.on("request", (request) => /\/chunks\/(auto|leaflet-src)-[^/]+\.js$/.test(request.url()) && chunks.push(request.url()));
  await page.addInitScript(() => {
    const live = new Set<number>();
    const { setInterval: set, clearInterval: clear } = window;
    window.setInterval = ((fn: TimerHandler, ms?: number, ...args: unknown[]) => {
      const id = set(fn, ms, ...args);
      live.add(id);
      return id;
    }) as typeof setInterval;
    window.clearInterval = ((id?: number) => (live.delete(id!), clear(id))) as typeof clearInterval;
    (window as any).__intervals = () => live.size;
  });
  await page.goto("/blocks2/editor");
  await islandsReady(page);
  const idle = await page.evaluate(() => (window as any).__intervals());
  const zone = page.locator("#editor_drop_zone");
  for (let round = 0; round < 2; round++) {
    await page.evaluate(() => {
      for (const name of ["chart", "dynamic_snippet", "map"]) {
        const template = document.getElementById(`block_${name}`) as HTMLTemplateElement;
        document.getElementById("editor_drop_zone")!.append(template.content.cloneNode(true));
      }
    });
    await zone.locator(".s_chart").scrollIntoViewIfNeeded();
    await expect(zone.locator(".s_chart canvas")).toHaveAttribute("role", "img");
    await zone.locator(".s_dynamic_snippet_carousel").scrollIntoViewIfNeeded();
    await expect(zone.locator(".carousel-item.active .o_dynamic_snippet_item")).toHaveCount(4);
    await expect(zone.locator(".leaflet-container")).toHaveCount(1);
    expect(await page.evaluate(() => (window as any).__intervals())).toBeGreaterThan(idle);
    await page.evaluate(() => document.getElementById("editor_drop_zone")!.replaceChildren());
    await islandsReady(page);
    await expect.poll(() => page.evaluate(() => (window as any).__intervals())).toBe(idle);
  }
  const charts = await page.evaluate(async (urls) => {
    const module = await import(urls.find((url) => url.includes("/auto-"))!);
    const Chart = Object.values(module).find((value: any) => typeof value?.getChart === "function") as any;
    return Object.keys(Chart.instances).length;
  }, chunks);
  expect(charts).toBe(1); // the page's own chart only
  expect(console.errors).toEqual([]);
});
