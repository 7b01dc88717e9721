// The overlays of the runtime in Chromium, on the demo page: notifications, dialogs, popovers,
// tooltips, dropdowns, hotkeys, block UI, effects and the debug menu, used with the keyboard
// where a user would, plus an accessibility scan.
// Islands it drives: islands/runtime/overlays_demo.tsx, overlays_demo_dialogs.tsx, debug_menu.tsx.
import { expect, test } from "./fixtures";
import { clearFaults, login } from "./helpers";
import { seriousViolations } from "./axe_scan";
import { DEMO, dialog, dialogTitle, notifications, openDemo, shot, watchProblems } from "./overlays_support";

test.beforeEach(async ({ request }) => clearFaults(request));

test.describe("notifications", () => {
  test("show title and message, stack, and close by themselves after 4 s unless sticky", async ({ page }) => {
    const problems = watchProblems(page);
    await openDemo(page);
    await page.click("[data-demo='notify'][data-type='info']");
    await page.click("[data-demo='notify'][data-sticky]");
    await page.click("[data-demo='notify-buttons']");
    await page.click("[data-demo='notify'][data-type='danger']");
    await expect(notifications(page)).toHaveCount(4);
    await expect(notifications(page).nth(0).locator(".o_notification_title")).toHaveText("Information");
    await expect(notifications(page).nth(0).locator(".o_notification_content")).toHaveText("Your changes were saved as a draft.");
    await expect(page.locator(".o_notification_manager")).toHaveAttribute("aria-live", "polite");
    await expect(page.locator(".o_notification_danger")).toHaveAttribute("role", "alert");
    await shot(page, "overlays-notifications");
    await page.mouse.move(5, 890);
    await expect(page.locator(".o_notification_info").filter({ hasText: "Your changes were saved" })).toHaveCount(0, { timeout: 6000 });
    await expect(page.locator(".o_notification").filter({ hasText: "This one stays" })).toHaveCount(1);
    // Buttons of a notification
    await page.locator(".o_notification_buttons button", { hasText: "Undo" }).click();
    await expect(page.locator("#demo-status")).toHaveText("Archiving undone.");
    await expect(page.locator(".o_notification").filter({ hasText: "The page was archived." })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("render text as text, and sanitize HTML messages", async ({ page }) => {
    await openDemo(page);
    await page.click("[data-demo='notify-text']");
    await expect(page.locator(".o_notification_content").first()).toHaveText("<b>not bold</b>: text is never HTML");
    await page.click("[data-demo='notify-html']");
    const html = page.locator(".o_notification_content").nth(1);
    await expect(html.locator("b")).toHaveText("Bold");
    await expect(html.locator("img")).not.toHaveAttribute("onerror", /.*/);
    expect(await page.evaluate(() => (window as any).__xss)).toBeUndefined();
  });

  test("refuse an invalid type with a clear error", async ({ page }) => {
    await openDemo(page);
    await page.click("[data-demo='notify-invalid']");
    await expect(dialogTitle(page)).toHaveText("Odoo Client Error");
    await expect(page.locator(".o_error_message")).toHaveText('Invalid notification type "purple": it must be one of warning, danger, success, info');
  });
});

test.describe("dialogs", () => {
  test("work with the keyboard only: open, focus trapped, Escape closes, focus restored", async ({ page }) => {
    const problems = watchProblems(page);
    await openDemo(page);
    const opener = page.locator("[data-demo='confirm']");
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(dialogTitle(page)).toHaveText("Confirmation");
    await expect(page.locator(".o_dialog .modal-dialog")).toHaveClass(/modal-md/);
    await expect(page.locator(".o_dialog .modal-footer .btn-primary")).toBeFocused();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".o_dialog")))).toBe(true);
    }
    await shot(page, "overlays-confirmation");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(page.locator("#demo-status")).toHaveText("Cancelled.");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    await expect(page.locator("#demo-status")).toHaveText("Confirmed.");
    expect(problems).toEqual([]);
  });

  test("alert is small and titled Alert", async ({ page }) => {
    await openDemo(page);
    await page.click("[data-demo='alert']");
    await expect(dialogTitle(page)).toHaveText("Alert");
    await expect(page.locator(".o_dialog .modal-dialog")).toHaveClass(/modal-sm/);
    await page.locator(".o_dialog .btn-close").click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test("a form dialog keeps what was typed when the input is invalid or the server refuses it", async ({ page }) => {
    await openDemo(page);
    await page.click("[data-demo='form-dialog']");
    await expect(page.locator("#demo-rename-input")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("#demo-rename-error")).toHaveText("Please enter a name.");
    await page.keyboard.type("taken");
    await page.keyboard.press("Enter");
    await expect(dialogTitle(page).last()).toHaveText("Validation Error");
    await expect(page.locator(".o_warning_message")).toHaveText('The name "taken" is already taken.');
    await shot(page, "overlays-form-refused");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(1);
    await expect(page.locator("#demo-rename-input")).toHaveValue("taken");
    await page.locator("#demo-rename-input").fill("About us");
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator("#demo-status")).toHaveText("Renamed to About us.");
  });

  test("a component not built on the base Dialog is refused with a clear error", async ({ page }) => {
    await openDemo(page);
    await page.click("[data-demo='not-a-dialog']");
    await expect(dialogTitle(page)).toHaveText("Odoo Client Error");
    await expect(page.locator(".o_error_message")).toContainText('is not built on the base Dialog (src/components/Dialog.tsx)');
    await expect(page.getByText("Not a dialog")).toHaveCount(0);
  });
});

