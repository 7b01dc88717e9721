// The wishlist in Chromium against the reference server (spec 3 §2, §4, §7, §8): add from the
// listing (button disabled, header count from /shop/wishlist?count=1), the wishlist page's
// remove, move to cart with and without #b2b_wish, the notify switch kept after a reload, and a
// failed add (502: the button enabled again, with a message).
// Islands it drives: islands/shop/wishlist/wishlist_add.tsx, wishlist_table.tsx (wishlist_state.ts).
import { seriousViolations } from "./axe_scan";
import { expect, test, type Page } from "./fixtures";
import { WISHLIST_ADD_FAILED, WISHLIST_ROUTES } from "../../islands/shop/wishlist/wishlist_state";
import { UNREACHABLE_SERVER } from "../../src/kit/error_text";
import { addFault, clearFaults, islandsReady, watchConsole } from "./helpers";

test.afterEach(async ({ request }) => clearFaults(request));

const wishBadge = (page: Page) => page.locator("#top_menu .my_wish_quantity");
const cartBadge = (page: Page) => page.locator("#top_menu .my_cart_quantity");
const addButton = (page: Page, name: string) => page.getByRole("button", { name: `Add ${name} to the wishlist` });
const row = (page: Page, name: string) => page.locator("tr[data-wish-id]", { hasText: name });

/** Wishes added through the listing's buttons, each waited for. */
async function wish(page: Page, ...names: string[]) {
  await page.goto("/shop");
  await islandsReady(page);
  for (const name of names) {
    const counted = page.waitForResponse((r) => r.url().endsWith(WISHLIST_ROUTES.count));
    await addButton(page, name).click();
    await counted;
  }
}

test("add from the listing: the button is disabled and the header counts what the server holds", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/shop");
  await islandsReady(page);
  await expect(wishBadge(page)).toHaveText("0");
  await expect(wishBadge(page)).toBeHidden();
  const added = page.waitForRequest((r) => r.url().endsWith(WISHLIST_ROUTES.add));
  await addButton(page, "Conference Table").click();
  expect((await added).postDataJSON().params).toEqual({ product_id: 6 });
  await expect(addButton(page, "Conference Table")).toBeDisabled();
  await expect(wishBadge(page)).toHaveText("1");
  await expect(wishBadge(page)).toBeVisible();
  await expect(addButton(page, "Drawer Black")).toBeEnabled();
  await page.reload();
  await islandsReady(page);
  await expect(addButton(page, "Conference Table")).toBeDisabled();
  await expect(wishBadge(page)).toHaveText("1");
  expect(console.errors).toEqual([]);
});

test("a failed add enables the button again with a message, and a second try works", async ({ page, request }) => {
  await page.goto("/shop");
  await islandsReady(page);
  await addFault(request, WISHLIST_ROUTES.add, "502");
  await addButton(page, "Drawer Black").click();
  await expect(page.locator(".o_notification")).toContainText(`${WISHLIST_ADD_FAILED} ${UNREACHABLE_SERVER}`);
  await expect(addButton(page, "Drawer Black")).toBeEnabled();
  await expect(wishBadge(page)).toHaveText("0");
  await addButton(page, "Drawer Black").click();
  await expect(addButton(page, "Drawer Black")).toBeDisabled();
  await expect(wishBadge(page)).toHaveText("1");
});

test("wishlist page: remove, move to cart keeping the wish, move that empties the list goes to the cart", async ({ page }) => {
  const console = watchConsole(page);
  await wish(page, "Conference Table", "Drawer Black", "Engraved Pen");
  await page.goto("/shop/wishlist");
  await islandsReady(page);
  await expect(page.locator("tr[data-wish-id]")).toHaveCount(3);

  await row(page, "Engraved Pen").getByRole("button", { name: "Remove Engraved Pen from the wishlist" }).click();
  await expect(row(page, "Engraved Pen")).toHaveCount(0);
  await expect(wishBadge(page)).toHaveText("2");

  await page.check("#b2b_wish");
  await row(page, "Conference Table").getByRole("button", { name: "Add to cart" }).click();
  await expect(cartBadge(page)).toHaveText("1");
  await expect(row(page, "Conference Table")).toHaveCount(1);
  await expect(wishBadge(page)).toHaveText("2");

  await page.uncheck("#b2b_wish");
  await row(page, "Conference Table").getByRole("button", { name: "Add to cart" }).click();
  await expect(row(page, "Conference Table")).toHaveCount(0);
  await expect(cartBadge(page)).toHaveText("2");
  await expect(page).toHaveURL(/\/shop\/wishlist$/);

  await row(page, "Drawer Black").getByRole("button", { name: "Add to cart" }).click();
  await page.waitForURL("**/shop/cart");
  await expect(page.locator("#cart_products")).toContainText("Conference Table");
  await expect(page.locator("#cart_products")).toContainText("Drawer Black");
  expect(await (await page.request.get(WISHLIST_ROUTES.count)).json()).toEqual([]);
  expect(console.errors).toEqual([]);
});

test("wishlist page: the notify switch is saved and stays after a reload", async ({ page }) => {
  await wish(page, "Drawer Black");
  await page.goto("/shop/wishlist");
  await islandsReady(page);
  const toggle = row(page, "Drawer Black").getByRole("switch", { name: "Notify me when back in stock" });
  await expect(toggle).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes("/shop/wishlist/notify/"));
  await toggle.check();
  const answer = await saved;
  expect(answer.request().postDataJSON().params).toEqual({ notify: true });
  expect((await answer.json()).result).toBe(true);
  await expect(toggle).toBeEnabled();
  await page.reload();
  await islandsReady(page);
  await expect(toggle).toBeChecked();
  const unsaved = page.waitForResponse((r) => r.url().includes("/shop/wishlist/notify/"));
  await toggle.uncheck();
  expect((await (await unsaved).json()).result).toBe(false);
  await page.reload();
  await expect(toggle).not.toBeChecked();
});

test("product page: the button adds the chosen variant and follows the variant choice", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/shop/product/storage-box-5");
  await islandsReady(page);
  const heart = page.getByRole("button", { name: "Add to wishlist" });
  const added = page.waitForRequest((r) => r.url().endsWith(WISHLIST_ROUTES.add));
  await heart.click();
  expect((await added).postDataJSON().params).toEqual({ product_id: 7 });
  await expect(heart).toBeDisabled();
  await expect(wishBadge(page)).toHaveText("1");
  await page.getByLabel("Black").check();
  await expect(heart).toHaveAttribute("data-product-product-id", "8");
  await expect(heart).toBeEnabled();
  await page.getByLabel("White").check();
  await expect(heart).toHaveAttribute("data-product-product-id", "7");
  await expect(heart).toBeDisabled();
  expect(console.errors).toEqual([]);
});

test("the filled wishlist page has no serious or critical accessibility violation", async ({ page }) => {
  await wish(page, "Conference Table", "Drawer Black");
  await page.goto("/shop/wishlist");
  await islandsReady(page);
  expect(await seriousViolations(page)).toEqual([]);
});
