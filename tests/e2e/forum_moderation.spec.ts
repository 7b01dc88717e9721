// The forum's moderation queue in Chromium against the reference server (spec 3 §4, §6, §7
// "Forum"): validation with a failure then a success, the spam dialog marking posts in a batch,
// and the accessibility scan of this moderators-only page. Island: islands/forum/moderation_queue.tsx.
import { seriousViolations } from "./axe_scan";
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

test.beforeEach(async ({ request }) => void (await request.post("/__test/forum/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

const QUEUE = "/forum/1/validation_queue";
async function open(page: Page) {
  await login(page, "admin");
  await page.goto(QUEUE);
  await islandsReady(page);
}
const item = (page: Page, id: number) => page.locator(`.post_to_validate[data-id="${id}"]`);

test("a failed validation shows the item again in red; the next one validates it", async ({ page, request }) => {
  await open(page);
  await addFault(request, "/forum/1/post/4/validate", "502", 1);
  await item(page, 4).locator("a", { hasText: "Accept" }).click();
  await expect(item(page, 4)).toBeVisible();
  await expect(item(page, 4)).toHaveClass(/bg-danger/);
  await item(page, 4).locator("a", { hasText: "Accept" }).click();
  await expect(item(page, 4)).toBeHidden();
  await page.goto("/forum/1/question/4");
  await expect(page.locator("article.question")).toHaveAttribute("data-state", "active");
});

test("the spam dialog searches the queue and marks the chosen posts offensive", async ({ page }) => {
  await open(page);
  await page.locator(".o_wforum_filter_spam").click();
  const modal = page.locator("#markAllAsSpam");
  await expect(modal).toBeVisible();
  await expect(modal.locator(".form-check")).toHaveCount(3);
  await modal.locator("#spamSearch").fill("cheap");
  await expect(modal.locator(".form-check")).toHaveCount(2);
  await expect(modal.locator(".o_wforum_spam_preview").first()).toHaveText("Buy now at the best price: cheap pots for everyone!");
  await modal.locator(".o_wforum_select_all_spam").click();
  await expect(modal.locator("input:checked")).toHaveCount(2);
  await Promise.all([page.waitForEvent("load"), modal.locator(".o_wforum_mark_spam").click()]);
  await islandsReady(page);
  await expect(page.locator(".post_to_validate")).toHaveCount(1);
  await expect(item(page, 4)).toBeVisible();
});

test("the queue has no serious or critical accessibility violation, dialog open or not", async ({ page }) => {
  await open(page);
  const scan = () => seriousViolations(page);
  expect(await scan()).toEqual([]);
  await page.locator(".o_wforum_filter_spam").click();
  await expect(page.locator("#markAllAsSpam .form-check")).toHaveCount(3);
  expect(await scan()).toEqual([]);
});
