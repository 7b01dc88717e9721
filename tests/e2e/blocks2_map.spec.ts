// Map block in Chromium (spec 3 §3 Map, §7, §9): the map library loaded on demand draws the block's
// place over the reference server's local tiles (no request leaves the site), in its colour theme;
// a library that cannot load says so. Island: islands/website/blocks/map.tsx.
// Parts its flows go through: islands/website/blocks/map_options.ts, map_library.ts, islands/website/map_key_warning.ts.
import { expect, test } from "./fixtures";
import { islandsReady, login, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

test("a map with a theme is drawn over local tiles, with its pin, and nothing is asked of the internet", async ({ page, baseURL }) => {
  const console = watchConsole(page);
  const outside: string[] = [];
  page.on("request", (request) => !request.url().startsWith(baseURL!) && !request.url().startsWith("data:") && outside.push(request.url()));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/blocks2/map");
  const blue = page.locator("#map_blue");
  await expect(blue.getByRole("region", { name: "Map" })).toBeVisible();
  await expect(blue.locator("img.leaflet-tile-loaded").first()).toBeVisible();
  await expect(blue.locator(".leaflet-tile-pane .leaflet-layer")).toHaveCSS("filter", /hue-rotate\(170deg\)/);
  await expect(blue.locator(".o_map_pin_flat")).toHaveCount(1);
  await expect(blue.locator(".leaflet-tile").first()).toHaveAttribute("src", /\/website\/map_tiles\/14\/\d+\/\d+\.png$/);
  await blue.getByRole("button", { name: "Zoom in" }).click();
  await expect(blue.locator(".leaflet-tile-loaded[src*='/map_tiles/15/']").first()).toBeVisible();
  const other = page.locator("#map_default");
  await other.scrollIntoViewIfNeeded();
  await expect(other.locator(".leaflet-tile[src*='/map_tiles/12/']").first()).toBeAttached();
  await expect(other.locator(".o_map_pin_default")).toHaveCount(1);
  await islandsReady(page);
  await keepShot(page, { path: test.info().outputPath("map-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("map-390.png"), fullPage: true });
  expect(outside).toEqual([]);
  expect(console.errors).toEqual([]);
});

test("a map whose library cannot load says so", async ({ page }) => {
  await page.route(/\/chunks\/leaflet-src-[^/]+\.js$/, (route) => route.abort());
  await page.goto("/blocks2/map");
  await expect(page.locator("#map_blue").getByRole("alert")).toHaveText("The map could not be loaded.");
});

test("an administrator is warned when no map key is configured (the warning of #12's map island)", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/blocks2/map");
  await islandsReady(page);
  await expect(page.locator(".o_notification").filter({ hasText: "Cannot load google map." }).first()).toBeVisible();
  await expect(page.locator("#map_blue .o_map_canvas")).toBeVisible();
});
