// Shop write paths under faults, each in a fresh visitor's session (its own cart and wishes): an
// add to cart answered 502 says it was not added (the cart read again first) and adds on the next
// click; the wishlist's remove, move to cart and notify switch answered by a fault keep the row
// as it was, say so, and work on the next try; a back-in-stock request whose connection drops
// keeps the address and is sent on the next try.
// Islands: islands/shop/product.tsx (cart_store.ts), islands/shop/wishlist/wishlist_table.tsx.
import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "./fixtures";
import { ADD_TO_CART_FAILED } from "../../islands/shop/constants";
import { NOTIFY_FAILED, NOTIFY_SUCCESS, STOCK_NOTIFICATION_ROUTE } from "../../islands/shop/stock/stock";
import { WISHLIST_MOVE_FAILED, WISHLIST_NOTIFY_FAILED, WISHLIST_REMOVE_FAILED, WISHLIST_ROUTES } from "../../islands/shop/wishlist/wishlist_state";
import { addFault, clearFaults, islandsReady } from "./helpers";

test.afterEach(async ({ request }) => clearFaults(request));

const cartBadge = (page: Page) => page.locator("#top_menu .my_cart_quantity");
const row = (page: Page, name: string) => page.locator("tr[data-wish-id]", { hasText: name });

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

test("an add to cart answered 502 says it was not added; the next click adds it once", async ({ page, request }) => {
  await page.goto("/shop/product/engraved-pen-2");
  await islandsReady(page);
  await expect(cartBadge(page)).toHaveText("0");
  await addFault(request, "/shop/cart/update_json", "502");
  await page.click("#add_to_cart");
  await expect(page.locator(".o_wsale_product_error [role=alert]")).toContainText(ADD_TO_CART_FAILED);
  await expect(cartBadge(page)).toHaveText("0");
  await page.click("#add_to_cart");
  await expect(cartBadge(page)).toHaveText("1");
  await page.goto("/shop/cart");
  await expect(page.locator(".js_cart_lines tbody tr")).toHaveCount(1);
});

test("a wishlist remove whose connection drops keeps the row and says so; the next click removes it", async ({ page, request }) => {
  await wishAndOpen(page, "Engraved Pen");
  const wishId = await row(page, "Engraved Pen").getAttribute("data-wish-id");
  await addFault(request, WISHLIST_ROUTES.remove(wishId!), "network");
  await row(page, "Engraved Pen").getByRole("button", { name: "Remove Engraved Pen from the wishlist" }).click();
  await expect(page.locator(".o_wish_alerts")).toContainText(WISHLIST_REMOVE_FAILED);
  await expect(row(page, "Engraved Pen")).toHaveCount(1);
  await expect(row(page, "Engraved Pen").getByRole("button", { name: "Remove Engraved Pen from the wishlist" })).toBeEnabled();
  await row(page, "Engraved Pen").getByRole("button", { name: "Remove Engraved Pen from the wishlist" }).click();
  await expect(row(page, "Engraved Pen")).toHaveCount(0);
});

test("a wishlist move to cart answered 502 keeps the wish and the cart; the next click moves it", async ({ page, request }) => {
  await wishAndOpen(page, "Conference Table", "Engraved Pen");
  await addFault(request, WISHLIST_ROUTES.cartUpdateJson, "502");
  await row(page, "Conference Table").getByRole("button", { name: "Add to cart" }).click();
  await expect(page.locator(".o_wish_alerts")).toContainText(WISHLIST_MOVE_FAILED);
  await expect(row(page, "Conference Table")).toHaveCount(1);
  await expect(cartBadge(page)).toHaveText("0");
  await row(page, "Conference Table").getByRole("button", { name: "Add to cart" }).click();
  await expect(cartBadge(page)).toHaveText("1");
  await expect(row(page, "Conference Table")).toHaveCount(0);
});

test("a notify switch answered with an unreadable answer is put back and says so; the next change is saved", async ({ page, request }) => {
  await wishAndOpen(page, "Drawer Black");
  const toggle = row(page, "Drawer Black").getByRole("switch", { name: "Notify me when back in stock" });
  await expect(toggle).not.toBeChecked();
  await addFault(request, "/shop/wishlist/notify/", "malformed-json");
  await toggle.click();
  await expect(page.locator(".o_wish_alerts")).toContainText(WISHLIST_NOTIFY_FAILED);
  await expect(toggle).not.toBeChecked();
  await expect(toggle).toBeEnabled();
  const saved = page.waitForResponse((r) => r.url().includes("/shop/wishlist/notify/"));
  await toggle.check();
  expect((await (await saved).json()).result).toBe(true);
  await page.reload();
  await islandsReady(page);
  await expect(row(page, "Drawer Black").getByRole("switch", { name: "Notify me when back in stock" })).toBeChecked();
});

test("a back-in-stock request whose connection drops keeps the address and says so; the next try is taken", async ({ page, request }) => {
  await page.goto("/shop/product/storage-box-5#attr=4");
  await islandsReady(page);
  await page.getByRole("button", { name: "Be notified when back in stock" }).click();
  const email = page.getByRole("textbox", { name: "Your e-mail address" });
  const address = `stock-${randomUUID().slice(0, 8)}@example.com`;
  await email.fill(address);
  await addFault(request, STOCK_NOTIFICATION_ROUTE, "network");
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.locator("#stock_notification_form [role=alert]")).toContainText(NOTIFY_FAILED);
  await expect(email).toHaveValue(address);
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.locator("#stock_notification_success_message")).toContainText(NOTIFY_SUCCESS);
});
