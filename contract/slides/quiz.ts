// A lesson's quiz as the quiz island and the reference server both know it (spec 3 §7, §8 "Quiz"):
// its routes, the shapes of its answers, and which answers of the session belong to it.
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

/** The answers of the session that belong to this quiz's questions, one per question. */
export function chosenFromSession(questions: Question[], sessionAnswers: number[]): Record<number, number> {
  const chosen: Record<number, number> = {};
  for (const q of questions) {
    const found = q.answer_ids.find((a) => sessionAnswers.includes(a.id));
    if (found) chosen[q.id] = found.id;
  }
  return chosen;
}
