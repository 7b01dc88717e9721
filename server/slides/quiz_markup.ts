// The lesson page's quiz block: the island's host with its data, and inside it the questions drawn
// by the island's own QuizForm in the page's language, so they are there at the first paint and
// the island, once started, draws the same thing (no layout shift, issue #30). The attempts and
// karma are written as the platform writes them (data-quiz-attempts-count, -karma-gain, -karma-won).
import { createElement } from "react";
import type { Context } from "hono";
import type { AppEnv } from "../context";
import type { Row, Store } from "../store";
import { QuizForm } from "../../islands/slides/QuizForm";
import { chosenFromSession } from "../../contract/slides/quiz";
import { pageLang } from "../website/page_lang";
import { renderIslandMarkup, serverTranslate } from "../website/server_translate";
import { isCourseEditor } from "./access";
import { membershipOf } from "./data";
import { dataAttributes } from "./markup";
import { quizData } from "./quiz_data";

interface LessonQuiz {
  store: Store;
  channel: Row;
  slide: Row;
  user: Row | null;
  canAccess: boolean;
  hasNext: boolean;
  /** the lesson's data attributes (lessonData) */
  data: Record<string, unknown>;
  sessionAnswers: number[];
}

const nothing = () => undefined;

export function lessonQuiz(c: Context<AppEnv>, { store, channel, slide, user, canAccess, hasNext, data, sessionAnswers }: LessonQuiz): string {
  const quiz = canAccess ? quizData(store, slide, channel, user) : null;
  const attributes = dataAttributes({
    ...data,
    "channel-id": channel.id,
    "channel-enroll": channel.enroll,
    "signup-allowed": channel.signup_allowed ? 1 : 0,
    "can-edit": isCourseEditor(user) ? 1 : 0,
    "public-user": user ? 0 : 1,
    ...(quiz ? { "quiz-attempts-count": quiz.quiz_attempts_count, "quiz-karma-gain": quiz.quiz_karma_gain, "quiz-karma-won": quiz.quiz_karma_won } : {}),
  });
  const form = quiz?.slide_questions.length
    ? renderIslandMarkup(
        createElement(QuizForm, {
          quiz,
          chosen: chosenFromSession(quiz.slide_questions, sessionAnswers),
          result: {},
          completed: Boolean(data.completed),
          busy: false,
          member: Boolean(user && membershipOf(store, channel.id, user.partner_id)),
          publicUser: !user,
          hasNext,
          onNext: hasNext ? nothing : undefined,
          onChoose: nothing,
          onRetake: nothing,
          onSubmit: nothing,
          onJoin: nothing,
        }),
        serverTranslate(c.get("app").root, pageLang(c)),
      )
    : "";
  return `<div class="o_wslides_js_lesson_quiz mt-4"${attributes}>${form}</div>`;
}
