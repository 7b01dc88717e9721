// E-learning records of the reference server (spec 3 §3 "E-learning"): courses (slide.channel),
// their sections and lessons (slide.slide), memberships (slide.channel.partner) and each
// member's lesson state (slide.slide.partner: completion, vote, quiz attempts).
import type { Row, Store } from "../store";

export const LESSON_TYPES = ["infographic", "document", "presentation", "webpage", "video", "quiz"] as const;
export type LessonType = (typeof LESSON_TYPES)[number];

export const channelOf = (store: Store, id: number) => store.get("slide.channel", id);

/** Sections and lessons of a course, in their order. */
export function contentOf(store: Store, channelId: number): Row[] {
  return store
    .all("slide.slide")
    .filter((s) => s.channel_id === channelId && !s.archived)
    .sort((a, b) => a.sequence - b.sequence || a.id - b.id);
}

/** Each lesson's section is the section before it in the course's order (the platform computes it so). */
export function fileUnderSections(store: Store, channelId: number): void {
  let section: number | null = null;
  for (const slide of contentOf(store, channelId)) {
    if (slide.is_category) section = slide.id;
    else if ((slide.category_id ?? null) !== section) store.write("slide.slide", slide.id, { category_id: section });
  }
}

export const lessonsOf = (store: Store, channelId: number) => contentOf(store, channelId).filter((s) => !s.is_category);

export const questionsOf = (store: Store, slideId: number) =>
  store
    .all("slide.question")
    .filter((q) => q.slide_id === slideId)
    .sort((a, b) => a.sequence - b.sequence || a.id - b.id);

export function membershipOf(store: Store, channelId: number, partnerId: number | undefined): Row | undefined {
  if (!partnerId) return undefined;
  return store.all("slide.channel.partner").find((m) => m.channel_id === channelId && m.partner_id === partnerId && !m.left);
}

export function lessonStateOf(store: Store, slideId: number, partnerId: number | undefined): Row | undefined {
  if (!partnerId) return undefined;
  return store.all("slide.slide.partner").find((p) => p.slide_id === slideId && p.partner_id === partnerId);
}

export function writeLessonState(store: Store, slideId: number, partnerId: number, values: Record<string, unknown>): Row {
  const current = lessonStateOf(store, slideId, partnerId);
  if (current) return store.write("slide.slide.partner", current.id, values)!;
  return store.create("slide.slide.partner", { slide_id: slideId, partner_id: partnerId, completed: false, vote: 0, quiz_attempts_count: 0, ...values });
}

/** Percentage of the course's lessons the partner completed, capped at 100. */
export function channelCompletion(store: Store, channelId: number, partnerId: number | undefined): number {
  const lessons = lessonsOf(store, channelId);
  if (!lessons.length || !partnerId) return 0;
  const done = lessons.filter((l) => lessonStateOf(store, l.id, partnerId)?.completed).length;
  return Math.min(100, Math.round((done / lessons.length) * 100));
}

export function join(store: Store, channelId: number, partnerId: number): void {
  const previous = store.all("slide.channel.partner").find((m) => m.channel_id === channelId && m.partner_id === partnerId);
  if (previous) store.write("slide.channel.partner", previous.id, { left: false, following: true });
  else store.create("slide.channel.partner", { channel_id: channelId, partner_id: partnerId, following: true });
}

/** The lesson's slug as the platform writes it: "name-words-id". */
export function slugOf(slide: Row): string {
  const words = String(slide.name ?? "")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .replace(/[\s_-]+/g, "-");
  return `${words || "lesson"}-${slide.id}`;
}

export const lessonPath = (slide: Row) => `/slides/slide/${slugOf(slide)}`;

/** Id at the end of a slug ("soil-basics-3" → 3). */
export function idFromSlug(slug: string): number | null {
  const match = /(?:^|-)(\d+)$/.exec(slug);
  return match ? Number(match[1]) : null;
}
