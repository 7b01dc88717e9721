// Answering a question and commenting a post in Chromium against the reference server, through
// the platform's routes (POST /forum/{forum}/{question}/reply, /forum/{forum}/post/{post}/comment):
// the answer is written in the question form's editor and sanitized; a comment is plain text.
// Islands: islands/forum/post_form.tsx (the answer form), the question page's server markup.
import { expect, test, type Page } from "./fixtures";
import { islandsReady, login } from "./helpers";

test.beforeEach(async ({ request }) => void (await request.post("/__test/forum/reset")));

async function openQuestion(page: Page, user: string) {
  await login(page, user);
  await page.goto("/forum/1/question/1");
  await islandsReady(page);
}

test("an answer written in the editor is posted and shown under the question; an empty one is stopped", async ({ page }) => {
  await openQuestion(page, "demo");
  const form = page.locator("form.o_wforum_answer_form");
  // the editor's code comes when the visitor comes to the field
  await expect(page.locator(".o_wforum_editor")).toHaveCount(0);
  await form.locator("textarea.load_editor").focus();
  await expect(form.locator(".o_wforum_editor .ql-editor")).toBeFocused();
  await form.getByRole("button", { name: "Post Answer" }).click();
  await expect(form.locator(".o_wforum_editor")).toHaveClass(/border-danger/);
  await expect(page).toHaveURL(/\/forum\/1\/question\/1$/);
  const marker = `Repot it in spring ${Date.now()}`;
  await form.locator(".ql-editor").fill(marker);
  await Promise.all([page.waitForURL(/\/forum\/1\/question\/1$/), form.getByRole("button", { name: "Post Answer" }).click()]);
  await expect(page.locator(".forum_answer .o_wforum_post_content", { hasText: marker })).toHaveCount(1);
});

test("a comment is posted under an answer and shown as plain text", async ({ page }) => {
  await openQuestion(page, "demo");
  const answer = page.locator("#answer-2");
  const marker = `Thanks <b>${Date.now()}</b>`;
  await answer.getByPlaceholder("Comment this post...").fill(marker);
  await Promise.all([page.waitForURL(/\/forum\/1\/question\/1$/), answer.getByRole("button", { name: "Comment" }).click()]);
  await expect(page.locator("#answer-2 .o_wforum_post_comment", { hasText: marker })).toHaveCount(1);
  await expect(page.locator("#answer-2 .o_wforum_post_comment b")).toHaveCount(0);
});

test("a visitor is offered to log in instead of the forms", async ({ page }) => {
  await page.goto("/forum/1/question/1");
  await islandsReady(page);
  await expect(page.locator("form.o_wforum_answer_form")).toHaveCount(0);
  await expect(page.locator("form.o_wforum_comment_form")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", /\/web\/login\?redirect=/);
});
