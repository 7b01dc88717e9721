// A post whose answer was lost (connection dropped, 502/504, unreadable answer) may have been
// stored. It is never sent again blindly: the conversation is read again and the post looked for
// among the messages newer than those shown before it was sent, by its author and its text.
import type { ChatMessage } from "../../contract/livechat/constants";

export const SEND_UNKNOWN = "The connection was lost: your message may have been sent. Your text is kept; check the conversation before sending it again.";

/** The text of a message body (HTML), without spaces, for comparing with what was typed. */
const plainText = (html: string) => (new DOMParser().parseFromString(html, "text/html").body.textContent ?? "").replace(/\s+/g, "");

export const newestId = (messages: readonly ChatMessage[]) => messages.reduce((newest, m) => Math.max(newest, m.id), 0);

/** The posted message in the reloaded conversation, if it is there. */
export function findLostPost(messages: readonly ChatMessage[], after: number, text: string, isMine: (message: ChatMessage) => boolean): ChatMessage | undefined {
  const typed = text.replace(/\s+/g, "");
  return messages.find((m) => m.id > after && isMine(m) && plainText(m.body) === typed);
}
