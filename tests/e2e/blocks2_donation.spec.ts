// Donation block in Chromium (spec 3 §3, §4, §5, §7): presets and the slider, a custom amount under
// the minimum, then a donation handed over to the payment's donation form (#9) with its amount;
// the currency failing to load keeps the page's symbol. Island: islands/website/blocks/donation.tsx.
// Parts its flows go through: islands/website/blocks/donation_amount.ts (presets, slider, minimum).
import { expect, test } from "./fixtures";
import { addFault, clearFaults, islandsReady, paymentFormReady, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

test.afterEach(async ({ request }) => clearFaults(request));

test("presets sync the slider, a custom amount under the minimum is refused, a donation reaches the donation form", async ({ page }) => {
  const console = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/blocks2/donation");
  await islandsReady(page);
  const slider = page.locator("#donation_slider");
  await expect(slider.locator(".s_donation_btn.active")).toHaveText("$25");
  await slider.getByRole("button", { name: "$50" }).click();
  await expect(slider.getByRole("button", { name: "$50" })).toHaveClass(/active/);
  await expect(slider.getByRole("slider", { name: "Amount" })).toHaveValue("50");
  await expect(slider.locator("output")).toHaveText("50");
  await slider.getByRole("slider", { name: "Amount" }).fill("75");
  await expect(slider.locator(".s_donation_btn.active")).toHaveCount(0);
  await expect(slider.locator("output")).toHaveText("75");

  const custom = page.locator("#donation_custom");
  await custom.scrollIntoViewIfNeeded();
  await islandsReady(page);
  await custom.getByRole("button", { name: "Donate Now" }).click();
  await expect(custom.getByRole("alert")).toHaveText("Please select or enter an amount");
  await custom.getByLabel("Custom amount").fill("3");
  await custom.getByRole("button", { name: "Donate Now" }).click();
  await expect(custom.getByRole("alert")).toHaveText("The minimum donation amount is $5");
  await keepShot(page, { path: test.info().outputPath("donation-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("donation-390.png"), fullPage: true });
  await custom.getByLabel("Custom amount").fill("42");
  await custom.getByRole("button", { name: "Donate Now" }).click();
  await page.waitForURL("**/donation/pay");
  await islandsReady(page);
  await paymentFormReady(page);
  const form = page.locator("form.o_donation_payment_form");
  await expect(form.getByRole("radio", { name: "Other amount" })).toBeChecked();
  await expect(form.locator("#other_amount_value")).toHaveValue("42");
  await expect(form.locator("input[name=donation_recipient_email]")).toHaveValue("workshop@example.com");
  expect(console.errors).toEqual([]);
});

test("a preset donation reaches the form with that preset chosen, even when the currency cannot load", async ({ page, request }) => {
  await addFault(request, "/website/get_current_currency", "502");
  await page.goto("/blocks2/donation");
  await islandsReady(page);
  const slider = page.locator("#donation_slider");
  await slider.getByRole("button", { name: "$100" }).click();
  await expect(slider.getByRole("button", { name: "$100" })).toHaveClass(/active/);
  await slider.getByRole("button", { name: "Donate Now" }).click();
  await page.waitForURL("**/donation/pay");
  await islandsReady(page);
  await expect(page.locator("form.o_donation_payment_form").getByRole("radio", { name: "$ 100" })).toBeChecked();
});
