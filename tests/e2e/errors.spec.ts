// The error layer in Chromium: every server exception from the reference server, uncaught client
// errors and the ignore rules, legacy errors, and the failures of upload and download. Each path
// leaves the page working and no uncaught error in the console.
import { expect, test } from "./fixtures";
import { clearFaults, login } from "./helpers";
import { dialog, dialogTitle, openDemo, shot, watchProblems } from "./overlays_support";

test.beforeEach(async ({ request }) => clearFaults(request));

const WARNING_DIALOGS = [
  ["odoo.exceptions.UserError", "User Error", "The order is locked."],
  ["odoo.exceptions.ValidationError", "Validation Error", "The email address is not valid."],
  ["odoo.exceptions.AccessError", "Access Error", "You are not allowed to modify this page."],
  ["odoo.exceptions.AccessDenied", "Access Denied", "Access Denied"],
  ["odoo.exceptions.MissingError", "Missing Record", "Record does not exist or has been deleted."],
  ["odoo.exceptions.Warning", "Warning", "The stock is low."],
  ["odoo.addons.base.models.ir_mail_server.MailDeliveryException", "MailDeliveryException", "Mail delivery failed: the server refused the connection."],
] as const;

test.describe("server errors", () => {
  test("each known exception shows its titled dialog with the server's message", async ({ page }) => {
    const problems = watchProblems(page);
    await openDemo(page);
    for (const [exception, title, message] of WARNING_DIALOGS) {
      await page.click(`[data-demo='server-error'][data-exception='${exception}']`);
      await expect(dialogTitle(page)).toHaveText(title);
      await expect(page.locator(".o_warning_message")).toHaveText(message);
      if (exception === "odoo.exceptions.UserError") await shot(page, "errors-user-error");
      await page.keyboard.press("Escape");
      await expect(dialog(page)).toHaveCount(0);
    }
    expect(problems).toEqual([]);
  });

  test("an unexpected exception shows Odoo Server Error with the traceback to copy", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const problems = watchProblems(page);
    await openDemo(page);
    await page.click("[data-exception='builtins.ZeroDivisionError']");
    await expect(dialogTitle(page)).toHaveText("Odoo Server Error");
    await expect(page.locator(".o_error_message")).toHaveText("division by zero");
    await page.getByRole("button", { name: "See details" }).click();
    await expect(page.locator(".o_error_detail")).toContainText("builtins.ZeroDivisionError: division by zero");
    await page.getByRole("button", { name: "Copy error details" }).click();
    await expect(page.locator(".o_copy_status")).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Traceback (most recent call last)");
    await shot(page, "errors-server-error");
    expect(problems).toEqual([]);
  });

  test("a known legacy exception shows a sticky warning notification with its title", async ({ page }) => {
    await page.clock.install();
    await openDemo(page);
    // A notification that closes by itself, to see the auto-close time pass.
    await page.click("[data-demo='notify'][data-type='success']");
    const passing = page.locator(".o_notification_success");
    await expect(passing).toHaveCount(1);
    await page.click("[data-exception='odoo.exceptions.except_orm']");
    const notification = page.locator(".o_notification_warning");
    await expect(notification.locator(".o_notification_title")).toHaveText("Global Business Error");
    await expect(notification.locator(".o_notification_content")).toHaveText("The operation cannot be completed.");
    await page.mouse.move(0, 0);
    await page.clock.runFor(4500);
    await expect(passing).toHaveCount(0);
    await expect(notification).toHaveCount(1);
    await expect(dialog(page)).toHaveCount(0);
  });

  test("a redirect warning's button opens its action", async ({ page }) => {
    await openDemo(page);
    await page.click("[data-exception='odoo.exceptions.RedirectWarning']");
    await expect(dialogTitle(page)).toHaveText("Odoo Warning");
    await expect(page.locator(".o_dialog .modal-body")).toHaveText("No payment provider is configured.");
    await shot(page, "errors-redirect-warning");
    await page.getByRole("button", { name: "Configure providers" }).click();
    await page.waitForURL(/\/web#action=payment\.action_payment_provider&active_id=4$/);
    await expect(page.getByRole("heading", { name: "Backend" })).toBeVisible();
  });

  for (const exception of ["odoo.http.SessionExpiredException", "werkzeug.exceptions.Forbidden"]) {
    test(`${exception} shows the session-expired dialog; Ok reloads the page`, async ({ page }) => {
      await openDemo(page);
      await page.click(`[data-exception='${exception}']`);
      await expect(dialogTitle(page)).toHaveText("Odoo Session Expired");
      await expect(page.locator(".o_dialog .modal-body")).toHaveText("Your Odoo session expired. The current page is about to be refreshed.");
      await page.evaluate(() => ((window as any).__before_reload = true));
      await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Ok", exact: true }).click()]);
      expect(await page.evaluate(() => (window as any).__before_reload)).toBeUndefined();
      await expect(dialog(page)).toHaveCount(0);
    });
  }
});

