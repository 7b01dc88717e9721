// Forum write paths under faults: a question or an answer whose answer is lost keeps what was
// written and is posted once after; a comment written under a dropped connection is kept, one
// whose answer is lost after the server posted it is not sent again (the reloaded question says
// so); a comment deletion, a favourite and a vote answered by a fault keep the page
// as the server has it (read again first), say so, and work on the next click. The forum's
// records are put back as seeded before each flow.
// Islands: islands/forum/post_form.tsx (post_submit.ts), comment_form.tsx, post_actions.tsx (lost_answer.ts).
import { expect, test, type Page } from "./fixtures";
import { ACTION_FAILED } from "../../islands/forum/messages";
import { POST_LOST } from "../../islands/forum/post_submit";
import { COMMENT_FAILED, COMMENT_LOST_DONE } from "../../islands/forum/comment_form";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

test.beforeEach(async ({ request }) => void (await request.post("/__test/forum/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

async function open(page: Page, path: string) {
  await login(page, "demo");
  await page.goto(path);
  await islandsReady(page);
}
const toast = (page: Page) => page.locator(".o_notification");
const question = (page: Page) => page.locator("article.question");

test("a question whose connection drops keeps its title, body and tags, says it may be posted, and is posted once after", async ({ page, request }) => {
  await open(page, "/forum/1/ask");
  await page.locator("textarea.load_editor").focus();
  await expect(page.locator(".o_wforum_editor .ql-editor")).toBeVisible();
  await page.locator("#post_name").fill("Which soil for a lemon tree?");
  await page.locator(".ql-editor").fill("Mine is in a pot.");
  await page.locator(".o_wforum_tags_input").pressSequentially("citrus,");
  await addFault(request, "/forum/1/new", "network");
  await page.getByRole("button", { name: "Post Your Question" }).click();
  await expect(page.locator(".o_wforum_post_error")).toHaveText(POST_LOST);
  await expect(page).toHaveURL(/\/forum\/1\/ask$/);
  await expect(page.locator("#post_name")).toHaveValue("Which soil for a lemon tree?");
  await expect(page.locator(".ql-editor")).toHaveText("Mine is in a pot.");
  await expect(page.locator(".o_wforum_tag")).toHaveText(["citrus *"]);
  await Promise.all([page.waitForURL(/\/forum\/1\/question\/\d+$/), page.getByRole("button", { name: "Post Your Question" }).click()]);
  await expect(page.locator("article.question h1")).toHaveText("Which soil for a lemon tree?");
  await expect(page.locator("article.question .o_wforum_post_content")).toHaveText("Mine is in a pot.");
});

test("a question answered 502 twice keeps what was written each time", async ({ page, request }) => {
  await open(page, "/forum/1/ask");
  await page.locator("textarea.load_editor").focus();
  await expect(page.locator(".o_wforum_editor .ql-editor")).toBeVisible();
  await page.locator("#post_name").fill("Does basil like sun?");
  await page.locator(".ql-editor").fill("Asking for a friend.");
  await addFault(request, "/forum/1/new", "502", 2);
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByRole("button", { name: "Post Your Question" }).click();
    await expect(page.locator(".o_wforum_post_error")).toHaveText(POST_LOST);
    await expect(page.locator("form.js_wforum_submit_form")).not.toHaveAttribute("aria-busy", "true");
    await expect(page.locator("#post_name")).toHaveValue("Does basil like sun?");
  }
});

test("an answer whose connection drops keeps its text, says it may be posted, and is posted once after", async ({ page, request }) => {
  await open(page, "/forum/1/question/1");
  const form = page.locator("form.o_wforum_answer_form");
  await form.locator("textarea.load_editor").focus();
  await expect(form.locator(".o_wforum_editor .ql-editor")).toBeVisible();
  await form.locator(".ql-editor").fill("Water it less in winter.");
  const reply = new URL((await form.getAttribute("action"))!, page.url()).pathname;
  await addFault(request, reply, "network");
  await form.getByRole("button", { name: "Post Answer" }).click();
  await expect(form.locator(".o_wforum_post_error")).toHaveText(POST_LOST);
  await expect(page).toHaveURL(/\/forum\/1\/question\/1$/);
  await expect(form.locator(".ql-editor")).toHaveText("Water it less in winter.");
  await Promise.all([page.waitForEvent("load"), form.getByRole("button", { name: "Post Answer" }).click()]);
  await islandsReady(page);
  await expect(page.locator(".forum_answer .o_wforum_post_content", { hasText: "Water it less in winter." })).toHaveCount(1);
});

test("a comment whose connection drops keeps its text and says it was not posted; the next click posts it once", async ({ page, request }) => {
  await open(page, "/forum/1/question/1");
  const answer = page.locator("#answer-2");
  const field = answer.getByPlaceholder("Comment this post...");
  await field.fill("Mulch keeps it moist.");
  await addFault(request, "/forum/1/post/2/comment", "network");
  await answer.getByRole("button", { name: "Comment" }).click();
  await expect(answer.locator(".o_wforum_comment_error")).toHaveText(COMMENT_FAILED);
  await expect(field).toHaveValue("Mulch keeps it moist.");
  await expect(answer.locator(".o_wforum_post_comment", { hasText: "Mulch keeps it moist." })).toHaveCount(0);
  await Promise.all([page.waitForEvent("load"), answer.getByRole("button", { name: "Comment" }).click()]);
  await islandsReady(page);
  await expect(page.locator("#answer-2 .o_wforum_post_comment", { hasText: "Mulch keeps it moist." })).toHaveCount(1);
});

test("a comment whose answer is lost after the server posted it is not sent again; the reloaded question shows it once and says so", async ({ page }) => {
  await open(page, "/forum/1/question/1");
  let posts = 0;
  await page.route("**/forum/1/post/2/comment", async (route) => {
    posts++;
    await route.fetch({ maxRedirects: 0 });
    await route.abort("connectionreset");
  });
  const answer = page.locator("#answer-2");
  await answer.getByPlaceholder("Comment this post...").fill("Repot in spring.");
  await Promise.all([page.waitForEvent("load"), answer.getByRole("button", { name: "Comment" }).click()]);
  await islandsReady(page);
  expect(posts).toBe(1);
  await expect(page.locator("#answer-2 .o_wforum_post_comment", { hasText: "Repot in spring." })).toHaveCount(1);
  await expect(toast(page)).toContainText(COMMENT_LOST_DONE);
});

test("a comment deletion answered 502 keeps the comment and says so; the next click deletes it", async ({ page, request }) => {
  await open(page, "/forum/1/question/1");
  const comments = question(page).locator(".o_wforum_post_comment");
  const before = await comments.count();
  expect(before).toBeGreaterThan(0);
  const action = await question(page).locator(".comment_delete").first().evaluate((b) => new URL(b.closest("form")!.action).pathname);
  await addFault(request, action, "502");
  await question(page).locator(".comment_delete").first().click();
  await expect(toast(page)).toContainText(ACTION_FAILED);
  await expect(comments).toHaveCount(before);
  await question(page).locator(".comment_delete").first().click();
  await expect(comments).toHaveCount(before - 1);
});

test("a favourite whose connection drops keeps the star as the server has it and says so; the next click sets it", async ({ page, request }) => {
  await open(page, "/forum/1/question/1");
  const star = page.locator(".favourite_question");
  await expect(star).toHaveAttribute("aria-pressed", "false");
  const route = await star.evaluate((b) => new URL((b as HTMLElement).dataset.href!, location.href).pathname);
  await addFault(request, route, "network");
  await star.click();
  await expect(toast(page)).toContainText(ACTION_FAILED);
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
});

test("a vote answered 504 keeps the count and says so; the next click counts", async ({ page, request }) => {
  await open(page, "/forum/1/question/1");
  const answer = page.locator("#answer-2");
  await addFault(request, "/forum/1/post/2/upvote", "504");
  await answer.locator(".vote_up").click();
  await expect(toast(page)).toContainText(ACTION_FAILED);
  await expect(answer.locator(".vote_count")).toHaveText("1");
  await answer.locator(".vote_up").click();
  await expect(answer.locator(".vote_count")).toHaveText("2");
});
