// Shop extras under faults, each in a fresh visitor's session: a wishlist removal and a move to
// the cart whose answers are lost after the server acted are not sent again: the list or the cart
// is read again, the row leaves, and the page says what was done; a recently viewed product added
// to the cart under a 502 keeps its card and says so, and one whose answer is lost after the
// server added it leaves the list and is said to be added, once.
// Islands: islands/shop/wishlist/wishlist_table.tsx, islands/shop/recently_viewed/recently_viewed_snippet.tsx
// (islands/shop/cart_store.ts).
import { expect, test, type Page } from "./fixtures";
import { ADDED_AFTER_LOST } from "../../islands/shop/cart_store";
import { ADD_TO_CART_FAILED, RECENTLY_VIEWED_ROUTE } from "../../islands/shop/constants";
import { WISHLIST_MOVED_AFTER_LOST, WISHLIST_REMOVED_AFTER_LOST, WISHLIST_ROUTES } from "../../islands/shop/wishlist/wishlist_state";
import { addFault, clearFaults, islandsReady } from "./helpers";

test.afterEach(async ({ request }) => clearFaults(request));

const cartBadge = (page: Page) => page.locator("#top_menu .my_cart_quantity");
const row = (page: Page, name: string) => page.locator("tr[data-wish-id]", { hasText: name });
const snippet = (page: Page) => page.locator(".s_wsale_products_recently_viewed");
const titles = (page: Page) => snippet(page).locator(".card-title");

/** Lets the server answer the requests to `glob`, then drops each answer on its way back. */
async function loseAnswersAfterServer(page: Page, glob: string) {
  const sent: string[] = [];
  await page.route(glob, async (route) => {
    sent.push(route.request().url());
    await route.fetch();
    await route.abort("connectionreset");
  });
  return sent;
}

async function wishAndOpen(page: Page, ...names: string[]) {
  await page.goto("/shop");
  await islandsReady(page);
  for (const name of names) {
    const counted = page.waitForResponse((r) => r.url().endsWith(WISHLIST_ROUTES.count));
    await page.getByRole("button", { name: `Add ${name} to the wishlist` }).click();
    await counted;
  }
  await page.goto("/shop/wishlist");
  await islandsReady(page);
}

test("a wishlist removal whose answer is lost after the server removed it is checked, not resent: the row leaves and the page says so", async ({ page }) => {
  await wishAndOpen(page, "Engraved Pen", "Drawer Black");
  const sent = await loseAnswersAfterServer(page, "**/shop/wishlist/remove/*");
  await row(page, "Engraved Pen").getByRole("button", { name: "Remove Engraved Pen from the wishlist" }).click();
  await expect(page.locator(".o_wish_alerts")).toHaveText(WISHLIST_REMOVED_AFTER_LOST);
  await expect(row(page, "Engraved Pen")).toHaveCount(0);
  expect(sent).toHaveLength(1);
  await page.unrouteAll();
  await row(page, "Drawer Black").getByRole("button", { name: "Remove Drawer Black from the wishlist" }).click();
  await expect(page.locator("tr[data-wish-id]")).toHaveCount(0);
});

test("a move to the cart whose answer is lost after the server filled the cart is checked, not resent: the cart shows it once and the page says so", async ({ page }) => {
  await wishAndOpen(page, "Conference Table", "Engraved Pen");
  await expect(cartBadge(page)).toHaveText("0");
  const sent = await loseAnswersAfterServer(page, `**${WISHLIST_ROUTES.cartUpdateJson}`);
  await row(page, "Conference Table").getByRole("button", { name: "Add to cart" }).click();
  await expect(page.locator(".o_wish_alerts")).toHaveText(WISHLIST_MOVED_AFTER_LOST);
  await expect(cartBadge(page)).toHaveText("1");
  await expect(row(page, "Conference Table")).toHaveCount(0);
  expect(sent).toHaveLength(1);
  await page.unrouteAll();
  await row(page, "Engraved Pen").getByRole("button", { name: "Add to cart" }).click();
  await page.waitForURL("**/shop/cart");
  await expect(page.locator(".js_cart_lines tbody tr")).toHaveCount(2);
});

async function viewAndOpen(page: Page, productIds: number[]) {
  await page.goto("/shop/recently_viewed");
  for (const product_id of productIds) {
    const answer = await page.request.post(RECENTLY_VIEWED_ROUTE, { data: { jsonrpc: "2.0", id: 1, method: "call", params: { product_id } } });
    expect((await answer.json()).result.visitor_uuid).toBeTruthy();
  }
  await page.reload();
  await islandsReady(page);
  await expect(titles(page)).toHaveCount(productIds.length);
}

test("a recently viewed product added to the cart under a 502 keeps its card and says so; the next click adds it", async ({ page, request }) => {
  await viewAndOpen(page, [4, 1]);
  await addFault(request, WISHLIST_ROUTES.cartUpdateJson, "502");
  await snippet(page).getByRole("button", { name: "Add to Cart: Engraved Pen" }).click();
  await expect(snippet(page).getByRole("alert")).toContainText(ADD_TO_CART_FAILED);
  await expect(titles(page)).toHaveText(["Customizable Desk (Steel, White)", "Engraved Pen"]);
  await expect(cartBadge(page)).toHaveText("0");
  await snippet(page).getByRole("button", { name: "Add to Cart: Engraved Pen" }).click();
  await expect(cartBadge(page)).toHaveText("1");
  await expect(titles(page)).toHaveText(["Customizable Desk (Steel, White)"]);
});

test("a recently viewed product whose answer is lost after the server added it leaves the list and is said to be added, once", async ({ page }) => {
  await viewAndOpen(page, [4, 1]);
  const sent = await loseAnswersAfterServer(page, `**${WISHLIST_ROUTES.cartUpdateJson}`);
  await snippet(page).getByRole("button", { name: "Add to Cart: Engraved Pen" }).click();
  await expect(snippet(page).getByRole("status")).toHaveText(ADDED_AFTER_LOST);
  await expect(cartBadge(page)).toHaveText("1");
  await expect(titles(page)).toHaveText(["Customizable Desk (Steel, White)"]);
  expect(sent).toHaveLength(1);
  await page.goto("/shop/cart");
  await expect(page.locator(".js_cart_lines tbody tr")).toHaveCount(1);
});
