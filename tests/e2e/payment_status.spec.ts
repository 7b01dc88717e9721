// The payment status page, the order confirmation's status polling and the payment method page
// in Chromium against the reference server (spec 2 §2, §4 "Polling answers", "Shop order status
// polling", §7, §9 delays).
// Islands it drives: islands/payment/payment_status.tsx, order_status.tsx, payment_form.tsx
// (manage mode, DeleteTokenDialog).
// Its parts the flows go through: post_processing.ts, TransactionList.tsx.
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login, paymentFormReady } from "./helpers";
import { keepShot } from "./keep_shot";

test.afterEach(async ({ request }) => clearFaults(request));

async function payByCard(page: Page, cardNumber: string) {
  const order = await (await page.request.post("/__test/payment/quotation")).json();
  await page.goto(`/my/orders/${order.id}`);
  await islandsReady(page);
  await page.locator("#o_sale_portal_paynow").click();
  const modal = page.locator("#modalaccept");
  await paymentFormReady(page);
  await modal.getByRole("radio", { name: "Demo card" }).check();
  await modal.getByLabel("Card number").fill(cardNumber);
  await modal.getByLabel("Name on card").fill("Azure Interior");
  await modal.getByLabel("Expiry (MM / YY)").fill("12 / 30");
  await modal.getByLabel("Security code").fill("123");
  await modal.locator('button[name="o_payment_submit_button"]').click();
  return order as { id: number; name: string; access_token: string };
}

