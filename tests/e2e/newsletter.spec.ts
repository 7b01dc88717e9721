// Newsletter subscribe block and popup (spec 3 §4, §5, §7, §8): each test subscribes its own
// e-mail in a fresh visitor session. Islands: islands/newsletter/subscribe.tsx with the popup
// block's island (islands/website/blocks/popup.tsx).
// Parts its flows go through: islands/newsletter/newsletter_rules.ts.
import { expect, test } from "./fixtures";
import { addFault, islandsReady, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

const unique = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test("subscribes in the popup: thanks state, modal closed, success toast", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/newsletter/popup");
  await islandsReady(page);
  const modal = page.locator(".o_newsletter_modal");
  await expect(modal).toHaveClass(/show/);
  await keepShot(page, { path: test.info().outputPath("popup-1280.png") });
  const email = modal.locator("input[name=email]");
  await email.fill("not an email");
  await modal.getByRole("button", { name: "Subscribe" }).click();
  await expect(email).toHaveClass(/is-invalid/);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("popup-invalid-390.png") });
  await page.setViewportSize({ width: 1280, height: 800 });
  const address = unique("popup");
  await email.fill(address);
  await expect(email).not.toHaveClass(/is-invalid/);
  await modal.getByRole("button", { name: "Subscribe" }).click();
  const toast = page.locator(".o_notification");
  await expect(toast).toContainText("Success");
  await expect(toast).toContainText("Thanks for subscribing!");
  await expect(modal).not.toHaveClass(/show/);
  await expect(modal).toBeHidden();
  // Back on the page: the popup stays closed, the block shows the thanks state.
  await page.reload();
  await islandsReady(page);
  await expect(page.locator(".js_subscribe input[name=email]")).toBeDisabled();
  await expect(page.locator(".js_subscribe input[name=email]")).toHaveValue(address);
  await expect(page.locator(".o_newsletter_modal")).toBeHidden();
  expect(console.errors).toEqual([]);
});

test("subscribes in the block; a lost answer keeps the e-mail and says so", async ({ page, request }) => {
  await page.goto("/newsletter/block");
  await islandsReady(page);
  const email = page.locator(".js_subscribe input[name=email]");
  await email.fill(unique("block"));
  await addFault(request, "/website_mass_mailing/subscribe", "network");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator(".o_notification")).toContainText("The subscription could not be sent.");
  await expect(email).toBeEnabled();
  await keepShot(page, { path: test.info().outputPath("block-lost-1280.png") });
  await page.locator(".o_notification").getByRole("button", { name: "Close" }).click();
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator(".o_notification")).toContainText("Thanks for subscribing!");
  await expect(page.getByRole("button", { name: "Thanks" })).toBeVisible();
  await expect(email).toBeDisabled();
  await keepShot(page, { path: test.info().outputPath("block-thanks-1280.png") });
});
