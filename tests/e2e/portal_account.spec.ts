// The visitor's account pages in Chromium against the reference server: signup, home counters,
// details, search, and the API keys of the security page behind the identity check (spec 2 §2,
// §5, §7).
// Islands it drives: islands/portal/signup_form.tsx, home_counters.tsx, details_form.tsx, search_panel.tsx,
// src/components/markup_dropdown.ts, api_keys.tsx (api_keys/KeyDescriptionDialog.tsx,
// api_keys/KeyReadyDialog.tsx), identity_check/ (IdentityCheckDialog.tsx, identity_check.ts),
// error_text.ts, use_start_once.ts, write_lock.ts, answer_lost.ts, page_state.ts.
import { expect, test } from "./fixtures";
import { addFault, clearFaults, islandsReady, login, recordOnSubmit, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

test.afterEach(async ({ request }) => clearFaults(request));

test("signup disables its button with a spinner, then logs the new user in", async ({ page }) => {
  await page.goto("/web/signup");
  await islandsReady(page);
  await page.fill("#login", "ada@example.com");
  await page.fill("#name", "Ada Lovelace");
  await page.fill("#password", "engine");
  await page.fill("#confirm_password", "engine");
  const states = await recordOnSubmit(page, ".oe_login_buttons > button[type=submit]");
  // A slow answer keeps the form on screen while its button shows the loading state.
  await addFault(page.request, "/web/signup", "slow:1000");
  await page.click(".oe_login_buttons button[type=submit]", { noWaitAfter: true });
  await expect.poll(() => states.length).toBe(1);
  expect(states[0]).toEqual([{ disabled: true, spinner: true }]);
  await page.waitForURL("**/my");
  await expect(page.locator("#top_menu")).toContainText("Ada Lovelace");
});

test("a refused signup keeps what was typed and the button works again", async ({ page }) => {
  await page.goto("/web/signup");
  await islandsReady(page);
  await page.fill("#login", "joel@example.com");
  await page.fill("#name", "Joel");
  await page.fill("#password", "one");
  await page.fill("#confirm_password", "two");
  await page.click(".oe_login_buttons button[type=submit]");
  await expect(page.getByRole("alert")).toHaveText("Passwords do not match; please retype them.");
  await expect(page.locator("#login")).toHaveValue("joel@example.com");
  await islandsReady(page);
  await expect(page.locator(".oe_login_buttons button[type=submit]")).toBeEnabled();
});

test("home counters replace their placeholders, in at most 3 calls", async ({ page }) => {
  const console = watchConsole(page);
  await login(page, "portal");
  const calls: string[][] = [];
  page.on("request", (r) => r.url().endsWith("/my/counters") && calls.push(r.postDataJSON().params.counters));
  await page.goto("/my");
  await islandsReady(page);
  await expect(page.locator("[data-placeholder_count='invoice_count']")).toHaveText("2");
  await expect(page.locator("[data-placeholder_count='quotation_count']")).toHaveText(/^\d+$/);
  await expect(page.locator(".o_portal_my_home .fa-spin")).toHaveCount(0);
  expect(calls).toHaveLength(3);
  expect(calls.flat().sort()).toEqual(["invoice_count", "order_count", "project_count", "purchase_count", "quotation_count"]);
  await keepShot(page, { path: test.info().outputPath("portal-home.png"), fullPage: true });
  expect(console.errors).toEqual([]);
});

test("a failed counters call marks its badges", async ({ page }) => {
  await login(page, "portal");
  // The three calls run in parallel: the one asking for the invoices answers garbage, whichever arrives first.
  await page.route("**/my/counters", (route) =>
    route.request().postData()?.includes("invoice_count") ? route.fulfill({ status: 200, contentType: "application/json", body: "{not json" }) : route.continue(),
  );
  await page.goto("/my");
  await islandsReady(page);
  await expect(page.getByRole("img", { name: "This number could not be loaded." })).toHaveCount(2);
  await expect(page.locator("[data-placeholder_count='invoice_count'] [role=img], [data-placeholder_count='purchase_count'] [role=img]")).toHaveCount(2);
  await expect(page.locator("[data-placeholder_count='project_count']")).toHaveText("1");
  await keepShot(page, { path: test.info().outputPath("portal-home-counter-failed.png") });
});

test("details: the state select follows the country and hides without states", async ({ page }) => {
  await login(page, "portal");
  await page.goto("/my/account");
  await islandsReady(page);
  const state = page.locator("select[name=state_id]");
  await expect(state.locator("option")).toHaveText(["select...", "California (US)", "New York (US)", "Texas (US)"]);
  await page.selectOption("select[name=country_id]", "13");
  await expect(state.locator("option")).toHaveText(["select...", "Australian Capital Territory", "New South Wales", "Victoria"]);
  await page.selectOption("select[name=country_id]", "21");
  await expect(state).toBeHidden();
  await keepShot(page, { path: test.info().outputPath("portal-details-belgium.png"), fullPage: true });
  await page.selectOption("select[name=country_id]", "233");
  await expect(state).toBeVisible();
  await page.selectOption("select[name=state_id]", "12");
  await page.fill("#street", "12 Oak Road");
  await page.click("form button[type=submit]");
  await page.waitForURL("**/my/home");
  await page.goto("/my/account");
  await expect(page.locator("select[name=state_id]")).toHaveValue("12");
  await expect(page.locator("#street")).toHaveValue("12 Oak Road");
});

test("search panel: the placeholder follows the picked field and the search reloads the list", async ({ page }) => {
  await login(page, "portal");
  await page.goto("/my/orders");
  await islandsReady(page);
  const input = page.locator(".o_portal_search_panel input[name=search]");
  await expect(input).toHaveAttribute("placeholder", "Search in All");
  await page.locator(".o_portal_search_panel [data-bs-toggle=dropdown]").click();
  await keepShot(page, { path: test.info().outputPath("portal-search-open.png") });
  await page.getByRole("menuitemradio", { name: "Search in Products" }).click();
  await expect(input).toHaveAttribute("placeholder", "Search in Products");
  await input.fill("screens");
  await input.press("Enter");
  await page.waitForURL(/search_in=product&search=screens/);
  await expect(page.locator(".o_portal_my_doc_table tbody tr")).toHaveCount(1);
  await expect(page.locator(".o_portal_my_doc_table")).toContainText("S00017");
  await islandsReady(page);
  await expect(page.locator(".o_portal_search_panel input[name=search]")).toHaveAttribute("placeholder", "Search in Products");
});

test.describe.serial("API keys", () => {
  test("creates a key through a failed then a passed identity check", async ({ page }) => {
    const console = watchConsole(page);
    await login(page, "portal");
    await page.goto("/my/security");
    await islandsReady(page);
    await keepShot(page, { path: test.info().outputPath("portal-security.png"), fullPage: true });
    await page.getByRole("button", { name: "New API Key" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator(".modal-title")).toHaveText("Security Control");
    const password = dialog.locator("input[type=password]");
    await expect(password).toBeFocused();
    await dialog.getByRole("button", { name: "Confirm Password" }).click();
    await expect(password).toHaveClass(/is-invalid/);
    await password.fill("not my password");
    await password.press("Enter");
    await expect(dialog.locator(".invalid-feedback")).toHaveText("Check failed");
    await keepShot(page, { path: test.info().outputPath("portal-identity-check-failed.png") });
    await password.fill("portal");
    await expect(password).not.toHaveClass(/is-invalid/);
    await dialog.getByRole("button", { name: "Confirm Password" }).click();
    await expect(page.getByRole("dialog").locator(".modal-title")).toHaveText("New API Key");
    await page.getByRole("dialog").locator("input[name=description]").fill("Nightly export");
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("dialog").locator(".modal-title")).toHaveText("API Key Ready");
    await expect(page.locator(".o_api_key_value")).toHaveText(/^[0-9a-f]{40}$/);
    await keepShot(page, { path: test.info().outputPath("portal-api-key-ready.png") });
    await Promise.all([page.waitForEvent("load"), page.getByRole("dialog").getByRole("button", { name: "Close" }).last().click()]);
    await expect(page.locator("section[name=portal_api_keys] tbody")).toContainText("Nightly export");
    expect(console.errors).toEqual([]);
  });

  test("removes a key and the page reloads without it", async ({ page }) => {
    await login(page, "portal");
    await page.goto("/my/security");
    await islandsReady(page);
    await expect(page.locator("section[name=portal_api_keys] tbody")).toContainText("Accounting sync");
    await page.getByRole("button", { name: "Remove the key Accounting sync" }).click();
    // A new session: the server asks for the password again.
    const dialog = page.getByRole("dialog");
    await dialog.locator("input[type=password]").fill("portal");
    await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Confirm Password" }).click()]);
    await expect(page.locator("section[name=portal_api_keys] tbody")).not.toContainText("Accounting sync");
  });

  test("the identity check retried after a 502 succeeds without retyping", async ({ page, request }) => {
    await page.context().clearCookies();
    await login(page, "portal");
    await page.goto("/my/security");
    await islandsReady(page);
    await page.getByRole("button", { name: "New API Key" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.locator("input[type=password]").fill("portal");
    await addFault(request, "/web/dataset/call_kw/res.users.identitycheck/write", "502");
    await dialog.getByRole("button", { name: "Confirm Password" }).click();
    await expect(dialog.locator(".o_identity_check_error")).toHaveText("The server could not be reached. Please check your connection and try again.");
    await expect(dialog.locator("input[type=password]")).toHaveValue("portal");
    await expect(dialog.locator("input[type=password]")).not.toHaveClass(/is-invalid/);
    await keepShot(page, { path: test.info().outputPath("identity-check-502-desktop.png") });
    await dialog.getByRole("button", { name: "Confirm Password" }).click();
    await expect(page.getByRole("dialog").locator(".modal-title")).toHaveText("New API Key");
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
  });

  test("a key made while the answer was lost is listed, not made twice", async ({ page }) => {
    await page.context().clearCookies();
    await login(page, "portal");
    await page.goto("/my/security");
    await islandsReady(page);
    await page.getByRole("button", { name: "New API Key" }).click();
    await page.getByRole("dialog").locator("input[type=password]").fill("portal");
    await page.getByRole("dialog").getByRole("button", { name: "Confirm Password" }).click();
    await page.getByRole("dialog").locator("input[name=description]").fill("Lost answer key");
    let made = 0;
    await page.route("**/call_kw/res.users.apikeys.description/make_key", async (route) => {
      made++;
      await route.fetch();
      await route.abort("connectionreset");
    });
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.locator(".o_notification_warning")).toContainText("The key list has been reloaded");
    await expect(page.locator("section[name=portal_api_keys] tbody")).toContainText("Lost answer key");
    expect(made).toBe(1);
    await keepShot(page, { path: test.info().outputPath("api-key-answer-lost-desktop.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await keepShot(page, { path: test.info().outputPath("api-key-answer-lost-phone.png"), fullPage: true });
    // The reloaded list works: the key can be removed.
    await page.unroute("**/call_kw/res.users.apikeys.description/make_key");
    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Remove the key Lost answer key" }).click()]);
    await expect(page.locator("section[name=portal_api_keys] tbody")).not.toContainText("Lost answer key");
  });

  test("Escape cancels the identity check; a server failure says why", async ({ page, request }) => {
    await page.context().clearCookies();
    await login(page, "portal");
    await page.goto("/my/security");
    await islandsReady(page);
    await page.getByRole("button", { name: "New API Key" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "New API Key" })).toBeEnabled();
    await addFault(request, "/web/dataset/call_kw/res.users/api_key_wizard", "502");
    await page.getByRole("button", { name: "New API Key" }).click();
    await expect(page.locator(".o_notification_danger")).toContainText("The server could not be reached. Please check your connection and try again.");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