test.describe("popovers and tooltips", () => {
  test("a popover opens at the chosen side, 16 px away, and closes on a click outside", async ({ page }) => {
    await openDemo(page);
    await page.selectOption("#demo-popover-position", "top");
    const button = page.locator("[data-demo='popover']");
    await button.click();
    const popover = page.locator(".o_popover");
    await expect(popover).toContainText("A popover on the top.");
    await expect(popover).toHaveClass(/bs-popover-top/);
    const [b, p] = [await button.boundingBox(), await popover.boundingBox()];
    expect(Math.round(b!.y - (p!.y + p!.height))).toBe(16);
    await shot(page, "overlays-popover");
    await page.mouse.click(5, 890);
    await expect(popover).toHaveCount(0);
  });

  test("a popover can stay open on outside clicks, and closes when its target goes", async ({ page }) => {
    await openDemo(page);
    await page.click("[data-demo='popover-sticky']");
    await page.mouse.click(5, 890);
    await expect(page.locator(".o_popover")).toContainText("This one stays open");
    await page.locator(".o_popover button").click();
    await expect(page.locator(".o_popover")).toHaveCount(0);
    await page.click("[data-demo='popover-vanish']");
    await expect(page.locator(".o_popover")).toContainText("Closes when its target leaves the page.");
    await expect(page.locator(".o_demo_vanishing")).toHaveCount(0, { timeout: 4000 });
    await expect(page.locator(".o_popover")).toHaveCount(0);
  });

  test("a tooltip opens after hovering 400 ms and closes when the pointer leaves", async ({ page }) => {
    await openDemo(page);
    const target = page.getByRole("button", { name: "Hover me" });
    await target.hover();
    await expect(page.locator(".o_tooltip")).toHaveText("Saves the page without publishing it");
    await expect(target).toHaveAttribute("aria-describedby", "o-tooltip");
    await shot(page, "overlays-tooltip");
    await page.mouse.move(5, 890);
    await expect(page.locator(".o_tooltip")).toHaveCount(0);
  });
});

