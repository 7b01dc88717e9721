// The shop's cart and checkout in Chromium against the reference server (spec 2 §2, §4, §5, §8):
// cart quantities (debounced update_json, lines re-rendered, 0 removes, emptied cart), the
// address form following the country, checkout, confirm and the payment page.
// Islands it drives: islands/shop/cart.tsx, address.tsx, listing.tsx, tracking_links.tsx
// (cart_store.ts, cart_sanitizer.ts, alerts.tsx, country_infos.ts, timing.ts, quantity.ts,
// cart_store.ts, tracking.ts).
import { expect, test, type Page } from "./fixtures";
import { CART_UPDATE_FAILED, COUNTRY_INFOS_FAILED } from "../../islands/shop/constants";
import { UNREACHABLE_SERVER } from "../../src/kit/error_text";
import { ORDER_STATUS_MESSAGES } from "../../server/routes/shop_checkout";
import { addFault, clearFaults, islandsReady, watchConsole } from "./helpers";

test.afterEach(async ({ request }) => clearFaults(request));

const badge = (page: Page) => page.locator("#top_menu .my_cart_quantity");

async function fillCart(page: Page) {
  await page.goto("/shop");
  await islandsReady(page);
  await page.getByRole("button", { name: "Add Conference Table to cart" }).click();
  await expect(badge(page)).toHaveText("1");
  await page.getByRole("button", { name: "Add Drawer Black to cart" }).click();
  await expect(badge(page)).toHaveText("2");
  await page.goto("/shop/cart");
  await islandsReady(page);
}

const quantity = (page: Page, name: string) => page.getByRole("textbox", { name: `Quantity of ${name}` });

test("cart: a quantity change re-renders lines and summary, 0 removes a line, an emptied cart reloads the cart page", async ({ page }) => {
  const console = watchConsole(page);
  await fillCart(page);
  await expect(page.locator("#order_total")).toContainText("1,275.00");
  const update = page.waitForRequest("**/shop/cart/update_json");
  await page.locator("tr", { hasText: "Conference Table" }).getByRole("link", { name: "Add one" }).click();
  await page.locator("tr", { hasText: "Conference Table" }).getByRole("link", { name: "Add one" }).click();
  const sent = (await update).postDataJSON().params;
  expect(sent).toMatchObject({ set_qty: 3, line_id: 1, product_id: 6 });
  await expect(page.locator("#order_total")).toContainText("3,775.00");
  await expect(badge(page)).toHaveText("4");
  await quantity(page, "Drawer Black").fill("0");
  await quantity(page, "Drawer Black").press("Tab");
  await expect(page.locator(".js_cart_lines tbody tr")).toHaveCount(1);
  await expect(badge(page)).toHaveText("3");
  const reloaded = page.waitForEvent("load");
  await quantity(page, "Conference Table").fill("0");
  await quantity(page, "Conference Table").press("Tab");
  await reloaded;
  await expect(page).toHaveURL(/\/shop\/cart$/);
  await expect(page.locator(".js_cart_lines")).toHaveText("Your cart is empty!");
  await expect(badge(page)).toHaveText("0");
  expect(console.errors).toEqual([]);
});

test("cart: the server's warning shows in a dismissible red alert", async ({ page }) => {
  await fillCart(page);
  await quantity(page, "Drawer Black").fill("5000");
  await quantity(page, "Drawer Black").press("Tab");
  const alert = page.locator(".o_wsale_cart_alerts .alert-danger");
  await expect(alert).toHaveText("You ask for 5000 products but only 1000 is available");
  await expect(quantity(page, "Drawer Black")).toHaveValue("1000");
  await alert.getByRole("button", { name: "Close" }).click();
  await expect(alert).toHaveCount(0);
});

test("cart: a malformed answer puts the quantity back and says so", async ({ page }) => {
  await fillCart(page);
  await addFault(page.request, "/shop/cart/update_json", "malformed-json");
  await quantity(page, "Drawer Black").fill("4");
  await quantity(page, "Drawer Black").press("Tab");
  // The runtime reads an unparseable answer as a lost connection (spec 1 §7).
  const alert = page.locator(".o_wsale_cart_alerts .alert-danger");
  await expect(alert).toHaveText(`${CART_UPDATE_FAILED} ${UNREACHABLE_SERVER}`);
  await expect(alert.getByRole("button", { name: "Close" })).toBeVisible();
  await expect(quantity(page, "Drawer Black")).toHaveValue("1");
  await expect(badge(page)).toHaveText("2");
  await page.reload();
  await expect(quantity(page, "Drawer Black")).toHaveValue("1");
});

