// Quiz calls (spec 3 §7) and what their answers mean (spec 3 §8 "Quiz").
import { is, type RPC, type Schema } from "../../src/kit";
import { QUIZ_SUBMIT, type Question, type QuizData, type SubmitAnswer } from "../../contract/slides/quiz";
import * as M from "./messages";

export { QUIZ_GET, QUIZ_RESET, QUIZ_SAVE_TO_SESSION, QUIZ_SUBMIT, chosenFromSession } from "../../contract/slides/quiz";
export type { Question, QuizData, RankProgress, RankValues, SubmitAnswer } from "../../contract/slides/quiz";

export class MalformedQuizAnswer extends Error {}

/** The shape of /slides/slide/quiz/get's answer (corrections, for editors, are optional). */
export const isQuizData: Schema<QuizData> = is.object({
  slide_questions: is.array(is.object({ id: is.number, question: is.string, answer_ids: is.array(is.object({ id: is.number, text_value: is.string })) })),
  quiz_attempts_count: is.number,
  quiz_karma_gain: is.number,
  quiz_karma_won: is.number,
});

const SUBMIT_ERRORS: Record<string, string> = {
  slide_quiz_incomplete: M.QUIZ_INCOMPLETE,
  slide_quiz_done: M.QUIZ_DONE,
  public_user: M.QUIZ_PUBLIC_USER,
};
export const submitErrorMessage = (code: string) => SUBMIT_ERRORS[code] ?? M.QUIZ_ERROR;

export const allAnswered = (questions: Question[], chosen: Record<number, number>) => questions.every((q) => chosen[q.id] !== undefined);

export async function submitQuiz(rpc: RPC, slideId: number, answerIds: number[]): Promise<SubmitAnswer> {
  const answer = await rpc<SubmitAnswer>(QUIZ_SUBMIT, { slide_id: slideId, answer_ids: answerIds }, { silent: true });
  if (!answer || typeof answer !== "object") throw new MalformedQuizAnswer();
  if (!answer.error && (typeof answer.answers !== "object" || answer.answers === null || typeof answer.completed !== "boolean")) throw new MalformedQuizAnswer();
  return answer;
}
