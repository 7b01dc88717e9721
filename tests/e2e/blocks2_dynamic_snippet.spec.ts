// Dynamic product and blog lists in Chromium (spec 3 §3, §4, §7): the shop's products from
// /website/snippet/filters, re-rendered when the window goes from desktop to phone width, an empty
// filter hidden, the call-to-action; a 502 on the filters shows a message. Island:
// islands/website/blocks/dynamic_snippet.tsx.
// Parts its flows go through: islands/website/blocks/dynamic_snippet_filter.ts, dynamic_snippet_view.tsx.
import { expect, test } from "./fixtures";
import { addFault, clearFaults, islandsReady, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

test.afterEach(async ({ request }) => clearFaults(request));

test("product lists re-render from desktop to phone width, an empty filter is hidden, a card leads to its product", async ({ page }) => {
  const console = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/blocks2/dynamic_snippet");
  const carousel = page.locator("#snippet_carousel");
  const activeRow = carousel.locator(".carousel-item.active .o_dynamic_snippet_row");
  await expect(activeRow.locator(".o_dynamic_snippet_item")).toHaveCount(4);
  await expect(carousel.locator(".carousel-item")).toHaveCount(2);
  await expect(activeRow.locator("h3").first()).toHaveText("Composting Masterclass");
  const desks = page.locator("#snippet_desks");
  await desks.scrollIntoViewIfNeeded();
  await expect(desks.locator("h3")).toHaveText(["Conference Table", "Customizable Desk"]);
  await expect(desks.locator(".o_dynamic_snippet_price").last()).toHaveText("$ 750.00$ 675.00");
  await page.locator("#snippet_names").scrollIntoViewIfNeeded();
  await expect(page.locator("#snippet_names h3")).toHaveText(["Office Chair", "Engraved Pen"]);
  await page.locator("#snippet_blog").scrollIntoViewIfNeeded();
  await expect(page.locator("#snippet_blog h3")).toHaveText(["Sierra Tarahumara"]);
  const empty = page.locator("#snippet_empty");
  await empty.evaluate((el) => el.scrollIntoView());
  await expect(empty).toHaveClass(/o_dynamic_empty/);
  await expect(empty).toBeHidden();
  await islandsReady(page);
  await keepShot(page, { path: test.info().outputPath("dynamic_snippet-1280.png"), fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(activeRow.locator(".o_dynamic_snippet_item")).toHaveCount(1);
  await expect(carousel.locator(".carousel-item")).toHaveCount(7);
  await expect(desks.locator(".o_dynamic_snippet_row").first().locator(".o_dynamic_snippet_item")).toHaveCount(2);
  await keepShot(page, { path: test.info().outputPath("dynamic_snippet-390.png"), fullPage: true });
  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole("button", { name: "Next" }).click();
  await expect(activeRow.locator("h3")).toHaveText("Drawer Black");
  await activeRow.getByRole("link", { name: "View product" }).click();
  await page.waitForURL("**/shop/product/drawer-black-6");
  expect(console.errors).toEqual([]);
});

test("a list whose filters answer 502 shows a clear message and no broken markup", async ({ page, request }) => {
  await addFault(request, "/website/snippet/filters", "502", 5);
  await page.goto("/blocks2/dynamic_snippet");
  const carousel = page.locator("#snippet_carousel");
  await expect(carousel.getByRole("alert")).toHaveText("This list could not be loaded. Please try again later.");
  await expect(carousel.locator(".o_dynamic_snippet_item")).toHaveCount(0);
  await expect(carousel).toBeVisible();
});
