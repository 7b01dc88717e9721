// JSON routes of the e-learning front end (spec 3 §7 "E-learning"): join and leave, lesson votes,
// completion, HTML content, sharing, and quizzes. Errors the learner can act on come back in the
// result ({error: code}, spec 3 §8); anything else is a server exception.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { accessError, missingError, userError } from "../errors";
import { rpcHandler } from "../jsonrpc";
import { currentUser } from "../session";
import type { Row } from "../store";
import { canAccessLesson } from "../slides/access";
import { channelCompletion, channelOf, join, lessonStateOf, membershipOf, writeLessonState } from "../slides/data";
import * as E from "../slides/errors";
import { slidesQuizRoutes } from "./slides_quiz";
import { slidesPageRoutes } from "./slides_pages";
import { slidesTestRoutes } from "./slides_test";
import { slidesEditorRoutes } from "./slides_editor";
import { slidesTagRoutes } from "./slides_tags";
import { slidesUploadRoutes } from "./slides_upload";
import { slidesManageRoutes } from "./slides_manage";
import "../slides/models";
import "../slides/modules";

export function lessonFor(c: Context<AppEnv>, slideId: unknown): { slide: Row; channel: Row } {
  const store = c.get("store");
  const slide = store.get("slide.slide", Number(slideId));
  const channel = slide && !slide.is_category ? channelOf(store, slide.channel_id) : undefined;
  if (!slide || !channel) throw missingError("This lesson does not exist.");
  return { slide, channel };
}

export function slidesRoutes(app: Hono<AppEnv>) {
  app.post(
    "/slides/channel/join",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const channel = channelOf(store, Number(params.channel_id));
      if (!channel) throw missingError("This course does not exist.");
      const user = currentUser(c);
      if (!user) return { error: E.PUBLIC_USER, error_signup_allowed: Boolean(channel.signup_allowed) };
      if (membershipOf(store, channel.id, user.partner_id)) return { error: E.JOIN_DONE };
      if (channel.enroll !== "public") throw accessError("This course is not open to everyone.");
      join(store, channel.id, user.partner_id);
      return true;
    }),
  );

  const membershipRoute = (path: string, change: (store: AppEnv["Variables"]["store"], membership: Row) => void) =>
    app.post(
      path,
      rpcHandler((params, c) => {
        const store = c.get("store");
        const user = currentUser(c);
        const membership = membershipOf(store, Number(params.channel_id), user?.partner_id);
        if (!membership) throw userError("You are not a member of this course.");
        change(store, membership);
        return true;
      }),
    );
  membershipRoute("/slides/channel/leave", (store, m) => store.write("slide.channel.partner", m.id, { left: true, following: false }));
  membershipRoute("/slides/channel/subscribe", (store, m) => store.write("slide.channel.partner", m.id, { following: true }));
  membershipRoute("/slides/channel/unsubscribe", (store, m) => store.write("slide.channel.partner", m.id, { following: false }));

  app.post(
    "/slides/slide/like",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const user = currentUser(c);
      const { slide, channel } = lessonFor(c, params.slide_id);
      if (!user) return { error: E.PUBLIC_USER, error_signup_allowed: Boolean(channel.signup_allowed) };
      const upvote = Boolean(params.upvote);
      const vote = lessonStateOf(store, slide.id, user.partner_id)?.vote ?? 0;
      if ((upvote && vote === 1) || (!upvote && vote === -1)) return { error: E.VOTE_DONE };
      if (!canAccessLesson(store, user, channel, slide)) return { error: E.SLIDE_ACCESS };
      if (!membershipOf(store, channel.id, user.partner_id)) return { error: E.MEMBERSHIP_REQUIRED };
      if (!channel.allow_comment) return { error: E.COMMENT_DISABLED };
      if (Number(user.karma ?? 0) < Number(channel.karma_to_vote ?? 0)) return { error: E.KARMA_REQUIRED };
      // A vote against the current one takes it back; otherwise it is cast.
      const next = vote !== 0 ? 0 : upvote ? 1 : -1;
      const likes = slide.likes + (next === 1 ? 1 : 0) - (vote === 1 ? 1 : 0);
      const dislikes = slide.dislikes + (next === -1 ? 1 : 0) - (vote === -1 ? 1 : 0);
      store.write("slide.slide", slide.id, { likes, dislikes });
      writeLessonState(store, slide.id, user.partner_id, { vote: next });
      return { likes, dislikes, user_vote: next };
    }),
  );

  app.post(
    "/slides/slide/set_completed",
    rpcHandler((params, c) => {
      const store = c.get("store");
      const user = currentUser(c);
      const { slide, channel } = lessonFor(c, params.slide_id);
      if (!user || !membershipOf(store, channel.id, user.partner_id)) throw userError(E.NOT_A_MEMBER);
      if (slide.slide_type === "quiz" || store.all("slide.question").some((q) => q.slide_id === slide.id)) throw userError("A lesson with a quiz completes when the quiz is passed.");
      writeLessonState(store, slide.id, user.partner_id, { completed: true });
      return { channel_completion: channelCompletion(store, channel.id, user.partner_id) };
    }),
  );

  app.post(
    "/slides/slide/get_html_content",
    rpcHandler((params, c) => {
      const { slide, channel } = lessonFor(c, params.slide_id);
      if (!canAccessLesson(c.get("store"), currentUser(c), channel, slide)) throw accessError("You don't have access to this lesson.");
      return { html_content: String(slide.html_content ?? "") };
    }),
  );

  app.post(
    "/slides/slide/send_share_email",
    rpcHandler((params, c) => {
      const { slide } = lessonFor(c, params.slide_id);
      const email = String(params.email ?? "").trim();
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw userError(E.INVALID_SHARE_EMAIL);
      c.get("store").create("mail.mail", { model: "slide.slide", res_id: slide.id, email_to: email, fullscreen: Boolean(params.fullscreen) });
      return true;
    }),
  );

  slidesTestRoutes(app);
  slidesEditorRoutes(app);
  slidesTagRoutes(app);
  slidesUploadRoutes(app);
  slidesManageRoutes(app);
  slidesQuizRoutes(app);
  slidesPageRoutes(app);
}
