// Paying a quotation from its portal page in Chromium against the reference server (spec 2 §4
// "Payment flow", §5 card rules, §8): by card (direct) with a refused card then a good one, by
// the demo provider's redirect page, by a saved card (token); and the failures of the
// transaction route (502, malformed answer).
// Islands it drives: islands/payment/payment_form.tsx (form/, card/), payment_status.tsx,
// islands/portal/sale_sidebar.tsx (pay now modal).
// Its parts the flows go through: flow.ts, pay_button.ts, errors.tsx, process_payment.ts,
// context.ts, redirect_form.ts, src/kit/timing.ts, use_icon_lists.ts, options.ts, card_format.ts,
// CardForm.tsx.
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login, paymentFormReady, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

test.afterEach(async ({ request }) => clearFaults(request));

async function newQuotation(page: Page): Promise<{ id: number; name: string; access_token: string }> {
  return (await page.request.post("/__test/payment/quotation")).json();
}

async function openPayModal(page: Page, orderId: number) {
  await page.goto(`/my/orders/${orderId}`);
  await islandsReady(page);
  await page.locator("#o_sale_portal_paynow").click();
  const modal = page.locator("#modalaccept");
  await expect(modal).toBeVisible();
  await paymentFormReady(page);
  return modal;
}

test("pays by card: a refused card says why and keeps what was typed, a good one pays and lands on the confirmed order", async ({ page }) => {
  const console = watchConsole(page);
  await login(page, "payer");
  const order = await newQuotation(page);
  const modal = await openPayModal(page, order.id);
  const pay = modal.locator('button[name="o_payment_submit_button"]');
  await expect(pay).toBeDisabled();
  await modal.getByRole("radio", { name: "Demo card" }).check();
  await expect(pay).toBeEnabled();
  const number = modal.getByLabel("Card number");
  await number.pressSequentially("40000000000000021234");
  await expect(number).toHaveValue("4000 0000 0000 0002");
  await expect(modal.locator(".o_payment_card_type")).toHaveText("Card type: visa");
  await modal.getByLabel("Name on card").fill("Azure Interior");
  await modal.getByLabel("Expiry (MM / YY)").pressSequentially("1230");
  await expect(modal.getByLabel("Expiry (MM / YY)")).toHaveValue("12 / 30");
  await modal.getByLabel("Security code").pressSequentially("12345");
  await expect(modal.getByLabel("Security code")).toHaveValue("1234");
  await modal.getByLabel("Security code").fill("123");
  await keepShot(page, { path: test.info().outputPath("checkout-card-desktop.png") });
  await pay.click();
  const alert = modal.locator('[name="o_payment_error"]');
  await expect(alert).toContainText("Server Error");
  await expect(alert).toContainText("We are not able to process your payment.");
  await expect(alert).toContainText("Your card was declined by the bank.");
  await expect(pay).toBeEnabled();
  await expect(modal.getByLabel("Name on card")).toHaveValue("Azure Interior");
  await expect(modal.getByLabel("Expiry (MM / YY)")).toHaveValue("12 / 30");
  await keepShot(page, { path: test.info().outputPath("checkout-card-refused.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("checkout-card-refused-phone.png") });
  await page.setViewportSize({ width: 1280, height: 720 });
  await number.fill("4242 4242 4242 4242");
  await pay.click();
  await page.waitForURL("**/payment/status");
  await page.waitForURL(`**/my/orders/${order.id}?access_token=${order.access_token}`);
  await expect(page.locator("#introduction h2")).toContainText(`Sales Order ${order.name}`);
  expect(console.errors).toEqual([]);
});

test("an invalid card is marked on blur and on submit, nothing is sent", async ({ page }) => {
  await login(page, "payer");
  const order = await newQuotation(page);
  const modal = await openPayModal(page, order.id);
  await modal.getByRole("radio", { name: "Demo card" }).check();
  const number = modal.getByLabel("Card number");
  await number.fill("4242 4242 4242 4241");
  await modal.getByLabel("Name on card").focus();
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expect(modal.getByText("The card number is not valid.")).toBeVisible();
  const sent: string[] = [];
  page.on("request", (r) => r.url().includes("/transaction") && sent.push(r.url()));
  // leaving the name empty marks it: the button then moves down, clicked where it now is
  await modal.getByLabel("Name on card").blur();
  await expect(modal.getByText("The name on the card is missing.")).toBeVisible();
  await expect(modal.getByText("The expiry date is not valid or the card has expired.")).toBeHidden();
  await modal.locator('button[name="o_payment_submit_button"]').click();
  await expect(modal.getByText("The name on the card is missing.")).toBeVisible();
  await expect(modal.getByText("The expiry date is not valid or the card has expired.")).toBeVisible();
  expect(sent).toEqual([]);
});

test("pays through the demo provider's redirect page and comes back to the confirmed order", async ({ page }) => {
  await login(page, "payer");
  const order = await newQuotation(page);
  const modal = await openPayModal(page, order.id);
  await modal.getByText("Demo (redirect)", { exact: true }).click();
  await expect(modal.getByText("You will be redirected to the Demo (redirect) website to pay.")).toBeVisible();
  await modal.locator('a[name="o_payment_icon_more"]').click();
  await expect(modal.locator(".payment_icon_list .badge[title=maestro]")).toBeVisible();
  await modal.locator('a[name="o_payment_icon_less"]').click();
  await expect(modal.locator(".payment_icon_list .badge[title=maestro]")).toBeHidden();
  await modal.locator('button[name="o_payment_submit_button"]').click();
  await page.waitForURL("**/payment/demo/redirect");
  await expect(page.getByRole("heading", { name: "Demo payment provider" })).toBeVisible();
  await keepShot(page, { path: test.info().outputPath("demo-provider-desktop.png") });
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await page.waitForURL(`**/my/orders/${order.id}?access_token=${order.access_token}`);
  await expect(page.locator("#introduction h2")).toContainText(`Sales Order ${order.name}`);
});

test("pays with a saved card (token flow) through the status page", async ({ page }) => {
  await login(page, "payer");
  const order = await newQuotation(page);
  const modal = await openPayModal(page, order.id);
  await modal.getByText("•••• 1881").click();
  await modal.locator('button[name="o_payment_submit_button"]').click();
  await page.waitForURL(`**/my/orders/${order.id}?access_token=${order.access_token}`);
  await expect(page.locator("#introduction h2")).toContainText(`Sales Order ${order.name}`);
});

for (const kind of ["502", "malformed-json"] as const) {
  test(`a ${kind} answer of the transaction route re-enables the button, says why inline and keeps the card`, async ({ page, request }) => {
    await login(page, "payer");
    const order = await newQuotation(page);
    const modal = await openPayModal(page, order.id);
    await modal.getByRole("radio", { name: "Demo card" }).check();
    await modal.getByLabel("Card number").fill("4242 4242 4242 4242");
    await modal.getByLabel("Name on card").fill("Azure Interior");
    await modal.getByLabel("Expiry (MM / YY)").fill("12 / 30");
    await modal.getByLabel("Security code").fill("123");
    await addFault(request, `/my/orders/${order.id}/transaction`, kind);
    const pay = modal.locator('button[name="o_payment_submit_button"]');
    await pay.click();
    const alert = modal.locator('[name="o_payment_error"]');
    await expect(alert).toContainText("We are not able to process your payment.");
    await expect(alert).toContainText(kind === "502" ? "The server could not be reached." : "could not");
    await expect(pay).toBeEnabled();
    await expect(modal.getByLabel("Card number")).toHaveValue("4242 4242 4242 4242");
    await expect(modal.getByLabel("Name on card")).toHaveValue("Azure Interior");
  });
}

test("pays an invoice from its 'Pay Now' modal and comes back to it paid", async ({ page }) => {
  await login(page, "payer");
  await page.goto("/my/invoices/10");
  await islandsReady(page);
  await page.getByRole("button", { name: "Pay Now" }).click();
  const modal = page.locator("#pay_with");
  await expect(modal).toBeVisible();
  await paymentFormReady(page);
  await expect(modal.locator('form[name="o_payment_checkout"]')).toHaveAttribute("data-invoice-id", "10");
  await keepShot(page, { path: test.info().outputPath("invoice-checkout-desktop.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("invoice-checkout-phone.png") });
  const sent: any[] = [];
  page.on("request", (r) => r.url().includes("/invoice/transaction/10") && sent.push(r.postDataJSON().params));
  await modal.getByRole("radio", { name: "Demo (redirect)" }).check();
  await modal.locator('button[name="o_payment_submit_button"]').click();
  await page.getByRole("button", { name: "Pay", exact: true }).click();
  await page.waitForURL("**/my/invoices/10?access_token=pay-inv-31");
  await expect(page.locator(".o_portal_sidebar .text-success")).toContainText("Paid");
  expect(sent[0]).toMatchObject({ payment_option_id: 1, invoice_id: 10, amount: 640, flow: "redirect", is_validation: false, reference_prefix: "INV/2026/00031" });
  expect(Object.keys(sent[0]).sort()).toEqual(
    ["access_token", "amount", "csrf_token", "currency_id", "flow", "invoice_id", "is_validation", "landing_route", "partner_id", "payment_option_id", "reference_prefix", "tokenization_requested"].sort(),
  );
});
