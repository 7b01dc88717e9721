// A thread's messages as the window shows them: each once (post, bus and history bring them back), in
// id order, edits replacing the body; groups by author within GROUP_WINDOW_MS (spec 3 §9).
import { GROUP_WINDOW_MS, type ChatMessage } from "../../contract/livechat/constants";

export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The author's partner id, or null for an anonymous visitor (author_id false). */
export const authorIdOf = (message: ChatMessage): number | null => (message.author_id ? message.author_id[0] : null);

export function startsGroup(previous: ChatMessage | undefined, message: ChatMessage): boolean {
  if (!previous) return true;
  if (authorIdOf(previous) !== authorIdOf(message)) return true;
  return Date.parse(message.date) - Date.parse(previous.date) > GROUP_WINDOW_MS;
}

/** A message read off the wire keeps the documented shape, or is dropped. */
export function readMessage(value: unknown): ChatMessage | null {
  const m = value as Partial<ChatMessage> | null;
  if (!m || typeof m !== "object" || !Number.isInteger(m.id) || typeof m.body !== "string" || typeof m.date !== "string") return null;
  const author = Array.isArray(m.author_id) && Number.isInteger(m.author_id[0]) ? ([m.author_id[0], String(m.author_id[1] ?? "")] as [number, string]) : false;
  return {
    id: m.id!,
    body: m.body,
    date: m.date,
    author_id: author,
    attachment_ids: Array.isArray(m.attachment_ids) ? m.attachment_ids : [],
    message_type: typeof m.message_type === "string" ? m.message_type : "comment",
    is_discussion: m.is_discussion !== false,
    is_notification: Boolean(m.is_notification),
  };
}

/** Closing asks for feedback only when a real message was exchanged: notifications do not count. */
export const asksFeedback = (messages: readonly ChatMessage[]) => messages.some((message) => !message.is_notification);
