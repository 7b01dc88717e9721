// Quiz calls (spec 3 §7) and what their answers mean (spec 3 §8 "Quiz").
import { type RPC } from "../../src/kit";
import * as M from "./messages";

export const QUIZ_GET = "/slides/slide/quiz/get";
export const QUIZ_SUBMIT = "/slides/slide/quiz/submit";
export const QUIZ_RESET = "/slides/slide/quiz/reset";
export const QUIZ_SAVE_TO_SESSION = "/slides/slide/quiz/save_to_session";

export interface Question {
  id: number;
  question: string;
  /** is_correct and comment come to course editors only. */
  answer_ids: { id: number; text_value: string; is_correct?: boolean; comment?: string }[];
}
export interface QuizData {
  slide_questions: Question[];
  quiz_attempts_count: number;
  quiz_karma_gain: number;
  quiz_karma_won: number;
}
export interface RankValues {
  karma: number;
  lower_bound: number;
  upper_bound: number;
  progress: number;
  motivational: string;
  description?: string;
}
export interface RankProgress {
  previous_rank?: RankValues;
  new_rank?: RankValues;
  level_up?: boolean;
  last_rank?: boolean;
  description?: string;
}
export interface SubmitAnswer {
  error?: string;
  completed: boolean;
  channel_completion: number;
  answers: Record<string, { is_correct: boolean; comment: string }>;
  rankProgress: RankProgress;
  quizKarmaWon?: number;
  quizKarmaGain?: number;
  quizAttemptsCount?: number;
}

export class MalformedQuizAnswer extends Error {}

const SUBMIT_ERRORS: Record<string, string> = {
  slide_quiz_incomplete: M.QUIZ_INCOMPLETE,
  slide_quiz_done: M.QUIZ_DONE,
  public_user: M.QUIZ_PUBLIC_USER,
};
export const submitErrorMessage = (code: string) => SUBMIT_ERRORS[code] ?? M.QUIZ_ERROR;

/** Every question has one chosen answer. */
export const allAnswered = (questions: Question[], chosen: Record<number, number>) => questions.every((q) => chosen[q.id] !== undefined);

export async function submitQuiz(rpc: RPC, slideId: number, answerIds: number[]): Promise<SubmitAnswer> {
  const answer = await rpc<SubmitAnswer>(QUIZ_SUBMIT, { slide_id: slideId, answer_ids: answerIds }, { silent: true });
  if (!answer || typeof answer !== "object") throw new MalformedQuizAnswer();
  if (!answer.error && (typeof answer.answers !== "object" || answer.answers === null || typeof answer.completed !== "boolean")) throw new MalformedQuizAnswer();
  return answer;
}

/** The answers of the session that belong to this quiz's questions, one per question. */
export function chosenFromSession(questions: Question[], sessionAnswers: number[]): Record<number, number> {
  const chosen: Record<number, number> = {};
  for (const q of questions) {
    const found = q.answer_ids.find((a) => sessionAnswers.includes(a.id));
    if (found) chosen[q.id] = found.id;
  }
  return chosen;
}
