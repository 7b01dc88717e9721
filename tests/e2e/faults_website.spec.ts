// Website write paths under faults: a rating whose connection drops keeps its text and says it
// was not saved (the page is read again first), then is posted once; a follow answered 502 keeps
// the state and works again; the profile biography keeps text that looks like markup through two
// saves. Each flow marks its texts with a token of its own (repeatable against the same server).
// Islands: islands/website/rating_composer.tsx, follow.tsx, profile_editor.tsx (bio_text.ts).
import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
import { RATING_POST_FAILED } from "../../islands/website/rating_composer";
import { FOLLOW_FAILED } from "../../islands/website/follow";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

const mark = () => randomUUID().slice(0, 8);
test.afterEach(async ({ request }) => clearFaults(request));

test("a rating whose connection drops keeps the dialog and its text, says it was not saved, and is posted once after", async ({ page, request }) => {
  await login(page, "portal");
  await page.goto("/website/blog");
  await islandsReady(page);
  const text = `Dropped rating ${mark()}`;
  await page.getByRole("button", { name: "Rate this post" }).click();
  const dialog = page.getByRole("dialog", { name: "Rate this post" });
  await dialog.getByLabel("Your comment").fill(text);
  await addFault(request, "/mail/chatter_post", "network");
  const pageRead = page.waitForResponse((r) => r.request().method() === "GET" && new URL(r.url()).pathname === "/website/blog");
  await dialog.getByRole("button", { name: "Post" }).click();
  await pageRead;
  await expect(dialog.getByRole("alert")).toHaveText(RATING_POST_FAILED);
  await expect(dialog.getByLabel("Your comment")).toHaveValue(text);
  const reloaded = page.waitForEvent("load");
  await dialog.getByRole("button", { name: "Post" }).click();
  await reloaded;
  await islandsReady(page);
  await expect(page.getByText(text)).toHaveCount(1);
});

test("a follow answered 502 keeps the state and says so; the next click follows", async ({ page, request }) => {
  await page.goto("/website/blog");
  await islandsReady(page);
  const widget = page.locator(".js_follow");
  await widget.locator("input.js_follow_email").fill(`reader-${mark()}@example.com`);
  await addFault(request, "/website_mail/follow", "502");
  await widget.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator(".o_notification")).toContainText(FOLLOW_FAILED);
  await expect(widget).toHaveAttribute("data-follow", "off");
  await expect(widget.locator("input.js_follow_email")).toHaveValue(/^reader-.+@example\.com$/);
  await widget.getByRole("button", { name: "Subscribe" }).click();
  await expect(widget).toHaveAttribute("data-follow", "on");
});

test("the profile biography keeps text that looks like markup through two saves", async ({ page }) => {
  await login(page, "demo");
  await page.goto("/website/profile");
  await islandsReady(page);
  const text = `Likes <style>, <script>alert(1)</script>, <!-- and &amp; ${mark()}`;
  const bio = page.getByRole("textbox", { name: "Biography" });
  await bio.evaluate((el, value) => (el.textContent = value), text);
  for (let save = 0; save < 2; save++) {
    await page.getByRole("button", { name: "Update" }).click();
    await page.waitForURL("**/website/profile?saved=1");
    await islandsReady(page);
    await expect(page.getByRole("textbox", { name: "Biography" })).toHaveText(text);
  }
  await expect(page.locator(".o_wprofile_bio")).toContainText(text);
  expect(await page.evaluate(() => document.querySelectorAll(".o_wprofile_bio script, .o_wprofile_bio style").length)).toBe(0);
});