test.describe("dropdowns and hotkeys", () => {
  test("dropdowns work with the keyboard, sub-menus included", async ({ page }) => {
    await openDemo(page);
    const file = page.locator(".o_demo_file");
    await file.focus();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("menuitem", { name: "New" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(page.getByRole("menuitem", { name: "Export" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("menuitem", { name: "PDF" })).toBeFocused();
    await shot(page, "overlays-dropdown-submenu");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.locator(".o_notification_content").last()).toHaveText("Selected: CSV");
    await expect(page.locator(".o_dropdown_menu")).toHaveCount(0);
    await expect(file).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "New" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator(".o_dropdown_menu")).toHaveCount(0);
    await expect(file).toBeFocused();
  });

  test("in an open group, hovering a neighbour opens it and closes the first", async ({ page }) => {
    await openDemo(page);
    await page.locator(".o_demo_file").click();
    await page.locator(".o_demo_edit").hover();
    await expect(page.locator(".o_demo_edit")).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(".o_demo_file")).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("menuitem", { name: "Undo" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Undo" }).click();
    await page.locator(".o_demo_view").hover();
    await expect(page.locator(".o_dropdown_menu")).toHaveCount(0);
  });

  test("hotkeys: alt shows them, alt+key clicks, ignored in text inputs and while blocked", async ({ page }) => {
    await openDemo(page);
    await page.keyboard.down("Alt");
    await expect(page.locator(".o_hotkey_overlay")).toHaveText(["I", "C", "R"]);
    await shot(page, "overlays-hotkeys");
    await page.keyboard.up("Alt");
    await expect(page.locator(".o_hotkey_overlay")).toHaveCount(0);
    await page.keyboard.press("Alt+i");
    await expect(page.locator(".o_notification_content")).toHaveText("Your changes were saved as a draft.");
    await page.keyboard.press("Alt+Shift+H");
    await expect(page.locator("#demo-hotkey-count")).toHaveText("1");
    await page.locator("#demo-text").focus();
    await page.keyboard.press("Alt+Shift+H");
    await expect(page.locator("#demo-hotkey-count")).toHaveText("1");
    await page.locator("[data-demo='block']").click();
    await expect(page.locator(".o_blockUI")).toBeVisible();
    await page.keyboard.press("Alt+Shift+H");
    await expect(page.locator("#demo-hotkey-count")).toHaveText("1");
    await expect(page.locator(".o_blockUI")).toHaveCount(0, { timeout: 5000 });
    await page.locator("body").press("Alt+Shift+H");
    await expect(page.locator("#demo-hotkey-count")).toHaveText("2");
  });
});

test.describe("block UI and effects", () => {
  test("the page is blocked with a loading message, then unblocked", async ({ page }) => {
    await openDemo(page);
    await page.click("[data-demo='block']");
    await expect(page.locator(".o_blockUI .o_message")).toHaveText("Loading...");
    await shot(page, "overlays-blockui");
    await expect(page.locator(".o_blockUI")).toHaveCount(0, { timeout: 5000 });
  });

  test("the rainbow man says well Done!, fades fast, and closes on a click", async ({ page }) => {
    await openDemo(page);
    await page.click("[data-demo='effect'][data-fadeout='fast']");
    await expect(page.locator(".o_reward_msg_content")).toHaveText("well Done!");
    await shot(page, "overlays-rainbow");
    await expect(page.locator(".o_reward")).toHaveCount(0, { timeout: 4000 });
    await page.click("[data-demo='effect'][data-fadeout='none']");
    await expect(page.locator(".o_reward")).toBeVisible();
    // It listens for the closing click from the task after it opened (not the click that opened it).
    await expect(async () => {
      await page.mouse.click(5, 890);
      await expect(page.locator(".o_reward")).toHaveCount(0, { timeout: 250 });
    }).toPass();
  });
});

test.describe("debug menu", () => {
  test("is absent outside debug mode", async ({ page }) => {
    await openDemo(page);
    await expect(page.locator(".o_debug_menu_toggler")).toHaveCount(0);
  });

  test("reloads with debug=assets, and leaving debug clears the key", async ({ page }) => {
    await openDemo(page, "?debug=1");
    await page.locator(".o_debug_menu_toggler").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Become Superuser" })).toHaveCount(0);
    await shot(page, "overlays-debug-menu");
    await page.getByRole("menuitem", { name: "Activate Assets Debugging" }).click();
    await page.waitForURL(/debug=assets/);
    expect(new URL(page.url()).searchParams.get("debug")).toBe("assets");
    await page.locator(".o_debug_menu_toggler").click();
    await page.getByRole("menuitem", { name: "Leave the Developer Tools" }).click();
    await page.waitForURL((url) => url.searchParams.get("debug") === "");
    await expect(page.locator("#demo-hotkey-count")).toHaveText("0");
    await expect(page.locator(".o_debug_menu_toggler")).toHaveCount(0);
  });

  test("for an admin: Become Superuser, access-checked entries, profiling on and off, profiles", async ({ page }) => {
    await login(page, "admin", "admin");
    await openDemo(page, "?debug=1");
    await page.locator(".o_debug_menu_toggler").click();
    await expect(page.getByRole("menuitem", { name: "Become Superuser" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Edit View" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "View Record Rules" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "View Access Rights" })).toBeVisible();
    await page.getByRole("menuitem", { name: "Profiling" }).click();
    const enable = page.getByRole("menuitemcheckbox", { name: "Enable profiling" });
    await expect(enable).toHaveAttribute("aria-checked", "false");
    await expect(page.getByRole("menuitemcheckbox", { name: "Record sql" })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("menuitemcheckbox", { name: "Record traces", exact: true })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("menuitemcheckbox", { name: "Record qweb" })).toHaveAttribute("aria-checked", "false");
    await enable.click();
    await expect(enable).toHaveAttribute("aria-checked", "true");
    await expect(page.locator(".o_debug_menu_toggler")).toHaveAttribute("aria-label", "Debug menu (profiling is on)");
    await page.getByRole("menuitemcheckbox", { name: "Record qweb" }).click();
    await expect(page.getByRole("menuitemcheckbox", { name: "Record qweb" })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("menuitemcheckbox", { name: "Add qweb directive context" }).click();
    await expect(page.getByRole("menuitemcheckbox", { name: "Add qweb directive context" })).toHaveAttribute("aria-checked", "true");
    await shot(page, "overlays-profiling");
    await enable.click();
    await expect(enable).toHaveAttribute("aria-checked", "false");
    await page.getByRole("menuitem", { name: "Open profiles" }).click();
    await page.waitForURL(/\/web#action=base\.action_menu_ir_profile$/);
  });

  test("profiling not enabled on the database opens the wizard's action", async ({ page, request }) => {
    await login(page, "admin", "admin");
    await request.post("/__test/profiling", { data: { enabled: false } });
    try {
      await openDemo(page, "?debug=1");
      await page.locator(".o_debug_menu_toggler").click();
      await page.getByRole("menuitem", { name: "Profiling" }).click();
      await page.getByRole("menuitemcheckbox", { name: "Enable profiling" }).click();
      await page.waitForURL(/\/web#model=base\.enable\.profiling\.wizard&view_type=form$/);
    } finally {
      await request.post("/__test/profiling", { data: { enabled: true } });
    }
  });

  test("Become Superuser goes through /web/become", async ({ page }) => {
    await login(page, "admin", "admin");
    await openDemo(page, "?debug=1");
    await page.locator(".o_debug_menu_toggler").click();
    const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/web/become")), page.getByRole("menuitem", { name: "Become Superuser" }).click()]);
    expect(response.status()).toBe(302);
  });
});

test.describe("accessibility", () => {
  test("the overlays page and its overlays have no serious or critical violations", async ({ page }) => {
    test.setTimeout(180_000);
    await openDemo(page, "?debug=1");
    expect(await seriousViolations(page)).toEqual([]);
    await page.click("[data-demo='notify'][data-type='warning']");
    await page.click("[data-demo='notify-buttons']");
    await page.click("[data-demo='form-dialog']");
    await expect(dialog(page)).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.locator(".o_demo_file").click();
    await page.getByRole("menuitem", { name: "Export" }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.locator(".o_debug_menu_toggler").click();
    await page.getByRole("menuitem", { name: "Profiling" }).click();
    await expect(page.getByRole("menuitemcheckbox", { name: "Enable profiling" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Hover me" }).hover();
    await expect(page.locator(".o_tooltip")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.click("[data-demo='server-error'][data-exception='odoo.exceptions.UserError']");
    await expect(dialog(page)).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
    expect(DEMO).toBe("/runtime/overlays");
  });
});
