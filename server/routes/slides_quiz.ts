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

export function slidesQuizRoutes(app: Hono<AppEnv>) {
  app.post(
    "/slides/slide/quiz/get",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const { slide, channel } = lessonFor(c, params.slide_id);
      const state = lessonStateOf(store, slide.id, currentUser(c)?.partner_id);
      const attempts = Number(state?.quiz_attempts_count ?? 0);
      return {
        slide_questions: questionsOf(store, slide.id).map((q) => ({
          id: q.id,
          question: q.question,
          answer_ids: q.answers.map((a: any) => ({ id: a.id, text_value: a.text_value })),
        })),
        quiz_attempts_count: attempts,
        quiz_karma_gain: quizReward(channel, attempts + 1),
        quiz_karma_won: state?.completed ? quizReward(channel, Math.max(attempts, 1)) : 0,
      };
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
}
