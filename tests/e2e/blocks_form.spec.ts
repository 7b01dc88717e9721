// The website form block in Chromium against the reference server (spec 3 §4 Blocks, §5, §7,
// §8): conditional fields, a bad date, a server field error, a 413, a network drop, then a
// success in each mode; the captcha token (islands/website/captcha.ts) and its
// refusals; the date picker. Islands it drives: islands/website/blocks/website_form.tsx and its form_*.ts,
// form_date_picker.tsx (date_picker_dates.ts).
// Parts its flows go through: islands/website/blocks/form_fields.ts, form_visibility.ts, form_prefill.ts, form_date_loader.ts, form_dates.ts.
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login, watchConsole } from "./helpers";
import { seriousViolations } from "./axe_scan";
import { keepShot } from "./keep_shot";

test.use({ timezoneId: "Europe/Brussels" });
test.afterEach(async ({ request }) => clearFaults(request));

const lead = "#form_lead";
const result = (form: string) => `${form} #s_website_form_result`;

async function fillLead(page: Page) {
  await page.fill("#contact_name", "Ada Lovelace");
  await page.fill("#email_from", "ada@example.com");
  await page.check("#x_topics_2");
}

test("conditional fields follow their dependency, chains included, and hidden ones are disabled", async ({ page }) => {
  await page.goto("/blocks/form");
  await islandsReady(page);
  const budget = page.locator("#x_budget");
  const note = page.locator("#x_budget_note");
  await expect(budget).toBeHidden();
  await page.selectOption("#x_need", "business");
  await expect(budget).toBeVisible();
  await expect(budget).toBeEnabled();
  await budget.fill("2000");
  await expect(note).toBeVisible();
  await budget.fill("6000");
  await expect(note).toBeHidden();
  await expect(note).toBeDisabled();
  await budget.fill("5000");
  await expect(note).toBeVisible();
  await page.selectOption("#x_need", "personal");
  await expect(budget).toBeHidden();
  await expect(note).toBeHidden();
  await expect(budget).toBeDisabled();
});

test("a bad date, a server field error, a 413 and a network drop keep what was typed", async ({ page }) => {
  const console = watchConsole(page);
  await page.goto("/blocks/form");
  await islandsReady(page);
  await fillLead(page);
  await page.fill("#x_meeting_date", "13/45/2026");
  await page.click(`${lead} .s_website_form_send`);
  await expect(page.locator(result(lead))).toHaveText("Please fill in the form correctly.");
  await expect(page.locator(".o_website_form_field_error")).toHaveText("'13/45/2026' is not a correct date");
  await expect(page.locator("#x_meeting_date")).toHaveClass(/is-invalid/);
  await page.fill("#x_meeting_date", "2/3/2027");

  await page.fill("#email_from", "ada@example");
  await page.click(`${lead} .s_website_form_send`);
  await expect(page.locator("#email_from")).toHaveClass(/is-invalid/);
  await expect(page.locator("#email_from")).toHaveAttribute("title", "The email address is not valid.");
  await expect(page.locator(result(lead))).toHaveText("Please fill in the form correctly.");
  await expect(page.locator(`${lead} .s_website_form_send`)).toBeEnabled();
  await page.fill("#email_from", "ada@example.com");

  await page.setInputFiles("#x_attachment", { name: "big.bin", mimeType: "application/octet-stream", buffer: Buffer.alloc(1_500_000, 1) });
  await page.click(`${lead} .s_website_form_send`);
  await expect(page.locator(result(lead))).toHaveText("Uploaded file is too large.");
  await page.setInputFiles("#x_attachment", []);

  await addFault(page.request, "/website/form", "network");
  await page.click(`${lead} .s_website_form_send`);
  await expect(page.locator(result(lead))).toHaveText("An error has occured, the form has not been sent.");
  await expect(page.locator(`${lead} .s_website_form_send`)).not.toHaveClass(/disabled/);
  await expect(page.locator("#contact_name")).toHaveValue("Ada Lovelace");
  await expect(page.locator("#x_meeting_date")).toHaveValue("2/3/2027");
  expect(console.errors.filter((e) => !e.includes("Failed to load resource"))).toEqual([]);
});

test("a sent form posts its values in the server formats, then shows its end message", async ({ page }) => {
  await page.goto("/blocks/form");
  await islandsReady(page);
  await fillLead(page);
  await page.fill("#x_meeting_date", "2/3/2027");
  await page.fill("#x_call_datetime", "11/24/2026 10:30:00");
  await addFault(page.request, "/website/form", "slow:500");
  const posted = page.waitForRequest((r) => r.url().endsWith("/website/form/crm.lead"));
  await page.click(`${lead} .s_website_form_send`);
  await expect(page.locator(`${lead} .s_website_form_send`)).toHaveClass(/disabled/);
  await expect(page.locator(`${lead} .s_website_form_send .fa-spin`)).toHaveCount(1);
  const body = (await posted).postData() ?? "";
  for (const [name, value] of [["x_meeting_date", "2027-02-03"], ["x_call_datetime", "2026-11-24 09:30:00"], ["contact_name", "Ada Lovelace"], ["x_topics", "Support"]]) {
    expect(body).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
  }
  // The token comes from the provider's API (the server's stand-in script) and is verified by the server.
  expect(body).toMatch(/name="recaptcha_token_response"\r\n\r\nstandin\.website_form\.[0-9a-f]{32}\r\n/);
  await expect(page.locator(".s_website_form_end_message")).toBeVisible();
  await expect(page.locator(lead)).toBeHidden();
});

