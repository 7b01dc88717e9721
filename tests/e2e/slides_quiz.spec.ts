// Quizzes in Chromium against the reference server (spec 3 §4, §5, §8, §9): a public learner's
// answers kept through login and joining, fail then pass with the rank animation, retake, a
// malformed answer. Islands: islands/slides/fullscreen_player.tsx, lesson_quiz.tsx (Quiz.tsx,
// QuizFinishDialog.tsx, quiz_api.ts, QuizForm.tsx, quiz_from_markup.ts: the questions the server draws).
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

test.beforeAll(async ({ request }) => void (await request.post("/__test/slides/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

const QUIZ = "/slides/slide/test-yourself-8?fullscreen=1";
async function open(page: Page, path: string) {
  await page.goto(path);
  await islandsReady(page);
}
const answer = (page: Page, id: number) => page.locator(`#answer-${id}`);

test("a public learner answers, logs in, joins, and the answers are submitted", async ({ page }) => {
  await open(page, QUIZ);
  await expect(page).toHaveURL(/test-yourself-8\?fullscreen=1&quiz=1$/);
  await answer(page, 1).check();
  await page.locator(".o_wslides_js_lesson_quiz_join").click();
  await expect(page.locator(".o_notification")).toContainText("All questions must be answered !");
  await answer(page, 4).check();
  const saved = page.waitForRequest("**/slides/slide/quiz/save_to_session");
  await page.locator(".o_wslides_js_lesson_quiz_join").click();
  expect((await saved).postDataJSON().params).toEqual({ quiz_answers: { slide_id: 8, slide_answers: [1, 4] } });
  await page.waitForURL(/\/web\/login\?redirect=/);
  await page.fill("#login", "portal");
  await page.fill("#password", "portal");
  await Promise.all([page.waitForURL(/\/slides\/slide\/test-yourself-8\?fullscreen=1&quiz=1$/), page.click("button[type=submit]")]);
  await islandsReady(page);
  await expect(answer(page, 1)).toBeChecked();
  await expect(answer(page, 4)).toBeChecked();
  const submitted = page.waitForRequest("**/slides/slide/quiz/submit");
  await page.locator(".o_wslides_js_lesson_quiz_join").click();
  expect((await submitted).postDataJSON().params).toEqual({ slide_id: 8, answer_ids: [1, 4] });
  await expect(page.locator(".o_wslides_quiz_modal .modal-title")).toHaveText("Level up!");
  await expect(page.locator(".o_wslides_quiz_karma_won")).toHaveText("+ 100 XP");
  await expect(answer(page, 1)).toBeDisabled();
});

test("a member fails, then passes with the rank animation, and retakes", async ({ page, request }) => {
  await login(page, "demo");
  await open(page, QUIZ);
  await answer(page, 2).check();
  await answer(page, 4).check();
  await page.locator(".o_wslides_js_lesson_quiz_submit").click();
  await expect(page.locator('.o_wslides_quiz_answer[data-answer-id="2"]')).toHaveClass(/text-danger/);
  await expect(page.locator('.o_wslides_quiz_answer[data-answer-id="2"] .o_wslides_quiz_answer_comment')).toHaveText("Sand drains too fast.");
  await expect(page.locator('.o_wslides_quiz_answer[data-answer-id="4"]')).toHaveClass(/text-success/);
  await expect(page.locator(".o_wslides_quiz_karma_gain")).toContainText("Attempts: 1");
  // a malformed answer keeps the chosen answers
  await answer(page, 1).check();
  await addFault(request, "/slides/slide/quiz/submit", "malformed-json", 1);
  await page.locator(".o_wslides_js_lesson_quiz_submit").click();
  await expect(page.locator(".o_notification")).toContainText("There was an error validating this quiz.");
  await expect(answer(page, 1)).toBeChecked();
  await expect(answer(page, 4)).toBeChecked();
  await page.locator(".o_wslides_js_lesson_quiz_submit").click();
  const dialog = page.locator(".o_wslides_quiz_modal");
  await expect(dialog.locator(".modal-title")).toHaveText("Level up!");
  await expect(dialog.locator(".o_wslides_quiz_karma_won")).toHaveText("+ 70 XP");
  const bar = dialog.locator(".o_wslides_quiz_rank_bar");
  await expect(bar).toHaveAttribute("data-animation-ms", "1700");
  await expect(bar).toHaveAttribute("style", /width: 4%/);
  await expect(page.locator('.o_wslides_fs_sidebar_list_item[data-id="8"] .o_wslides_slide_completed')).toBeVisible();
  await dialog.locator("button", { hasText: "Close" }).click();
  await Promise.all([page.waitForEvent("load"), page.locator(".o_wslides_js_lesson_quiz_reset").click()]);
  await islandsReady(page);
  await answer(page, 1).check();
  await answer(page, 4).check();
  await page.locator(".o_wslides_js_lesson_quiz_submit").click();
  await expect(page.locator(".o_wslides_quiz_modal .modal-title")).toHaveText("Amazing!");
  await expect(page.locator(".o_wslides_quiz_rank_bar")).toHaveAttribute("data-animation-ms", "800");
});
