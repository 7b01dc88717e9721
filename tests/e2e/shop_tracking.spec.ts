// Issue #31, item "tracking events" (spec 2 §2 tracking pseudo-pages): a visitor's way from the cart
// to paying fires /stats/ecom/customer_checkout and /stats/ecom/order_payment/{method}, seen in the
// page's dataLayer as the platform's analytics would see them.
// Islands it drives: islands/shop/tracking_links.tsx (tracking.ts), islands/payment/payment_form.tsx
import { expect, test, type Page } from "./fixtures";
import { islandsReady, watchConsole } from "./helpers";

async function recordTracking(page: Page): Promise<string[]> {
  const tracked: string[] = [];
  await page.exposeFunction("__tracked", (path: string) => tracked.push(path));
  await page.addInitScript(() => {
    (window as any).dataLayer = Object.assign([], { push: (entry: { page_path: string }) => (window as any).__tracked(entry.page_path) });
  });
  return tracked;
}

test("the cart's checkout link fires customer_checkout and the pay button order_payment/{method}", async ({ page }) => {
  const console = watchConsole(page);
  const tracked = await recordTracking(page);
  await page.goto("/shop");
  await islandsReady(page);
  await page.getByRole("button", { name: "Add Conference Table to cart" }).click();
  await expect(page.locator("#top_menu .my_cart_quantity")).toHaveText("1");
  await page.goto("/shop/cart");
  await islandsReady(page);
  await page.click("a.o_wsale_checkout");
  await page.waitForURL(/\/shop\/address/);
  expect(tracked).toContain("/stats/ecom/customer_checkout");

  await page.goto("/shop/demo/checkout");
  await islandsReady(page);
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.waitForURL(/\/shop\/payment$/);
  await islandsReady(page);
  const form = page.locator('#payment_method form[name="o_payment_checkout"]');
  await form.getByRole("radio", { name: "Demo card" }).check();
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Name on card").fill("Ada Lovelace");
  await form.getByLabel("Expiry (MM / YY)").pressSequentially("1230");
  await form.getByLabel("Security code").fill("123");
  await form.locator('button[name="o_payment_submit_button"]').click();
  await page.waitForURL(/\/shop\/confirmation$/);
  // The demo card's provider code is "demo" (fixtures/seed/payment.provider.json).
  expect(tracked).toContain("/stats/ecom/order_payment/demo");
  expect(tracked.filter((path) => path.startsWith("/stats/ecom/order_payment/"))).toEqual(["/stats/ecom/order_payment/demo"]);
  expect(console.errors).toEqual([]);
});
