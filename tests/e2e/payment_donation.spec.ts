// The donation form in Chromium against the reference server (spec 2 §3 "Donation", "Payment fee
// request", §5 "Donation form", §8): a missing field, then the fees per option, then paid; a
// failed fee request.
// Islands it drives: islands/payment/payment_form.tsx (donation/).
// Its parts the flows go through: use_donation.tsx, donation_rules.ts.
import { expect, test } from "./fixtures";
import { addFault, clearFaults, islandsReady, paymentFormReady } from "./helpers";
import { keepShot } from "./keep_shot";

test.afterEach(async ({ request }) => clearFaults(request));

test("a donor with a missing field is told, then sees the fees of each option and donates by card", async ({ page }) => {
  await page.goto("/donation/pay");
  await islandsReady(page);
  await paymentFormReady(page);
  const form = page.locator("form.o_donation_payment_form");
  await form.getByRole("radio", { name: "Demo card" }).check();
  await form.getByLabel("Email", { exact: true }).fill("ada@example");
  await form.getByRole("button", { name: "Donate Now" }).click();
  const dialog = page.locator(".o_dialog");
  await expect(dialog.locator(".modal-title")).toHaveText("Validation Error");
  await expect(dialog).toContainText("Some information is missing to process your payment.");
  await dialog.getByRole("button", { name: "Ok" }).click();
  await expect(form.getByText("Field 'Name' is mandatory")).toBeVisible();
  await expect(form.getByText("Email is invalid")).toBeVisible();
  await expect(form.getByText("Field 'Country' is mandatory")).toBeVisible();
  await expect(form.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await keepShot(page, { path: test.info().outputPath("donation-invalid-desktop.png"), fullPage: true });
  await form.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await form.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await form.getByLabel("Country").selectOption({ label: "United States" });
  await form.getByText("$ 100").click();
  await expect(form.locator('.o_payment_fee[data-provider-id="2"]')).toHaveText("(+ 1.65 fees)");
  await expect(form.locator('.o_payment_fee[data-provider-id="1"]')).toHaveText("(+ 3.20 fees)");
  await form.getByLabel("Country").selectOption({ label: "France" });
  await expect(form.locator('.o_payment_fee[data-provider-id="2"]')).toHaveText("(+ 3.15 fees)");
  await form.locator("#other_amount_value").fill("40");
  await expect(form.getByRole("radio", { name: "Other amount" })).toBeChecked();
  await expect(form.locator('.o_payment_fee[data-provider-id="2"]')).toHaveText("(+ 1.41 fees)");
  await form.getByLabel("Write a comment").check();
  await form.getByLabel("Comment", { exact: true }).fill("For the library");
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Name on card").fill("Ada Lovelace");
  await form.getByLabel("Expiry (MM / YY)").fill("10 / 29");
  await form.getByLabel("Security code").fill("123");
  await keepShot(page, { path: test.info().outputPath("donation-desktop.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("donation-phone.png"), fullPage: true });
  const sent: any[] = [];
  page.on("request", (r) => r.url().includes("/donation/transaction/") && sent.push(r.postDataJSON().params));
  await form.getByRole("button", { name: "Donate Now" }).click();
  await page.waitForURL("**/donation/thanks");
  expect(sent[0]).toMatchObject({
    amount: 40,
    partner_details: { name: "Ada Lovelace", email: "ada@example.com", country_id: 75 },
    donation_comment: "For the library",
    donation_recipient_email: "donations@example.com",
    flow: "direct",
  });
});

test("a failed fee request says so before the button, and the donation can still be made", async ({ page, request }) => {
  await page.goto("/donation/pay");
  await islandsReady(page);
  await paymentFormReady(page);
  const form = page.locator("form.o_donation_payment_form");
  await form.getByRole("radio", { name: "Demo (redirect)" }).check();
  await addFault(request, "/donation/get_acquirer_fees", "502");
  await form.getByLabel("Country").selectOption({ label: "Belgium" });
  const alert = form.locator('[name="o_payment_error"]');
  await expect(alert).toContainText("Server Error");
  await expect(alert).toContainText("We could not obtain payment fees.");
  await keepShot(page, { path: test.info().outputPath("donation-fees-failed.png"), fullPage: true });
  await form.getByLabel("Name", { exact: true }).fill("Ada Lovelace");
  await form.getByLabel("Email", { exact: true }).fill("ada@example.com");
  await addFault(request, "/donation/transaction/", "500-html");
  await form.getByRole("button", { name: "Donate Now" }).click();
  await expect(alert).toContainText("We are not able to process your payment.");
  await expect(form.getByRole("button", { name: "Donate Now" })).toBeEnabled();
  await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Ada Lovelace");
});