test.describe("uncaught client errors", () => {
  test("an uncaught error and a rejected promise show Odoo Client Error dialogs with tracebacks", async ({ page }) => {
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(e.message));
    await openDemo(page);
    await page.click("[data-demo='client-error']");
    await expect(dialogTitle(page)).toHaveText("Odoo Client Error");
    await expect(page.locator(".o_error_message")).toHaveText("Demo client error: a widget failed.");
    await page.getByRole("button", { name: "See details" }).click();
    await expect(page.locator(".o_error_detail")).toContainText("Error: Demo client error: a widget failed.");
    await expect(page.locator(".o_error_detail")).toContainText("/dist/");
    await shot(page, "errors-client-error");
    await page.keyboard.press("Escape");
    await page.click("[data-demo='promise-error']");
    await expect(dialogTitle(page)).toHaveText("Odoo Client Error");
    await expect(page.locator(".o_error_message")).toHaveText("Demo promise rejection: a task failed.");
    expect(pageErrors).toEqual([]);
  });

  test("non-Error rejections, resize-observer warnings and (for visitors) third-party errors are ignored", async ({ page }) => {
    const problems = watchProblems(page);
    await openDemo(page);
    await page.click("[data-demo='non-error-rejection']");
    await expect(page.locator("#demo-status")).toHaveText("A promise was rejected with a plain string.");
    await page.click("[data-demo='resize-observer']");
    await page.click("[data-demo='cors-error']");
    await page.click("[data-demo='third-party-error']");
    // An error that is shown, after them: had any of them been shown, its dialog would be there first.
    await page.click("[data-demo='client-error']");
    await expect(page.locator(".o_error_message")).toHaveText("Demo client error: a widget failed.");
    await expect(dialog(page)).toHaveCount(1);
    expect(problems.filter((p) => !p.includes("widget failed") && !p.includes("Script error"))).toEqual([]);
  });

  test("in debug mode, a cross-origin error shows 'Unknown CORS error' and a third-party error shows its message", async ({ page }) => {
    await openDemo(page, "?debug=1");
    await page.click("[data-demo='cors-error']");
    await expect(dialogTitle(page)).toHaveText("Odoo Client Error");
    await expect(page.locator(".o_error_message")).toHaveText("Unknown CORS error");
    await page.keyboard.press("Escape");
    await page.click("[data-demo='third-party-error']");
    await expect(page.locator(".o_error_message")).toHaveText("widget failed");
  });

  test("a logged-in user sees cross-origin errors too", async ({ page }) => {
    await login(page, "portal", "portal");
    await openDemo(page);
    await page.click("[data-demo='cors-error']");
    await expect(page.locator(".o_error_message")).toHaveText("Unknown CORS error");
  });

  test("a legacy RPC error goes to the standard server-error handler", async ({ page }) => {
    const problems = watchProblems(page);
    await openDemo(page);
    await page.click("[data-demo='legacy-error']");
    await expect(dialogTitle(page)).toHaveText("User Error");
    await expect(page.locator(".o_warning_message")).toHaveText("This came from the legacy RPC layer.");
    expect(problems).toEqual([]);
  });
});

test.describe("upload and download", () => {
  test("uploads files, lists them and downloads one", async ({ page }) => {
    await openDemo(page);
    await page.setInputFiles("#demo-file", { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello islands") });
    await page.click("[data-demo='upload']");
    await expect(page.locator(".o_notification_success .o_notification_content")).toHaveText("1 file(s) uploaded.");
    await expect(page.locator("#demo-uploads li")).toHaveText(["notes.txt Download"].map((t) => new RegExp(t.replace(" ", "\\s*"))));
    await shot(page, "errors-upload");
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("#demo-uploads button").click()]);
    expect(download.suggestedFilename()).toBe("notes.txt");
  });

  test("an upload refused by the server shows its error and keeps the chosen file", async ({ page }) => {
    await openDemo(page);
    await page.click("[data-demo='upload']");
    await expect(page.locator(".o_notification_danger .o_notification_content")).toHaveText("No file was sent.");
    await page.setInputFiles("#demo-file", { name: "kept.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
    await page.evaluate(() =>
      fetch("/__test/faults", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ match: "/web/binary/upload", kind: "502", times: 1 }) }),
    );
    await page.click("[data-demo='upload']");
    await expect(page.locator(".o_notification_content", { hasText: "Connection lost. Trying to reconnect..." })).toBeVisible();
    expect(await page.locator("#demo-file").evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe("kept.txt");
    await page.click("[data-demo='upload']");
    await expect(page.locator("#demo-uploads li")).toHaveCount(1);
  });

  test("downloading a missing file shows the server's error", async ({ page }) => {
    const problems = watchProblems(page);
    await openDemo(page);
    await page.click("[data-demo='download'][data-id='999999']");
    await expect(dialogTitle(page)).toHaveText("Odoo Server Error");
    await expect(page.locator(".o_error_message")).toHaveText("The requested file does not exist.");
    expect(problems).toEqual([]);
  });
});
