// Ripple effect in Chromium (spec 3 §9): a click on a button of the marked page grows a circle
// from the click point that is gone after 350 ms; none under reduced motion.
// Island: islands/website/blocks/ripple.tsx.
import { expect, test } from "./fixtures";
import { islandsReady, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

test("a click ripples from the click point, then the ripple is gone", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/blocks2/ripple");
  await islandsReady(page);
  const button = page.locator("#ripple_primary");
  const box = (await button.boundingBox())!;
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await button.click({ position: { x: 20, y: 10 } });
  const item = button.locator(".o_ripple_item");
  await expect(item).toHaveCount(1);
  await expect(button).toHaveClass(/o_js_ripple_effect/);
  const diameter = Math.max(box.width, box.height);
  const style = await item.evaluate((el: HTMLElement) => ({ left: parseFloat(el.style.left), top: parseFloat(el.style.top), width: parseFloat(el.style.width) }));
  // within a pixel: the button's box is fractional, its offset size and the click point whole
  expect(Math.abs(style.width - diameter)).toBeLessThan(1.5);
  expect(Math.abs(style.left - (20 - diameter / 2))).toBeLessThan(1.5);
  expect(Math.abs(style.top - (10 - diameter / 2))).toBeLessThan(1.5);
  await keepShot(page, { path: test.info().outputPath("ripple-1280.png") });
  await page.clock.runFor(349);
  await expect(item).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(item).toHaveCount(0);
  await expect(button).not.toHaveClass(/o_js_ripple_effect/);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("ripple-390.png") });
  expect(console.errors).toEqual([]);
});

test("no ripple for a visitor who prefers reduced motion", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/blocks2/ripple");
  await islandsReady(page);
  await page.locator("#ripple_secondary").click();
  await page.locator("#ripple_primary").click();
  await expect(page.locator("#ripple_primary")).toBeFocused();
  await expect(page.locator(".o_ripple_item")).toHaveCount(0);
});
