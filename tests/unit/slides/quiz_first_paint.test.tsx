// The lesson page's quiz at its first paint (issue #30, no layout shift): the server draws the
// questions with the island's own QuizForm, the island reads them back from the page (the
// platform's markup too) and its first drawing is the same; the quiz's call only refreshes it.
import { readFileSync } from "node:fs";
import { act } from "react";
import { afterEach, expect, it, vi } from "vitest";
import lessonQuiz from "../../../islands/slides/lesson_quiz";
import { quizFromMarkup } from "../../../islands/slides/quiz_from_markup";
import { addFault } from "../../../server/faults";
import { $, click, loadPage, settle } from "../portal/portal_harness";
import { startSlides } from "./harness";

let slides: Awaited<ReturnType<typeof startSlides>>;
afterEach(() => {
  slides?.stop();
  vi.useRealTimers();
});

/** The markup's tags, sorted attributes and text: what the reader sees, whatever the attribute order. */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? "";
  if (!(node instanceof Element)) return "";
  const attributes = [...node.attributes].map((a) => `${a.name}="${a.value}"`).sort().join(" ");
  return `<${node.tagName.toLowerCase()} ${attributes}>${[...node.childNodes].map(canonical).join("")}</${node.tagName.toLowerCase()}>`;
}

const QUESTIONS = [
  { id: 1, question: "Which soil holds water and air best?", answer_ids: [{ id: 1, text_value: "Loam" }, { id: 2, text_value: "Pure sand" }] },
  { id: 2, question: "When is the best time to water?", answer_ids: [{ id: 3, text_value: "At noon" }, { id: 4, text_value: "Early morning" }] },
];

it("reads the quiz the platform renders: titles, answers, attempts and karma", () => {
  const page = readFileSync("fixtures/pages/platform/lesson_quiz.html", "utf8");
  document.body.innerHTML = page.slice(page.indexOf("<body"), page.indexOf("</body>"));
  expect(quizFromMarkup($(".o_wslides_js_lesson_quiz")!)).toEqual({ slide_questions: QUESTIONS, quiz_attempts_count: 0, quiz_karma_gain: 100, quiz_karma_won: 0 });
});

it("reads nothing from a quiz block without questions, or with an unreadable id", () => {
  document.body.innerHTML = `<div class="o_wslides_js_lesson_quiz"></div><div class="o_wslides_js_lesson_quiz" id="bad"><div class="o_wslides_js_lesson_quiz_question" data-question-id="x"></div></div>`;
  expect(quizFromMarkup($(".o_wslides_js_lesson_quiz")!)).toBeNull();
  expect(quizFromMarkup($("#bad")!)).toBeNull();
});

it("a visitor: the server draws the questions; the island's first drawing is the same, and an answer picked before the quiz's call came is kept", async () => {
  slides = await startSlides(null);
  await loadPage(slides.server, "/slides/slide/test-yourself-8");
  const host = $(".o_wslides_js_lesson_quiz")!;
  const drawn = () => [...host.childNodes].map(canonical).join("");
  const served = drawn();
  expect(quizFromMarkup(host)?.slide_questions).toEqual(QUESTIONS);
  expect(host.querySelectorAll("input[type=radio]")).toHaveLength(4);
  // The quiz's call takes its time (300 ms on a fake clock): the island draws from the page meanwhile.
  vi.useFakeTimers({ toFake: ["setTimeout"] });
  addFault({ match: "/slides/slide/quiz/get", kind: "slow:300", times: 1 });
  await slides.mount(lessonQuiz);
  expect($(".o_wslides_quiz_loading")).toBeNull();
  expect(drawn()).toBe(served);
  await click($("#answer-4"));
  expect($<HTMLInputElement>("#answer-4")!.checked).toBe(true);
  expect($(".o_wslides_js_lesson_quiz")!.textContent).toContain("Log in & Submit");
  await act(async () => void vi.advanceTimersByTime(300));
  await settle();
  expect($<HTMLInputElement>("#answer-4")!.checked).toBe(true);
});