test("the status page shows a pending payment, then the confirmed one, then goes to the order", async ({ page }) => {
  await login(page, "payer");
  const polls: string[] = [];
  page.on("request", (r) => r.url().endsWith("/payment/status/poll") && polls.push(r.url()));
  const order = await payByCard(page, "4000 0000 0000 0077");
  await page.waitForURL("**/payment/status");
  const status = page.locator('div[name="o_payment_status"]');
  await expect(status.locator("[data-state=pending]")).toContainText("Your payment has been received but still needs to be confirmed by the provider.");
  await keepShot(page, { path: test.info().outputPath("status-pending-desktop.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("status-pending-phone.png") });
  await expect(status.locator("[data-state=done]")).toContainText("Your payment has been processed. Thank you!");
  await page.waitForURL(`**/my/orders/${order.id}?access_token=${order.access_token}`);
  await expect(page.locator("#introduction h2")).toContainText(`Sales Order ${order.name}`);
  expect(polls.length).toBe(3);
});

test("a dropped status poll shows the RPC error and polling goes on to the landing route", async ({ page, request }) => {
  await login(page, "payer");
  await addFault(request, "/payment/status/poll", "network", 1);
  const order = await payByCard(page, "4242 4242 4242 4242");
  await page.waitForURL("**/payment/status");
  await expect(page.locator('div[name="o_payment_status"] .alert-danger')).toContainText("Unable to contact the server. Please wait.");
  await keepShot(page, { path: test.info().outputPath("status-rpc-error-desktop.png") });
  await page.waitForURL(`**/my/orders/${order.id}?access_token=${order.access_token}`);
});

test("the status page without a payment says it cannot find it", async ({ page }) => {
  await page.goto("/payment/status");
  await expect(page.getByText("We are processing your payment, please wait ...")).toBeHidden();
  await expect(page.locator('div[name="o_payment_status"] .alert-warning')).toContainText("We are not able to find your payment, but don't worry.");
});

test("the order confirmation polls while the payment is pending, 20 times, then says it waits for the bank", async ({ page }) => {
  await login(page, "payer");
  const order = await (await page.request.post("/__test/payment/quotation")).json();
  await page.goto(`/my/orders/${order.id}`);
  await islandsReady(page);
  await page.locator("#o_sale_portal_paynow").click();
  await paymentFormReady(page);
  await page.locator("#modalaccept").getByRole("radio", { name: "Demo (redirect)" }).check();
  await page.locator('#modalaccept button[name="o_payment_submit_button"]').click();
  await page.getByRole("button", { name: "Pay later" }).click();
  await page.waitForURL("**/payment/status");
  await expect(page.locator("[data-state=pending]")).toBeVisible();
  const polls: number[] = [];
  page.on("request", (r) => r.url().includes(`/shop/payment/get_status/${order.id}`) && polls.push(Date.now()));
  await page.clock.install();
  await page.goto(`/shop/payment/confirmation/${order.id}`);
  const status = page.locator(".oe_website_sale_tx_status");
  await expect(status).toContainText("Your payment has been received but still needs to be confirmed by the provider.");
  // 19 waits of ceil(n/3) s: 70 s in all
  for (let i = 0; i < 19; i++) {
    await page.clock.runFor(7000);
    await expect.poll(() => polls.length).toBeGreaterThanOrEqual(Math.min(20, 1 + i));
  }
  await expect(status.locator(".o_order_status_waiting")).toHaveText("We are waiting for confirmation from the bank or the payment provider");
  await expect(status.locator(".fa-warning")).toHaveAttribute("title", "We are waiting for confirmation from the bank or the payment provider");
  await page.clock.runFor(60_000);
  expect(polls.length).toBe(20);
  await keepShot(page, { path: test.info().outputPath("order-confirmation-desktop.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("order-confirmation-phone.png"), fullPage: true });
});

test("manage mode: saves a card, then deletes saved cards, showing the documents they are linked to", async ({ page }) => {
  await login(page, "portal");
  await page.goto("/my/payment_method");
  await islandsReady(page);
  await paymentFormReady(page);
  const form = page.locator('form[name="o_payment_manage"]');
  await form.getByRole("radio", { name: "Demo card" }).check();
  await form.getByLabel("Card number").fill("5555 5555 5555 4444");
  await expect(form.locator(".o_payment_card_type")).toHaveText("Card type: mastercard");
  await form.getByLabel("Name on card").fill("Joel Willis");
  await form.getByLabel("Expiry (MM / YY)").fill("11 / 31");
  await form.getByLabel("Security code").fill("321");
  await keepShot(page, { path: test.info().outputPath("manage-desktop.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("manage-phone.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await form.getByRole("button", { name: "Save Payment Method" }).click();
  await page.waitForURL("**/payment/status");
  await page.waitForURL("**/my/payment_method");
  await islandsReady(page);
  await paymentFormReady(page);
  await expect(form.getByRole("radio", { name: "•••• 4444" })).toBeVisible();
  // the seeded card pays order S00017: the dialog names it
  await form.getByRole("button", { name: "Delete •••• 4242" }).click();
  const dialog = page.locator(".o_dialog");
  await expect(dialog.locator(".modal-title")).toHaveText("Warning!");
  await expect(dialog).toContainText("Are you sure you want to delete this payment method?");
  await expect(dialog).toContainText("It is currently linked to the following documents:");
  await expect(dialog.locator(".o_payment_linked_records a")).toHaveText("S00017");
  await keepShot(page, { path: test.info().outputPath("manage-delete-dialog.png") });
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(form.getByRole("radio", { name: "•••• 4242" })).toHaveCount(0);
  await form.getByRole("button", { name: "Delete •••• 4444" }).click();
  await expect(dialog).toContainText("Are you sure you want to delete this payment method?");
  await expect(dialog).not.toContainText("It is currently linked");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(form.getByRole("radio", { name: "•••• 4444" })).toHaveCount(0);
  await page.reload();
  await expect(form.locator('input[data-payment-option-type="token"]')).toHaveCount(0);
});

test("manage mode: a failed delete says so and keeps the card", async ({ page, request }) => {
  await login(page, "payer");
  await page.goto("/my/payment_method");
  await islandsReady(page);
  await paymentFormReady(page);
  const form = page.locator('form[name="o_payment_manage"]');
  await form.getByRole("button", { name: "Delete •••• 1881" }).click();
  await addFault(request, "/payment/archive_token", "502");
  await page.locator(".o_dialog").getByRole("button", { name: "Confirm" }).click();
  await expect(form.locator('[name="o_payment_error"]')).toContainText("We are not able to delete your payment method.");
  await expect(form.getByRole("radio", { name: "•••• 1881" })).toBeVisible();
});
