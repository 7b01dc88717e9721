// Stock on the product page in Chromium against the reference server (spec 3 §3, §5): the
// quantity capped to free − cart quantity with a partly filled cart, add disabled at 0 with the
// out-of-stock message, and the notify-me form of an out-of-stock variant (a bad address refused).
// Islands it drives: islands/shop/product.tsx, islands/shop/stock/stock_messages.tsx
// (stock.ts).
import { seriousViolations } from "./axe_scan";
import { expect, test, type Page } from "./fixtures";
import { ALL_IN_CART, NOTIFY_INVALID_EMAIL, NOTIFY_SUCCESS, OUT_OF_STOCK, STOCK_NOTIFICATION_ROUTE } from "../../islands/shop/stock/stock";
import { islandsReady, watchConsole } from "./helpers";

const STORAGE_BOX = "/shop/product/storage-box-5";
const WHITE = 7;
const messages = (page: Page) => page.locator(".availability_messages");
const quantity = (page: Page) => page.getByRole("textbox", { name: "Quantity" });
const addToCart = (page: Page) => page.locator("#add_to_cart");

test("the quantity is capped to what the cart leaves, and add is disabled once the cart holds it all", async ({ page }) => {
  const console = watchConsole(page);
  // 3 free, 2 already in this visitor's cart.
  await page.request.post("/shop/cart/update_json", { data: { jsonrpc: "2.0", method: "call", params: { product_id: WHITE, add_qty: 2 } } });
  await page.goto(STORAGE_BOX);
  await islandsReady(page);
  await expect(messages(page)).toContainText("Only 3 left in stock.");
  await expect(messages(page)).toContainText("You already added 2 of this product in your cart.");
  await quantity(page).fill("5");
  await quantity(page).press("Tab");
  await expect(quantity(page)).toHaveValue("1");
  await page.getByRole("link", { name: "Add one" }).click();
  await expect(quantity(page)).toHaveValue("1");
  const added = page.waitForResponse((r) => r.url().endsWith("/shop/cart/update_json"));
  await addToCart(page).click();
  expect((await added).request().postDataJSON().params).toMatchObject({ product_id: WHITE, add_qty: 1 });
  await expect(page.locator("#top_menu .my_cart_quantity")).toHaveText("3");
  await expect(addToCart(page)).toHaveAttribute("aria-disabled", "true");
  await expect(messages(page)).toContainText(ALL_IN_CART);
  await page.reload();
  await islandsReady(page);
  await expect(addToCart(page)).toHaveAttribute("aria-disabled", "true");
  expect(console.errors).toEqual([]);
});

test("an out-of-stock variant: add disabled, its message, and the notify-me form", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto(`${STORAGE_BOX}#attr=4`);
  await islandsReady(page);
  await expect(messages(page)).toContainText(OUT_OF_STOCK);
  await expect(messages(page)).toContainText("The black box is back in the spring.");
  await expect(addToCart(page)).toHaveAttribute("aria-disabled", "true");
  await expect(page.locator(".o_we_buy_now")).toHaveAttribute("aria-disabled", "true");

  await page.getByRole("button", { name: "Be notified when back in stock" }).click();
  const email = page.getByRole("textbox", { name: "Your e-mail address" });
  await email.fill("not an address");
  await page.getByRole("button", { name: "Notify me" }).click();
  await expect(page.locator("#stock_notification_form [role=alert]")).toHaveText(NOTIFY_INVALID_EMAIL);
  await expect(email).toHaveValue("not an address");
  expect(await seriousViolations(page, ".availability_messages")).toEqual([]);
  const sent = page.waitForRequest((r) => r.url().endsWith(STOCK_NOTIFICATION_ROUTE));
  await email.fill("ann@example.com");
  await page.getByRole("button", { name: "Notify me" }).click();
  expect((await sent).postDataJSON().params).toEqual({ product_id: 8, email: "ann@example.com" });
  await expect(page.locator("#stock_notification_success_message")).toContainText(NOTIFY_SUCCESS);

  // Back to the white box: in stock, add enabled again, no form.
  await page.getByLabel("White").check();
  await expect(messages(page)).toContainText("Only 3 left in stock.");
  await expect(addToCart(page)).toHaveAttribute("aria-disabled", "false");
  await expect(page.locator("#stock_notification_div")).toHaveCount(0);
  expect(console.errors).toEqual([]);
});
