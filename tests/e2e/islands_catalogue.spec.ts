// The island catalogue (/islands, issue 22) in Chromium against the reference server: every
// island of the build listed with the facts generated from its definition; the sandbox brings
// inserted blocks alive through the loader (which follows the DOM) and stops them on removal.
// Islands it drives: islands/catalogue/sandbox.tsx (its sanitizer sandbox_markup.ts arrives with the
// first insert), islands/website/blocks/countdown.tsx, website_form.tsx
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { islandsReady, watchConsole } from "./helpers";
import { keepShot, onlyForShots } from "./keep_shot";

const built: { islands: { name: string; selector: string }[] } = JSON.parse(readFileSync("dist/islands.json", "utf8"));

const FORM_MARKUP = `<section class="s_website_form" data-snippet="s_website_form"><div class="container">
<form id="sandbox_form" action="/website/form/" method="post" class="s_website_form_no_recaptcha" data-model_name="mail.mail" data-success-mode="message">
<label for="sandbox_email">Your Email</label><input type="email" id="sandbox_email" class="form-control s_website_form_input" name="email_from" required="required">
<button type="submit" class="btn btn-primary s_website_form_send" onclick="window.__clicked = true">Send</button>
<script>window.__sandboxScriptRan = true;</script>
</form></div></section>`;

const running = (page: Page) => page.locator(".o_sandbox_running");

async function openCatalogue(page: Page) {
  await page.goto("/islands");
  await islandsReady(page);
  await expect(running(page)).toHaveText("No island is running in the sandbox.");
}

test("the catalogue lists every island of the build with its selector, moment, mode and attributes", async ({ page }) => {
  await page.goto("/islands");
  await expect(page.locator(".o_catalogue_island")).toHaveCount(built.islands.length);
  const countdown = page.locator('.o_catalogue_island[data-name="snippets.countdown"]');
  await expect(countdown.locator(".o_catalogue_selector")).toHaveText(".s_countdown");
  await expect(countdown).toContainText("load, enhance, stays on in edit mode");
  await countdown.getByText(/^Attributes read \(\d+\), pages, tests, files$/).click();
  await expect(countdown.locator(".o_catalogue_attributes li")).toContainText(["data-end-time (number)", "data-end-action (oneOf)"]);
  await expect(countdown.getByRole("link", { name: "/blocks/countdown" })).toBeVisible();
  await expect(countdown).toContainText("tests/e2e/blocks_countdown_popup.spec.ts");
});

test("a countdown and a form inserted into the sandbox start; removed, both stop", async ({ page }) => {
  const console = watchConsole(page);
  await openCatalogue(page);
  await page.getByRole("button", { name: "Try snippets.countdown in the sandbox" }).click();
  await expect(page.locator(".o_sandbox_status")).toHaveText("Block inserted.");
  const countdown = page.locator(".o_sandbox_area .s_countdown");
  await expect(countdown.locator("svg.o_countdown_ring")).toHaveCount(4);

  await page.getByLabel("Block markup").fill(FORM_MARKUP);
  await page.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(running(page).locator("li code")).toHaveText(["snippets.countdown", "snippets.website_form"]);
  await expect(page.locator("#sandbox_form .s_website_form_send")).not.toHaveAttribute("onclick", /.*/);
  expect(await page.evaluate(() => (window as any).__sandboxScriptRan)).toBeUndefined();
  await expect(page.locator(".o_sandbox_area script")).toHaveCount(0);

  const countdownHost = await countdown.elementHandle();
  await page.getByRole("button", { name: "Remove all blocks" }).click();
  await expect(page.locator(".o_sandbox_status")).toHaveText("Blocks removed.");
  await expect(running(page)).toHaveText("No island is running in the sandbox.");
  // the countdown's own rendering left its (removed) host when it stopped
  expect(await countdownHost!.evaluate((el) => el.querySelectorAll("svg.o_countdown_ring").length)).toBe(0);
  await expect(page.locator(".o_sandbox_area")).toBeEmpty();
  expect(console.errors).toEqual([]);
});

test("inserting nothing says what to do and starts nothing", async ({ page }) => {
  await openCatalogue(page);
  await page.getByRole("button", { name: "Insert", exact: true }).click();
  await expect(page.locator(".o_sandbox_status")).toHaveText("Paste a block's markup first.");
  await expect(running(page)).toHaveText("No island is running in the sandbox.");
});

test("screenshots of the catalogue at 1280 and 390 px", async ({ page }) => {
  onlyForShots();
  await openCatalogue(page);
  await page.getByRole("button", { name: "Try snippets.countdown in the sandbox" }).click();
  await expect(page.locator(".o_sandbox_area svg.o_countdown_ring")).toHaveCount(4);
  await keepShot(page, { path: test.info().outputPath("islands-1280.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/islands");
  await islandsReady(page);
  await keepShot(page, { path: test.info().outputPath("islands-390.png") });
});
