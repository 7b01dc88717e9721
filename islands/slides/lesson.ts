// A lesson as the player and the quiz know it (spec 3 §4, §9): read from its element's attributes,
// when it completes, and its addresses in and out of fullscreen.
import { attr, attrsOf } from "../../src/kit";

export const VIDEO_COMPLETION_REMAINING_S = 30;
export const VIDEO_TIMER_MS = 1000;
export const RANK_ANIMATION_MS = 800;
export const RANK_LEVEL_UP_ANIMATION_MS = 1700;
export const SHARE_POPUP = { width: 626, height: 436 } as const;

export type LessonType = "infographic" | "document" | "presentation" | "webpage" | "video" | "quiz";
export type Lesson = ReturnType<typeof lessonFromElement>;

/** Lessons that complete when shown: not quizzes nor videos, without a question, for signed-in members. */
export function completesWhenShown(lesson: Lesson, publicUser: boolean): boolean {
  if (publicUser || !lesson.isMember || lesson.completed || lesson.hasQuestion) return false;
  return ["infographic", "presentation", "document", "webpage"].includes(lesson.type);
}

export const waitsForViewer = (lesson: Lesson) => lesson.type === "document" || lesson.type === "presentation";

/** A video completes when less than 30 s remain, once, without a question. */
export function videoShouldComplete(lesson: Lesson, publicUser: boolean, duration: number, currentTime: number): boolean {
  if (publicUser || !lesson.isMember || lesson.completed || lesson.hasQuestion || !Number.isFinite(duration) || duration <= 0) return false;
  return duration - currentTime < VIDEO_COMPLETION_REMAINING_S;
}

export const cappedProgress = (value: unknown) => Math.max(0, Math.min(100, Math.round(Number(value) || 0)));

export const rankAnimationMs = (levelUp: boolean) => (levelUp ? RANK_LEVEL_UP_ANIMATION_MS : RANK_ANIMATION_MS);

/** The lesson's address in the player: its slug with fullscreen=1, plus quiz=1 when the quiz shows. */
export const fullscreenUrl = (slug: string, quiz: boolean) => `/slides/slide/${slug}?fullscreen=1${quiz ? "&quiz=1" : ""}`;
export const plainUrl = (slug: string) => `/slides/slide/${slug}`;
export const editUrl = (slug: string) => `/slides/slide/${slug}?fullscreen=0&enable_editor=1`;
export const translateUrl = (slug: string) => `/slides/slide/${slug}?fullscreen=0&edit_translations=1`;

/** A lesson link of the course page with fullscreen=1 added (kept if already there). */
export function withFullscreen(href: string, origin = "http://localhost"): string {
  const url = new URL(href, origin);
  url.searchParams.set("fullscreen", "1");
  return url.pathname + url.search + url.hash;
}

export const isValidEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

/** The data attributes a lesson's element carries (a sidebar item, a quiz host); flags are "1". */
export const LESSON_ATTRIBUTES = {
  id: attr.int("data-id", 0),
  name: attr.string("data-name"),
  slug: attr.string("data-slug"),
  type: attr.oneOf<LessonType>("data-type", ["infographic", "document", "presentation", "webpage", "video", "quiz"], "document"),
  isQuiz: attr.string("data-is-quiz"),
  hasQuestion: attr.string("data-has-question"),
  completed: attr.string("data-completed"),
  isMember: attr.string("data-is-member"),
  canAccess: attr.string("data-can-access"),
  embedUrl: attr.string("data-embed-url"),
  videoSource: attr.string("data-video-source"),
  videoUrl: attr.string("data-video-url"),
  sessionAnswers: attr.json<unknown>("data-session-answers", []),
};

export function lessonFromElement(el: HTMLElement) {
  const d = attrsOf(el, LESSON_ATTRIBUTES, "slides.lesson");
  return {
    ...d,
    isQuiz: d.isQuiz === "1",
    hasQuestion: d.hasQuestion === "1",
    completed: d.completed === "1",
    isMember: d.isMember === "1",
    canAccess: d.canAccess === "1",
    sessionAnswers: Array.isArray(d.sessionAnswers) ? d.sessionAnswers.map(Number).filter(Number.isInteger) : [],
  };
}
