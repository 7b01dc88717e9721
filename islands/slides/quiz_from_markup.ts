// The quiz a page already shows, read back from its markup (the platform's: data-title, data-text; or
// QuizForm's): the island starts with it, then the quiz's call brings the rest (editors' corrections).
import { child, findIn } from "../../src/kit";
import type { QuizData } from "./quiz_api";

const QUESTION = child.optional(".o_wslides_js_lesson_quiz_question[data-question-id]");
const HEADING = child.optional("legend, .h4, .h6");
const ANSWER = child.optional(".o_wslides_quiz_answer[data-answer-id]");

const count = (host: Element, name: string): number => {
  const value = Number.parseInt(host.getAttribute(name) ?? "", 10);
  return Number.isFinite(value) ? value : 0;
};

/** The question's own text: its data-title, else its heading without the "1. " number. */
const questionText = (question: Element): string =>
  question.getAttribute("data-title") ?? (findIn(HEADING, question)[0]?.textContent ?? "").replace(/^\s*\d+\.\s*/, "").trim();

export function quizFromMarkup(host: Element): QuizData | null {
  const questions = findIn(QUESTION, host).map((question) => ({
    id: Number(question.getAttribute("data-question-id")),
    question: questionText(question),
    answer_ids: findIn(ANSWER, question).map((answer) => ({
      id: Number(answer.getAttribute("data-answer-id")),
      text_value: answer.getAttribute("data-text") ?? (answer.textContent ?? "").trim(),
    })),
  }));
  if (!questions.length || questions.some((q) => !Number.isFinite(q.id) || q.answer_ids.some((a) => !Number.isFinite(a.id)))) return null;
  return {
    slide_questions: questions,
    quiz_attempts_count: count(host, "data-quiz-attempts-count"),
    quiz_karma_gain: count(host, "data-quiz-karma-gain"),
    quiz_karma_won: count(host, "data-quiz-karma-won"),
  };
}
