// Sale order, invoice, purchase order and project ratings pages in Chromium against the reference
// server (spec 2 §2 "Portal", §7).
// Islands it drives: islands/portal/sale_sidebar.tsx, invoice_sidebar.tsx, purchase_sidebar.tsx,
// purchase_date.tsx, project_rating.tsx, signature/ (signature_form.tsx, SignatureField.tsx), page_state.ts,
// answer_lost.ts, write_lock.ts,
// sidebar/ (side_menu.tsx, server_modal.tsx, quote_lines.ts, print_link.ts, due_labels.ts, pay_now.ts).
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login, watchConsole } from "./helpers";
import { keepShot } from "./keep_shot";

test.afterEach(async ({ request }) => clearFaults(request));

async function open(page: Page, path: string) {
  await page.goto(path);
  await islandsReady(page);
}

/** Draws a stroke across the signature pad with the mouse. */
async function drawSignature(page: Page) {
  const pad = page.locator("canvas.o_web_sign_signature");
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * (0.2 + step * 0.06), box.y + box.height * (0.6 - (step % 2) * 0.3));
  await page.mouse.up();
}

test.describe.serial("sale order", () => {
  test("changes a quote line quantity, sending false for a negative one", async ({ page }) => {
    await login(page, "portal");
    await open(page, "/my/orders/1");
    const quantity = page.locator(".js_quantity[data-line-id='3']");
    await quantity.fill("6");
    await Promise.all([page.waitForURL("**/my/orders/1"), page.waitForEvent("load"), quantity.press("Tab")]);
    await islandsReady(page);
    await expect(page.locator(".js_quantity[data-line-id='3']")).toHaveValue("6");
    await expect(page.locator("tr[data-line-id='3'] .oe_order_line_price_total")).toHaveText("$ 282.00");
    const sent: unknown[] = [];
    page.on("request", (r) => r.url().includes("update_line_dict") && sent.push(r.postDataJSON().params));
    await page.locator(".js_quantity[data-line-id='3']").fill("-2");
    await Promise.all([page.waitForEvent("load"), page.locator(".js_quantity[data-line-id='3']").press("Tab")]);
    expect(sent).toEqual([{ line_id: 3, input_quantity: false, access_token: "4c2b8d1e-so21" }]);
    await islandsReady(page);
    // false without the remove flag adds one, as on a real server
    await expect(page.locator(".js_quantity[data-line-id='3']")).toHaveValue("7");
    await Promise.all([page.waitForEvent("load"), page.locator("a.js_update_line_json[data-line-id='3'][data-remove]").click()]);
    await expect(page.locator(".js_quantity[data-line-id='3']")).toHaveValue("6");
  });

  test("a failed line update says why and keeps the typed quantity", async ({ page, request }) => {
    await login(page, "portal");
    await open(page, "/my/orders/1");
    await addFault(request, "/my/orders/1/update_line_dict", "504");
    await page.locator(".js_quantity[data-line-id='1']").fill("9");
    await page.locator(".js_quantity[data-line-id='1']").press("Tab");
    await expect(page.locator(".o_notification_danger")).toContainText("The server could not be reached. Please check your connection and try again.");
    await expect(page.locator(".js_quantity[data-line-id='1']")).toHaveValue("9");
    await keepShot(page, { path: test.info().outputPath("portal-sale-line-failed.png") });
  });

  test("adds an optional product to the order", async ({ page }) => {
    await login(page, "portal");
    await open(page, "/my/orders/1");
    // Listening before the click: the reload can finish before a later wait would start.
    await Promise.all([page.waitForEvent("load"), page.locator("a.js_add_optional_products[data-option-id='2']").click()]);
    await islandsReady(page);
    await expect(page.locator("#sales_order_table tbody tr").last()).toContainText("[FURN_5555] Cable Management Box");
    await expect(page.locator("#options tr", { hasText: "Cable Management Box" })).toContainText("In your order");
  });

  test("signs in the modal, is redirected and gets the payment opened", async ({ page }) => {
    const console = watchConsole(page);
    await login(page, "portal");
    await open(page, "/my/orders/1");
    await expect(page.locator(".bs-sidenav > li > a")).toHaveText(["Quotation S00021", "History"]);
    await keepShot(page, { path: test.info().outputPath("portal-sale-order.png"), fullPage: true });
    await page.getByRole("button", { name: "Sign & Pay" }).click();
    const modal = page.locator("#modalaccept");
    await expect(modal).toBeVisible();
    const submit = modal.locator(".o_portal_sign_submit");
    await expect(submit).toHaveText("Accept & Sign");
    await expect(submit).toBeDisabled();
    await drawSignature(page);
    await expect(submit).toBeEnabled();
    await keepShot(page, { path: test.info().outputPath("portal-sale-sign-modal.png") });
    await submit.click();
    await page.waitForURL(/message=sign_ok/);
    await islandsReady(page);
    await expect(page.locator(".alert-success")).toContainText("Your order has been signed but still needs to be paid to be confirmed.");
    // allow_payment=yes: 'pay now' was clicked for the customer, and the hash state dropped
    await expect(page.locator("#modalaccept")).toBeVisible();
    await expect(page.locator("#modalaccept .modal-title")).toHaveText("Validate Order");
    expect(new URL(page.url()).hash).toBe("");
    await keepShot(page, { path: test.info().outputPath("portal-sale-pay-modal.png") });
    await page.keyboard.press("Escape");
    await expect(page.locator("#modalaccept")).toBeHidden();
    await expect(page.locator("#signature img")).toBeVisible();
    expect(console.errors).toEqual([]);
  });

  test("shows the server's error when the order no longer needs a signature", async ({ page }) => {
    await login(page, "admin");
    await open(page, "/my/orders/3");
    await page.getByRole("button", { name: "Accept & Sign" }).click();
    await drawSignature(page);
    await page.route("**/my/orders/3/accept*", (route) => route.fulfill({ json: { jsonrpc: "2.0", id: 1, result: { error: "The order is not in a state requiring customer signature." } } }));
    await page.locator(".o_portal_sign_submit").click();
    await expect(page.locator(".o_portal_sign_error_msg")).toHaveText("The order is not in a state requiring customer signature.");
    await expect(page.locator(".o_web_sign_name_input")).toHaveValue("Mitchell Admin");
  });

  test("a signature whose answer is lost after the server signed shows the order as signed, once", async ({ page }) => {
    await login(page, "admin");
    await open(page, "/my/orders/3");
    await page.getByRole("button", { name: "Accept & Sign" }).click();
    await drawSignature(page);
    let signs = 0;
    // The server signs, then the connection drops before its answer arrives.
    await page.route("**/my/orders/3/accept*", async (route) => {
      signs++;
      await route.fetch();
      await route.abort("connectionreset");
    });
    await Promise.all([page.waitForEvent("load"), page.locator(".o_portal_sign_submit").click()]);
    await islandsReady(page);
    expect(signs).toBe(1);
    // Signed: the page no longer asks for a signature, no dead end.
    await expect(page.getByRole("button", { name: "Accept & Sign" })).toHaveCount(0);
    await expect(page.locator(".o_portal_signature_form")).toHaveCount(0);
    await expect(page.locator("#signature img")).toBeVisible();
    await keepShot(page, { path: test.info().outputPath("sale-signed-after-lost-answer.png"), fullPage: true });
  });
});

