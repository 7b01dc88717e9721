// Forum controls under faults: a flag answered with an unreadable answer keeps the page as the
// server has it (read again first), says so, and works on the next click; a bump answered 504
// says it may have been done (the page shows no bump) and works on the next click; an
// accepted answer whose answer is lost after the server acted shows the answer as accepted and
// says the action was done; a spam marking answered by a server error keeps the dialog and the
// chosen posts, says so, and marks them on the next click; one whose answer is lost after the
// server marked them shows the queue as the server has it and says so, without a second call.
// The forum's records are put back as seeded before each flow.
// Islands: islands/forum/forum_page.tsx (post_actions.tsx, lost_answer.ts), moderation_queue.tsx.
import { expect, test, type Page } from "./fixtures";
import { ACTION_FAILED } from "../../islands/forum/messages";
import { ACTION_LOST_DONE, ACTION_LOST_UNKNOWN } from "../../islands/forum/lost_answer";
import { SPAM_LOST_DONE } from "../../islands/forum/moderation_queue";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

test.beforeEach(async ({ request }) => void (await request.post("/__test/forum/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

async function open(page: Page, user: string, path = "/forum/1/question/1") {
  await login(page, user);
  await page.goto(path);
  await islandsReady(page);
}
const toast = (page: Page) => page.locator(".o_notification");
const answer = (page: Page, id: number) => page.locator(`#answer-${id}`);

test("a flag answered with an unreadable answer keeps the answer and says so; the next click flags it", async ({ page, request }) => {
  await open(page, "demo");
  await addFault(request, "/forum/1/post/2/flag", "malformed-json");
  await answer(page, 2).locator(".flag").click();
  await expect(toast(page)).toContainText(ACTION_FAILED);
  await expect(answer(page, 2)).toBeVisible();
  await expect(answer(page, 2).locator(".flag")).toBeEnabled();
  await answer(page, 2).locator(".flag").click();
  await expect(answer(page, 2)).toBeHidden();
  await page.goto("/forum/1/question/1");
  await islandsReady(page);
  await answer(page, 2).locator(".flag").click();
  await expect(toast(page).last()).toContainText("This post is already flagged");
});

test("an accepted answer whose answer is lost after the server acted is shown accepted and says so; the next click accepts another", async ({ page }) => {
  await open(page, "portal");
  await page.route("**/forum/1/post/2/toggle_correct", async (route) => {
    await route.fetch();
    await route.abort("connectionreset");
  });
  await answer(page, 2).locator(".accept_answer").click();
  await expect(toast(page)).toContainText(ACTION_LOST_DONE);
  await expect(answer(page, 2).locator(".o_wforum_validate_toggler")).toHaveClass(/o_wforum_answer_correct/);
  await expect(answer(page, 2).locator(".accept_answer")).toHaveText("Correct answer");
  await page.unroute("**/forum/1/post/2/toggle_correct");
  await answer(page, 3).locator(".accept_answer").click();
  await expect(answer(page, 3).locator(".accept_answer")).toHaveText("Correct answer");
  await expect(answer(page, 2).locator(".o_wforum_validate_toggler")).not.toHaveClass(/o_wforum_answer_correct/);
});

test("a bump answered 504 keeps the Bump button and says it may have been done (the page cannot show it); the next click bumps", async ({ page, request }) => {
  await open(page, "portal");
  const bump = page.locator(".oe_js_bump");
  await addFault(request, "/forum/post/bump", "504");
  await bump.click();
  await expect(toast(page)).toContainText(ACTION_LOST_UNKNOWN);
  await expect(bump).toHaveCount(1);
  const bumped = page.waitForResponse((r) => r.url().endsWith("/forum/post/bump"));
  await bump.click();
  expect((await (await bumped).json()).result).toBe(true);
  await expect(page.locator(".oe_js_bump")).toHaveCount(0);
});

test("a spam marking answered by a server error keeps the dialog and the chosen posts; the next click marks them", async ({ page, request }) => {
  await open(page, "admin", "/forum/1/validation_queue");
  await page.locator(".o_wforum_filter_spam").click();
  const modal = page.locator("#markAllAsSpam");
  await modal.locator("#spamSearch").fill("cheap");
  await expect(modal.locator(".form-check")).toHaveCount(2);
  await modal.locator(".o_wforum_select_all_spam").click();
  await expect(modal.locator("input:checked")).toHaveCount(2);
  await addFault(request, "/web/dataset/call_kw/forum.post/mark_as_offensive_batch", "500-html");
  await modal.locator(".o_wforum_mark_spam").click();
  await expect(toast(page)).toContainText(ACTION_FAILED);
  await expect(modal).toBeVisible();
  await expect(modal.locator("#spamSearch")).toHaveValue("cheap");
  await expect(modal.locator("input:checked")).toHaveCount(2);
  await expect(page.locator(".post_to_validate")).toHaveCount(3);
  await Promise.all([page.waitForEvent("load"), modal.locator(".o_wforum_mark_spam").click()]);
  await islandsReady(page);
  await expect(page.locator(".post_to_validate")).toHaveCount(1);
});

test("a spam marking whose answer is lost after the server marked the posts shows the queue as it is now and says so, without a second call", async ({ page }) => {
  await open(page, "admin", "/forum/1/validation_queue");
  await page.locator(".o_wforum_filter_spam").click();
  const modal = page.locator("#markAllAsSpam");
  await modal.locator("#spamSearch").fill("cheap");
  await expect(modal.locator(".form-check")).toHaveCount(2);
  await modal.locator(".o_wforum_select_all_spam").click();
  let calls = 0;
  await page.route("**/web/dataset/call_kw/forum.post/mark_as_offensive_batch", async (route) => {
    calls++;
    await route.fetch();
    await route.abort("connectionreset");
  });
  await modal.locator(".o_wforum_mark_spam").click();
  await expect(toast(page)).toContainText(SPAM_LOST_DONE);
  await expect(modal).toBeHidden();
  await expect(page.locator(".post_to_validate")).toHaveCount(1);
  expect(calls).toBe(1);
  await page.locator('.post_to_validate[data-id="4"]').locator("a", { hasText: "Accept" }).click();
  await expect(page.locator('.post_to_validate[data-id="4"]')).toBeHidden();
});
