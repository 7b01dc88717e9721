// Course editors create, edit, reorder and delete quiz questions (spec 3 §2, §5, §7) in Chromium
// against the reference server. Islands: islands/slides/lesson_quiz.tsx (QuizEditor.tsx, question_form.tsx).
import { expect, test, type Page } from "./fixtures";
import { addFault, clearFaults, islandsReady, login } from "./helpers";

test.beforeAll(async ({ request }) => void (await request.post("/__test/slides/reset")));
test.afterEach(async ({ request }) => clearFaults(request));

async function open(page: Page, path: string) {
  await page.goto(path);
  await islandsReady(page);
}
const titles = (page: Page) => page.locator(".o_wslides_js_lesson_quiz_question legend");

test("quiz_quick_create opens the form; a question is checked, saved, reordered, edited and deleted", async ({ page, request }) => {
  await login(page, "admin");
  await open(page, "/slides/slide/soil-basics-3?quiz_quick_create=1");
  const form = page.locator(".o_wslides_quiz_question_form");
  await expect(form).toBeVisible();
  await form.locator("button", { hasText: "Save" }).click();
  await expect(form.locator(".o_wslides_quiz_form_error")).toHaveText("Please fill in the question");
  await form.getByLabel("Question", { exact: true }).fill("What is loam?");
  await form.locator("button", { hasText: "Save" }).click();
  await expect(form.locator(".o_wslides_quiz_form_error")).toHaveText("Please add at least one answer.");
  await form.getByLabel("Answer 2", { exact: true }).fill("A soil");
  await form.getByLabel("Correct answer 2").check();
  await form.locator("button", { hasText: "Add an answer line" }).click();
  await form.getByLabel("Answer 3", { exact: true }).fill("A tree");
  await form.getByLabel("Comment 3").fill("No, a soil.");
  const saved = page.waitForRequest("**/slides/slide/quiz/question_add_or_update");
  await form.locator("button", { hasText: "Save" }).click();
  expect((await saved).postDataJSON().params).toEqual({
    existing_question_id: false, sequence: 1, question: "What is loam?", slide_id: 3,
    answer_ids: [{ sequence: 1, text_value: "A soil", is_correct: true, comment: "" }, { sequence: 2, text_value: "A tree", is_correct: false, comment: "No, a soil." }],
  });
  await expect(titles(page)).toHaveText(["1. What is loam?"]);
  await page.locator(".o_wslides_js_quiz_add_question").click();
  await form.getByLabel("Question", { exact: true }).fill("Is sand loam?");
  await form.getByLabel("Answer 1", { exact: true }).fill("No");
  await form.locator("button", { hasText: "Save" }).click();
  await expect(titles(page)).toHaveText(["1. What is loam?", "2. Is sand loam?"]);
  await page.getByRole("button", { name: "Move up: Is sand loam?" }).click();
  await expect(titles(page)).toHaveText(["1. Is sand loam?", "2. What is loam?"]);
  await page.getByRole("button", { name: "Edit: What is loam?" }).click();
  await expect(form.getByLabel("Answer 2", { exact: true })).toHaveValue("A tree");
  await form.getByLabel("Question", { exact: true }).fill("What is a loam?");
  await form.locator("button", { hasText: "Save" }).click();
  await expect(titles(page)).toHaveText(["1. Is sand loam?", "2. What is a loam?"]);
  await addFault(request, "/web/dataset/call_kw", "502", 1);
  await page.getByRole("button", { name: "Delete: Is sand loam?" }).click();
  await expect(page.locator(".o_notification")).toContainText("The quiz could not be changed. Please try again.");
  await expect(titles(page)).toHaveCount(2);
  await page.getByRole("button", { name: "Delete: Is sand loam?" }).click();
  await expect(titles(page)).toHaveText(["1. What is a loam?"]);
  await open(page, "/slides/slide/soil-basics-3");
  await expect(titles(page)).toHaveText(["1. What is a loam?"]);
});