test("invoice: the embedded view fits its content and the print link prints", async ({ page }) => {
  await login(page, "portal");
  await open(page, "/my/invoices/1");
  const frame = page.locator("iframe#invoice_html");
  await expect(page.locator(".o_portal_html_loader")).toBeHidden();
  const height = await frame.evaluate((el: HTMLIFrameElement) => el.getBoundingClientRect().height);
  const content = await frame.evaluate((el: HTMLIFrameElement) => el.contentDocument!.querySelector("#wrapwrap")!.scrollHeight);
  expect(Math.abs(height - content)).toBeLessThanOrEqual(1);
  await expect(page.locator(".o_portal_sidebar_timeago")).toHaveText(/^(Due today|Due in \d+ days|\d+ days overdue)$/);
  await keepShot(page, { path: test.info().outputPath("portal-invoice.png"), fullPage: true });
  await page.locator(".o_portal_invoice_print").click();
  const printFrame = page.locator("#print_iframe_content");
  await expect(printFrame).toHaveAttribute("src", "/my/invoices/1?access_token=b7e1c9d2-inv12&report_type=pdf");
  expect(page.url()).toContain("/my/invoices/1");
});

test("purchase order: side navigation and a date posted by its form", async ({ page, request }) => {
  await login(page, "portal");
  await open(page, "/my/purchase/1");
  await expect(page.locator(".bs-sidenav a")).toHaveText(["Purchase Order P00004", "Pricing", "Terms & Conditions", "Communication"]);
  const date = page.locator(".o-purchase-datetimepicker[name='2']");
  await date.fill("2026-12-28");
  await expect(page.locator("form:has(input[name='2']) .o_purchase_date_status")).toHaveText("Date saved.");
  await page.reload();
  await expect(page.locator(".o-purchase-datetimepicker[name='2']")).toHaveValue("2026-12-28");
  await islandsReady(page);
  await addFault(request, "/my/purchase/1/update", "500-html");
  await page.locator(".o-purchase-datetimepicker[name='2']").fill("2026-12-30");
  await expect(page.locator("form:has(input[name='2']) .o_purchase_date_status")).toHaveText("The date could not be saved. Please try again.");
  await expect(page.locator(".o-purchase-datetimepicker[name='2']")).toHaveValue("2026-12-30");
  await keepShot(page, { path: test.info().outputPath("portal-purchase.png"), fullPage: true });
});