test("address in a country with required states, checkout, confirm and the payment page", async ({ page }) => {
  const console = watchConsole(page);
  await fillCart(page);
  const tracked: string[] = [];
  await page.exposeFunction("__tracked", (path: string) => tracked.push(path));
  await page.click("a.o_wsale_checkout");
  await page.waitForURL(/\/shop\/address/);
  await islandsReady(page);
  await expect(page.locator(".div_state")).toBeHidden();
  await page.fill("#name", "Ada Lovelace");
  await page.fill("#email", "ada@example.com");
  await page.fill("#street", "12 Engine Street");
  await page.fill("#city", "Springfield");
  await page.fill("#zip", "62701");
  const infos = page.waitForRequest("**/shop/country_infos/233");
  await page.selectOption("#country_id", "233");
  expect((await infos).postDataJSON().params).toEqual({ mode: "billing" });
  await expect(page.locator(".div_state")).toBeVisible();
  await expect(page.locator("label[for=state_id]")).not.toHaveClass(/label-optional/);
  await expect(page.locator("#phone")).toHaveAttribute("placeholder", "+1");
  await expect(page.locator("#state_id option")).toHaveText(["State / Province...", "California (US)", "New York (US)", "Texas (US)"]);
  // Zip after city for the United States.
  await expect(page.locator(".div_city + .div_zip")).toHaveCount(1);
  await page.click("button[type=submit]");
  await expect(page.getByRole("alert")).toContainText("Some required fields are empty.");
  await expect(page.locator("#name")).toHaveValue("Ada Lovelace");
  await islandsReady(page);
  await page.selectOption("#state_id", "11");
  await page.click("button[type=submit]");
  await page.waitForURL(/\/shop\/checkout/);
  await expect(page.locator("address")).toContainText("New York (US)");
  await islandsReady(page);
  await page.evaluate(() => {
    (window as any).dataLayer = Object.assign([], { push: (entry: { page_path: string }) => (window as any).__tracked(entry.page_path) });
  });
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect.poll(() => tracked).toEqual(["/stats/ecom/customer_signup", "/stats/ecom/order_checkout"]);
  await page.waitForURL(/\/shop\/payment/);
  await expect(page.locator("#order_total")).toContainText("1,275.00");
  await expect(page.locator("#payment_method .o_shop_payment_region")).toHaveAttribute("data-amount", "1275");
  await expect(badge(page)).toHaveText("0");
  expect(console.errors).toEqual([]);
});

test("address: a visitor's sign-in link is tracked and leads back to the checkout after signing in", async ({ page }) => {
  await fillCart(page);
  const tracked: string[] = [];
  await page.exposeFunction("__tracked", (path: string) => tracked.push(path));
  await page.goto("/shop/address");
  await islandsReady(page);
  await page.evaluate(() => {
    (window as any).dataLayer = Object.assign([], { push: (entry: { page_path: string }) => (window as any).__tracked(entry.page_path) });
  });
  await page.locator(".oe_cart").getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/web\/login\?redirect=%2Fshop%2Fcheckout|\/web\/login\?redirect=\/shop\/checkout/);
  await expect.poll(() => tracked).toEqual(["/stats/ecom/customer_signin"]);
  await page.fill("#login", "portal");
  await page.fill("#password", "portal");
  await page.click("button[type=submit]");
  await page.waitForURL((url) => url.pathname.startsWith("/shop/"));
  await expect(page.locator(".oe_cart a[href^='/web/login']")).toHaveCount(0);
});

test("address: a network drop on country infos keeps every typed field and says so", async ({ page }) => {
  await page.goto("/shop/address");
  await islandsReady(page);
  await page.fill("#name", "Ada Lovelace");
  await page.fill("#street", "12 Engine Street");
  await addFault(page.request, "/shop/country_infos", "network");
  await page.selectOption("#country_id", "233");
  await expect(page.locator(".o_wsale_address_error .alert")).toContainText(COUNTRY_INFOS_FAILED);
  await expect(page.locator("#name")).toHaveValue("Ada Lovelace");
  await expect(page.locator("#street")).toHaveValue("12 Engine Street");
  await expect(page.locator("#country_id")).toHaveValue("233");
});

test("order confirmation: the status block polls get_status and the confirmed order is tracked", async ({ page }) => {
  await page.addInitScript(() => {
    (window as any).dataLayer = [];
  });
  const polled = page.waitForRequest((request) => /\/shop\/payment\/get_status\/\d+$/.test(request.url()));
  await page.goto("/shop/demo/confirmation");
  await expect(page).toHaveURL(/\/shop\/confirmation$/);
  await islandsReady(page);
  await polled;
  await expect(page.locator(".oe_website_sale_tx_status")).toContainText(ORDER_STATUS_MESSAGES.waiting);
  const orderId = await page.locator(".oe_website_sale_tx_status").getAttribute("data-order-id");
  expect(await page.evaluate(() => (window as any).dataLayer)).toContainEqual({ event: "pageview", page_path: `/stats/ecom/order_confirmed/${orderId}` });
});
