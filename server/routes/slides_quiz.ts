// Quiz routes (spec 3 §7): questions, submit with per-answer correction, karma and rank progress,
// retake, and a public learner's answers kept in the session.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { userError } from "../errors";
import { rpcHandler } from "../jsonrpc";
import { currentUser } from "../session";
import { channelCompletion, lessonStateOf, membershipOf, questionsOf, writeLessonState } from "../slides/data";
import * as E from "../slides/errors";
import { gainKarma, quizReward } from "../slides/karma";
import { sessionAnswers, writeSessionAnswers } from "../slides/session_answers";
import { lessonFor } from "./slides";
import { quizData } from "../slides/quiz_data";
import { isCourseEditor } from "../slides/access";
import { accessError } from "../errors";
import { escapeHtml as e } from "../html";

export function slidesQuizRoutes(app: Hono<AppEnv>) {
  app.post(
    "/slides/slide/quiz/get",
    rpcHandler((params, c) => {
      const { slide, channel } = lessonFor(c, params.slide_id);
      return quizData(c.get("store"), slide, channel, currentUser(c));
    }),
  );

  app.post(
    "/slides/slide/quiz/submit",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const user = currentUser(c);
      const { slide, channel } = lessonFor(c, params.slide_id);
      if (!user) return { error: E.PUBLIC_USER };
      if (!membershipOf(store, channel.id, user.partner_id)) throw userError(E.NOT_A_MEMBER);
      const state = lessonStateOf(store, slide.id, user.partner_id);
      if (state?.completed) return { error: E.QUIZ_DONE };
      const given = new Set((Array.isArray(params.answer_ids) ? params.answer_ids : []).map(Number));
      const questions = questionsOf(store, slide.id);
      if (!questions.every((q) => q.answers.some((a: any) => given.has(a.id)))) return { error: E.QUIZ_INCOMPLETE };
      const answers: Record<number, { is_correct: boolean; comment: string }> = {};
      for (const q of questions) for (const a of q.answers) if (given.has(a.id)) answers[a.id] = { is_correct: Boolean(a.is_correct), comment: a.comment ?? "" };
      const completed = Object.values(answers).every((a) => a.is_correct);
      const attempts = Number(state?.quiz_attempts_count ?? 0) + 1;
      writeLessonState(store, slide.id, user.partner_id, { quiz_attempts_count: attempts, completed });
      const won = completed ? quizReward(channel, attempts) : 0;
      const rankProgress = completed ? gainKarma(store, user, won) : {};
      const session = { ...sessionAnswers(store, c.get("session").sid) };
      delete session[String(slide.id)];
      writeSessionAnswers(store, c.get("session").sid, session);
      return {
        answers,
        completed,
        channel_completion: channelCompletion(store, channel.id, user.partner_id),
        quizKarmaWon: won,
        quizKarmaGain: quizReward(channel, attempts + 1),
        quizAttemptsCount: attempts,
        rankProgress,
      };
    }),
  );

  app.post(
    "/slides/slide/quiz/reset",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const user = currentUser(c);
      const { slide } = lessonFor(c, params.slide_id);
      if (!user) throw userError(E.NOT_A_MEMBER);
      writeLessonState(store, slide.id, user.partner_id, { completed: false });
      return true;
    }),
  );

  app.post(
    "/slides/slide/quiz/save_to_session",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const quiz = params.quiz_answers ?? {};
      const { slide } = lessonFor(c, quiz.slide_id);
      const ids = (Array.isArray(quiz.slide_answers) ? quiz.slide_answers : []).map(Number).filter(Number.isInteger);
      const sid = c.get("session").sid;
      writeSessionAnswers(store, sid, { ...sessionAnswers(store, sid), [String(slide.id)]: ids });
      return true;
    }),
  );

  app.post(
    "/slides/slide/quiz/question_add_or_update",
    rpcHandler((params, c) => {
      const store = c.get("store");
      if (!isCourseEditor(currentUser(c))) throw accessError("Only course editors may change a quiz.");
      const { slide } = lessonFor(c, params.slide_id);
      const text = String(params.question ?? "").trim();
      if (!text) throw userError("Please fill in the question");
      const given = Array.isArray(params.answer_ids) ? params.answer_ids : [];
      if (!given.length) throw userError("A question needs at least one answer.");
      let nextId = Math.max(0, ...store.all("slide.question").flatMap((q) => q.answers.map((a: any) => a.id))) + 1;
      const answers = given.map((a: any, index: number) => ({
        id: nextId++,
        sequence: Number(a.sequence) || index + 1,
        text_value: String(a.text_value ?? ""),
        is_correct: Boolean(a.is_correct),
        comment: String(a.comment ?? ""),
      }));
      const values = { slide_id: slide.id, sequence: Number(params.sequence) || 1, question: text, answers };
      const existing = params.existing_question_id ? store.get("slide.question", Number(params.existing_question_id)) : undefined;
      const question = existing ? store.write("slide.question", existing.id, values)! : store.create("slide.question", values);
      return `<div class="o_wslides_js_lesson_quiz_question" data-question-id="${question.id}"><div class="h6">${e(question.question)}</div><ul>${answers.map((a: any) => `<li data-answer-id="${a.id}">${e(a.text_value)}</li>`).join("")}</ul></div>`;
    }),
  );
}
