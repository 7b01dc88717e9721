// A post whose answer was lost may have been stored: it is never sent again blindly, but looked for in
// the conversation read again, among the messages newer than those shown, by its author and text.
import type { ChatMessage } from "../../contract/livechat/constants";

export const SEND_UNKNOWN = "The connection was lost: your message may have been sent. Your text is kept; check the conversation before sending it again.";

/** The text of a message body (HTML), without spaces, for comparing with what was typed. */
const plainText = (html: string) => (new DOMParser().parseFromString(html, "text/html").body.textContent ?? "").replace(/\s+/g, "");

export const newestId = (messages: readonly ChatMessage[]) => messages.reduce((newest, m) => Math.max(newest, m.id), 0);

export function findLostPost(messages: readonly ChatMessage[], after: number, text: string, isMine: (message: ChatMessage) => boolean): ChatMessage | undefined {
  const typed = text.replace(/\s+/g, "");
  return messages.find((m) => m.id > after && isMine(m) && plainText(m.body) === typed);
}
