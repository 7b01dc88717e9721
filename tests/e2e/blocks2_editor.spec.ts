// Edit mode across the blocks of issue 16 (spec 3 §6): toggling the editor's body class re-mounts
// the page, and each block behaves as its definition declares: the chart is drawn without
// animation, the empty product list asks for sample records and shows them, the donate button does
// nothing, the map stays drawn, the ripple is off. Leaving the editor brings the visitor's page back.
import { expect, test, type Page } from "@playwright/test";
import { islandsReady, watchConsole } from "./helpers";

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
  const donation = page.locator("#editor_donation");
  await donation.getByRole("button", { name: "$50" }).click();
  await expect(donation.getByRole("button", { name: "$50" })).toHaveClass(/active/);
  await donation.getByRole("button", { name: "Donate Now" }).click();
  await page.locator("#editor_button").click();
  await expect(page.locator(".o_ripple_item")).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe("/blocks2/editor");
  await expect(donation.getByRole("alert")).toHaveCount(0);
  await page.screenshot({ path: "/tmp/shots-blocks2/editor-1280.png", fullPage: true });

  await setEditing(page, false);
  await expect(snippet).toHaveClass(/o_dynamic_empty/);
  await expect(snippet).toBeHidden();
  expect(filters.at(-1)).toMatchObject({ filter_id: 3, with_sample: false });
  await page.locator("#editor_button").click();
  await expect(page.locator("#editor_button .o_ripple_item")).toHaveCount(1);
  expect(console.errors).toEqual([]);
});
