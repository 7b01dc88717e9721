// A lesson's quiz as /slides/slide/quiz/get answers it (spec 3 §7): the questions (with their
// corrections for course editors, whose form edits them), the attempts, the karma to gain and won.
import type { Row, Store } from "../store";
import { isCourseEditor } from "./access";
import { lessonStateOf, questionsOf } from "./data";
import { quizReward } from "./karma";
import type { QuizData } from "../../contract/slides/quiz";

export function quizData(store: Store, slide: Row, channel: Row, user: Row | null): QuizData {
  const state = lessonStateOf(store, slide.id, user?.partner_id);
  const attempts = Number(state?.quiz_attempts_count ?? 0);
  const editor = isCourseEditor(user);
  return {
    slide_questions: questionsOf(store, slide.id).map((q) => ({
      id: q.id,
      question: q.question,
      answer_ids: q.answers.map((a: any) => (editor ? { id: a.id, text_value: a.text_value, is_correct: Boolean(a.is_correct), comment: a.comment ?? "" } : { id: a.id, text_value: a.text_value })),
    })),
    quiz_attempts_count: attempts,
    quiz_karma_gain: quizReward(channel, attempts + 1),
    quiz_karma_won: state?.completed ? quizReward(channel, Math.max(attempts, 1)) : 0,
  };
}