test("a token the server refuses keeps the form and says why", async ({ page }) => {
  await page.route("**/website/recaptcha/api.js*", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.grecaptcha={ready:function(cb){cb()},execute:function(){return Promise.resolve('standin.website_form.forged')}};" }),
  );
  await page.goto("/blocks/form");
  await islandsReady(page);
  await fillLead(page);
  await page.click(`${lead} .s_website_form_send`);
  await expect(page.locator(result(lead))).toHaveText("The reCaptcha token is invalid.");
  await expect(page.locator(`${lead} .s_website_form_send`)).toBeEnabled();
  await expect(page.locator("#contact_name")).toHaveValue("Ada Lovelace");
  await expect(page.locator("#x_topics_2")).toBeChecked();
});

test("a captcha script that fails to load stops the send with the captcha message", async ({ page }) => {
  await addFault(page.request, "/website/recaptcha/api.js", "502");
  await page.goto("/blocks/form");
  await islandsReady(page);
  await fillLead(page);
  let posts = 0;
  page.on("request", (r) => void (r.url().endsWith("/website/form/crm.lead") && posts++));
  await page.click(`${lead} .s_website_form_send`);
  await expect(page.locator(result(lead))).toHaveText("The recaptcha site key is invalid.");
  expect(posts).toBe(0);
  await expect(page.locator("#email_from")).toHaveValue("ada@example.com");
  await expect(page.locator(`${lead} .s_website_form_send`)).toBeEnabled();
});

test("the date picker writes the chosen day and time in the user's format, by mouse and keyboard", async ({ page }) => {
  await page.goto("/blocks/form");
  await islandsReady(page);
  await page.fill("#x_meeting_date", "2/3/2027");
  await page.getByRole("button", { name: "Choose a date", exact: true }).click();
  const picker = page.getByRole("dialog", { name: "Choose a date", exact: true });
  await expect(picker.getByRole("button", { name: "Wednesday, February 3, 2027" })).toBeFocused();
  expect(await seriousViolations(page, ".o_date_picker")).toEqual([]);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("PageDown");
  await expect(picker.getByRole("grid", { name: "March 2027" })).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(picker).toBeHidden();
  await expect(page.locator("#x_meeting_date")).toHaveValue("03/04/2027");

  await page.getByRole("button", { name: "Choose a date and time" }).click();
  const withTime = page.getByRole("dialog", { name: "Choose a date and time" });
  await withTime.getByLabel("Year").fill("2031");
  await withTime.getByLabel("Month", { exact: true }).selectOption({ label: "July" });
  await withTime.getByLabel("Hour").fill("14");
  await withTime.getByLabel("Minute").fill("5");
  await withTime.getByRole("button", { name: "Tuesday, July 15, 2031" }).click();
  await expect(page.locator("#x_call_datetime")).toHaveValue("07/15/2031 14:05:00");

  await page.getByRole("button", { name: "Choose a date", exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  await expect(page.getByRole("button", { name: "Choose a date", exact: true })).toBeFocused();
  await expect(page.locator("#x_meeting_date")).toHaveValue("03/04/2027");
});

test("success modes: redirect to a page, scroll to an anchor, show a status", async ({ page }) => {
  await page.goto("/blocks/form");
  await islandsReady(page);
  await page.fill("#form_status_email", "max@example.com");
  const posted = page.waitForRequest((r) => r.url().endsWith("/website/form/mail.mail"));
  await page.click("#form_status .s_website_form_send");
  expect((await posted).postData()).not.toContain("recaptcha_token_response");
  await expect(page.locator(result("#form_status"))).toHaveText("The form has been sent successfully.");
  await expect(page.locator("#form_status_email")).toHaveValue("");

  await page.fill("#form_anchor_email", "max@example.com");
  await page.click("#form_anchor .s_website_form_send");
  await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById("form_done_anchor")!.getBoundingClientRect().top))).toBeLessThan(2);
  expect(new URL(page.url()).pathname).toBe("/blocks/form");

  await page.fill("#form_redirect_email", "max@example.com");
  await page.click("#form_redirect .s_website_form_send");
  await page.waitForURL("**/contactus-thank-you");
});

test("a signed-in user's details prefill the form", async ({ page }) => {
  await login(page, "portal");
  const read = page.waitForRequest((r) => r.url().includes("/web/dataset/call_kw") && r.postDataJSON().params.model === "res.users");
  await page.goto("/blocks/form");
  expect((await read).postDataJSON().params.args[1]).toEqual(["name", "phone", "email", "commercial_company_name"]);
  await islandsReady(page);
  await expect(page.locator("#contact_name")).toHaveValue("Joel Willis");
  await keepShot(page, { path: test.info().outputPath("form-1280.png"), fullPage: true });
});
