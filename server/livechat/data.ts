// Live chat records of the reference server (spec 3 §3 "Live chat"): channels with their
// operators' availability and rule, sessions (mail.channel of type livechat) and their messages.
// Every message posted or edited is also a bus notification on the session's channel.
import { randomUUID } from "node:crypto";
import { BUS_TYPES, DEFAULT_WELCOME_MESSAGE, sessionChannel, type ChatMessage } from "../../contract/livechat/constants";
import { busOf } from "../bus";
import type { Row, Store } from "../store";

export const CHANNEL_MODEL = "im_livechat.channel";
export const SESSION_MODEL = "im_livechat.session";
export const MESSAGE_MODEL = "im_livechat.message";

/** The channels a fresh store starts with: 1 opens by itself after 3 s (auto-popup rule),
 * 2 shows its button only; tests switch an operator's availability off (/__test/livechat/availability). */
const DEFAULT_CHANNELS = [
  {
    id: 1,
    name: "YourWebsite.com",
    operator: { id: 3, name: "Mitchell Admin" },
    available: true,
    rule: { action: "auto_popup", auto_popup_timer: 3 },
    options: { button_text: "Have a Question? Chat with us.", input_placeholder: "Say something...", default_message: DEFAULT_WELCOME_MESSAGE, default_username: "Visitor", header_background_color: "#875A7B", button_background_color: "#875A7B", title_color: "#FFFFFF", button_text_color: "#FFFFFF" },
  },
  {
    id: 2,
    name: "Night shift",
    operator: { id: 3, name: "Mitchell Admin" },
    available: true,
    rule: { action: "display_button", auto_popup_timer: 0 },
    options: { button_text: "Chat with the night shift", input_placeholder: "Say something...", default_message: DEFAULT_WELCOME_MESSAGE, default_username: "Visitor" },
  },
];

export function channelOf(store: Store, id: number): Row | undefined {
  if (!store.all(CHANNEL_MODEL).length) for (const channel of DEFAULT_CHANNELS) store.db.prepare("INSERT INTO records (model, id, data) VALUES (?, ?, ?)").run(CHANNEL_MODEL, channel.id, JSON.stringify(channel));
  return Number.isInteger(id) ? store.get(CHANNEL_MODEL, id) : undefined;
}

export function sessionOf(store: Store, uuid: unknown): Row | undefined {
  if (typeof uuid !== "string" || !uuid) return undefined;
  return store.all(SESSION_MODEL).find((s) => s.uuid === uuid);
}

export function openSession(store: Store, channel: Row, anonymousName: string, visitorSid: string, owner: { guest_id: number; user_id: number | false }): Row {
  return store.create(SESSION_MODEL, {
    ...owner,
    uuid: randomUUID(),
    channel_id: channel.id,
    name: `${anonymousName}, ${channel.operator.name}`,
    anonymous_name: anonymousName,
    operator_pid: [channel.operator.id, channel.operator.name],
    visitor_sid: visitorSid,
    status: "open",
    page_history: [],
    feedback: null,
    transcripts: [],
  });
}

export function messagesOf(store: Store, sessionId: number, limit: number): ChatMessage[] {
  const all = store.all(MESSAGE_MODEL).filter((m) => m.session_id === sessionId);
  return all.slice(Math.max(0, all.length - limit)).map(toChatMessage).reverse();
}

function toChatMessage(row: Row): ChatMessage {
  return {
    id: row.id,
    body: row.body,
    date: row.date,
    author_id: row.author_id,
    attachment_ids: row.attachment_ids ?? [],
    message_type: "comment",
    is_discussion: true,
    is_notification: false,
  };
}

/** Stores a message of the session and sends it on the session's bus channel. */
export function postMessage(store: Store, session: Row, author: [number, string] | false, body: string): ChatMessage {
  const row = store.create(MESSAGE_MODEL, { session_id: session.id, body, author_id: author, date: new Date().toISOString(), attachment_ids: [] });
  const message = toChatMessage(row);
  busOf(store).send(sessionChannel(session.uuid), { type: BUS_TYPES.newMessage, payload: { uuid: session.uuid, message } });
  return message;
}

export function editMessage(store: Store, session: Row, messageId: number, body: string): ChatMessage | undefined {
  const row = store.get(MESSAGE_MODEL, messageId);
  if (!row || row.session_id !== session.id) return undefined;
  const message = toChatMessage(store.write(MESSAGE_MODEL, messageId, { body })!);
  busOf(store).send(sessionChannel(session.uuid), { type: BUS_TYPES.messageEdit, payload: { uuid: session.uuid, message } });
  return message;
}

export function sendTyping(store: Store, session: Row, partner: [number, string], isTyping: boolean): void {
  busOf(store).send(sessionChannel(session.uuid), { type: BUS_TYPES.typing, payload: { uuid: session.uuid, partner_id: partner[0], partner_name: partner[1], is_typing: isTyping } });
}

export function sendHistoryCommand(store: Store, session: Row): void {
  busOf(store).send(sessionChannel(session.uuid), { type: BUS_TYPES.historyCommand, payload: { uuid: session.uuid } });
}
