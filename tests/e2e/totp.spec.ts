// Two-factor authentication on the portal security page (spec 3 §2, §4, §5, §7, §8): each test
// makes its own portal user (test hook) with trusted devices, and types real RFC 6238 codes
// computed from the secret the dialog shows.
// Islands: islands/totp/totp_settings.tsx, islands/totp/TotpEnableDialog.tsx,
// islands/portal/identity_check/ (reused).
import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { currentTotpCode } from "../../server/totp/totp";
import { TEST_TOTP_USER_ROUTE } from "../../server/totp/test_hooks";
import { addFault, islandsReady, login, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

async function freshUser(request: APIRequestContext, devices: string[] = []) {
  return (await (await request.post(TEST_TOTP_USER_ROUTE, { data: { devices } })).json()) as { login: string; password: string };
}

async function confirmPassword(page: Page, password: string) {
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator(".modal-title")).toHaveText("Security Control");
  await dialog.locator("input[type=password]").fill(password);
  await dialog.getByRole("button", { name: "Confirm Password" }).click();
}

async function openSecurity(page: Page, user: { login: string; password: string }) {
  await login(page, user.login, user.password);
  await page.goto("/my/security");
  await islandsReady(page);
}

async function enable(page: Page, password: string) {
  await page.getByRole("button", { name: "Enable two-factor authentication" }).click();
  await confirmPassword(page, password);
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator(".modal-title")).toHaveText("Two-Factor Authentication Activation");
  return { dialog, secret: (await dialog.locator(".o_totp_secret").textContent())! };
}

test("enables with a wrong then a right code, revokes a device, revokes all, disables", async ({ page, request }) => {
  const console = watchConsole(page);
  const user = await freshUser(request, ["Firefox on Linux", "Phone", "Office laptop"]);
  await openSecurity(page, user);
  await expect(page.locator("section[name=portal_totp]")).toContainText("Two-factor authentication not enabled");
  const { dialog, secret } = await enable(page, user.password);
  await expect(dialog.locator("img.o_totp_qrcode")).toHaveJSProperty("naturalWidth", 200);
  await expect(dialog.locator(".o_totp_url")).toHaveAttribute("href", new RegExp(`^otpauth://totp/.*secret=${secret}`));
  const code = dialog.locator("input[name=code]");
  await expect(code).toBeFocused();
  await code.fill(currentTotpCode(secret) === "000000" ? "111111" : "000000");
  await dialog.getByRole("button", { name: "Activate" }).click();
  await expect(dialog.locator(".invalid-feedback")).toHaveText("Verification failed, please double-check the 6-digit code");
  await expect(code).toHaveClass(/is-invalid/);
  await keepShot(page, { path: test.info().outputPath("enable-wrong-code-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("enable-wrong-code-390.png") });
  await page.setViewportSize({ width: 1280, height: 800 });
  await code.fill(currentTotpCode(secret));
  await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Activate" }).click()]);

  const section = page.locator("section[name=portal_totp]");
  await expect(section).toContainText("Two-factor authentication enabled");
  await islandsReady(page);
  await keepShot(page, { path: test.info().outputPath("enabled-1280.png"), fullPage: true });
  // The identity was checked a moment ago: revoking asks for nothing more.
  await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Revoke the device Phone" }).click()]);
  await expect(section.locator("tbody tr")).toHaveCount(2);
  await expect(section).not.toContainText("Phone");
  await islandsReady(page);
  await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Revoke All" }).click()]);
  await expect(section.locator("table")).toHaveCount(0);
  await islandsReady(page);
  await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "(Disable two-factor authentication)" }).click()]);
  await expect(section).toContainText("Two-factor authentication not enabled");
  expect(console.errors).toEqual([]);
});

test("a confirmation that gets a 502 keeps the code and can be sent again", async ({ page, request }) => {
  const user = await freshUser(request);
  await openSecurity(page, user);
  const { dialog, secret } = await enable(page, user.password);
  const code = dialog.locator("input[name=code]");
  await code.fill(currentTotpCode(secret));
  await addFault(request, "/web/dataset/call_kw/auth_totp.wizard/enable", "502");
  await dialog.getByRole("button", { name: "Activate" }).click();
  await expect(dialog.locator(".invalid-feedback")).toHaveText("Operation failed for unknown reason");
  await expect(code).toHaveValue(/^\d{6}$/);
  await keepShot(page, { path: test.info().outputPath("enable-502-1280.png") });
  await code.fill(currentTotpCode(secret));
  await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Activate" }).click()]);
  await expect(page.locator("section[name=portal_totp]")).toContainText("Two-factor authentication enabled");
});
