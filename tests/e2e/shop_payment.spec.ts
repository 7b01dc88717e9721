// From the shop's cart to a paid order: the payment step of the checkout holds the payment form
// of the confirmed order (islands/payment/payment_form.tsx) and a paid order lands on the shop's
// confirmation page, whose status block (islands/payment/order_status.tsx) shows it paid.
import { expect, test } from "./fixtures";
import { clearFaults, islandsReady, watchConsole } from "./helpers";
import { recordStatusMessages } from "./status_messages";
import { keepShot } from "./keep_shot";

test.afterEach(async ({ request }) => clearFaults(request));

test("a visitor pays the shop order by card, after a refused card, and lands on the confirmation", async ({ page }) => {
  const console = watchConsole(page);
  const mostStatusMessages = await recordStatusMessages(page);
  await page.goto("/shop/demo/checkout");
  await islandsReady(page);
  await page.getByRole("button", { name: "Confirm" }).click();
  await page.waitForURL(/\/shop\/payment$/);
  const form = page.locator('#payment_method form[name="o_payment_checkout"]');
  await expect(form).toBeVisible();
  const pay = form.locator('button[name="o_payment_submit_button"]');
  await form.getByRole("radio", { name: "Demo card" }).check();
  await form.getByLabel("Card number").fill("4000 0000 0000 0002");
  await form.getByLabel("Name on card").fill("Ada Lovelace");
  await form.getByLabel("Expiry (MM / YY)").pressSequentially("1230");
  await form.getByLabel("Security code").fill("123");
  await pay.click();
  await expect(form.locator('[name="o_payment_error"]')).toContainText("Your card was declined by the bank.");
  await expect(form.getByLabel("Name on card")).toHaveValue("Ada Lovelace");
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await pay.click();
  await page.waitForURL(/\/shop\/confirmation$/);
  // Paid: the status block says so in green, and never that no payment was made.
  const status = page.locator(".oe_website_sale_tx_status");
  await expect(status.locator(".alert-success").filter({ visible: true })).toBeVisible();
  await expect(status).not.toContainText("No payment has been made for this order yet.");
  await expect(status).toContainText("Your payment has been processed. Thank you!");
  // The server's message made way for the island's before anything was painted: one at a time.
  expect(await mostStatusMessages()).toBe(1);
  await keepShot(page, { path: test.info().outputPath("paid-confirmation.png") });
  expect(console.errors).toEqual([]);
});