test("purchase order: a malformed answer to a date shows the error and keeps the date", async ({ page, request }) => {
  await login(page, "portal");
  await open(page, "/my/purchase/1");
  const status = page.locator("form:has(input[name='1']) .o_purchase_date_status");
  for (const kind of ["malformed-json", "not-rpc"] as const) {
    await addFault(request, "/my/purchase/1/update", kind);
    await page.locator(".o-purchase-datetimepicker[name='1']").fill("2026-12-21");
    await expect(status).toHaveText("The server's answer could not be read: the date may not be saved. Please try again.");
    await expect(page.locator(".o-purchase-datetimepicker[name='1']")).toHaveValue("2026-12-21");
    await expect(page.locator(".o-purchase-datetimepicker[name='1']")).toHaveClass(/is-invalid/);
    await page.locator(".o-purchase-datetimepicker[name='1']").fill("2026-12-20");
    await expect(status).toHaveText("Date saved.");
  }
  await addFault(request, "/my/purchase/1/update", "network");
  await page.locator(".o-purchase-datetimepicker[name='1']").fill("2026-12-22");
  await expect(status).toHaveText("The server could not be reached. Please check your connection and try again.");
  await expect(page.locator(".o-purchase-datetimepicker[name='1']")).toHaveValue("2026-12-22");
  await keepShot(page, { path: test.info().outputPath("purchase-date-malformed-desktop.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await keepShot(page, { path: test.info().outputPath("purchase-date-malformed-phone.png"), fullPage: true });
});

test("project ratings: the switch follows whether the URL contains kanban", async ({ page }) => {
  await login(page, "portal");
  await open(page, "/my/projects/1/ratings");
  await expect(page.locator(".o_switch_list")).toHaveClass(/active/);
  await expect(page.locator(".o_switch_kanban")).not.toHaveClass(/active/);
  await keepShot(page, { path: test.info().outputPath("portal-ratings-list.png"), fullPage: true });
  await page.locator(".o_switch_kanban").click();
  await page.waitForURL(/view=kanban/);
  await islandsReady(page);
  await expect(page.locator(".o_switch_kanban")).toHaveClass(/active/);
  await expect(page.locator(".o_switch_list")).not.toHaveClass(/active/);
  await expect(page.locator(".o_rating_card")).toHaveCount(3);
  await keepShot(page, { path: test.info().outputPath("portal-ratings-kanban.png"), fullPage: true });
});
