// Live chat routes, messages and limits (spec 3 §7, §8, §9 "Live chat"), used verbatim by the
// widget and the reference server.
export const ROUTES = {
  init: "/im_livechat/init",
  loadTemplates: "/im_livechat/load_templates",
  getSession: "/im_livechat/get_session",
  chatHistory: "/mail/chat_history",
  chatPost: "/mail/chat_post",
  history: "/im_livechat/history",
  notifyTyping: "/im_livechat/notify_typing",
  feedback: "/im_livechat/feedback",
  emailTranscript: "/im_livechat/email_livechat_transcript",
  leaveSession: "/im_livechat/visitor_leave_session",
} as const;

/** Posting in a document thread (its params: thread_model, thread_id, post_data {body, attachment_ids, partner_ids}). */
export const THREAD_POST_ROUTE = "/mail/message/post";

export const NO_OPERATOR = "No available collaborator, please try again later.";
export const SESSION_EXPIRED = "Session expired... Please refresh and try again.";
export const INVALID_EMAIL = "Invalid email address";
export const DEFAULT_WELCOME_MESSAGE = "How may I help you?";
export const SEND_FAILED = "The message could not be sent. Your text is kept: try again.";
export const TRANSCRIPT_FAILED = "The conversation could not be sent by e-mail. Try again.";

export const COOKIES = {
  session: "im_livechat_session",
  history: "im_livechat_history",
  previousOperator: "im_livechat_previous_operator_pid",
  autoPopup: "im_livechat_auto_popup",
} as const;
export const SESSION_COOKIE_SECONDS = 3600;
export const HISTORY_COOKIE_SECONDS = 24 * 3600;
export const HISTORY_MAX_PAGES = 15;
export const PREVIOUS_OPERATOR_COOKIE_SECONDS = 7 * 24 * 3600;

/** The mail module's notification sound (spec 1 §7). */
export const NOTIFICATION_SOUND_URL = "/mail/static/src/audio/ting.wav";

export const CHAT_HISTORY_LIMIT = 100;
export const OPEN_DEBOUNCE_MS = 200;

export const TYPING_REPEAT_MS = 50_000;
export const TYPING_INACTIVITY_MS = 5_000;
export const TYPING_THROTTLE_MS = 2_500;
export const OTHERS_TYPING_EXPIRY_MS = 60_000;
export const MAX_NAMED_TYPERS = 3;

export const RATINGS = { happy: 5, neutral: 3, sad: 1 } as const;
export type Rating = (typeof RATINGS)[keyof typeof RATINGS];

export const FOLD_ANIMATION_MS = 200;
export const OPEN_HEIGHT_PX = 400;
export const FOLDED_HEIGHT_PX = 34;
export const SCROLL_DEBOUNCE_MS = 100;
export const AT_BOTTOM_TOLERANCE_PX = 5;
export const GROUP_WINDOW_MS = 60_000;

/** The bus channel of a chat session: its uuid is the visitor's secret, so it names the channel. */
export const sessionChannel = (uuid: string) => `im_livechat.session:${uuid}`;

/** Message types on a session's channel (spec 3 §7: history commands, typing, new messages, edits). */
export const BUS_TYPES = {
  newMessage: "im_livechat/new_message",
  messageEdit: "im_livechat/message_edit",
  typing: "im_livechat/typing",
  historyCommand: "im_livechat/history_command",
} as const;

/** The bus channel of a document's thread, and its new messages' type. */
export const threadChannel = (model: string, id: number) => `mail.thread:${model}:${id}`;
export const THREAD_MESSAGE_TYPE = "mail/new_message";

/** Partner id of the visitor's own messages (the public user's partner). */
export const VISITOR_AUTHOR_ID = 0;

export interface ChatMessage {
  id: number;
  body: string;
  date: string;
  author_id: [number, string] | false;
  attachment_ids: { id: number; name: string; mimetype: string }[];
  message_type: string;
  is_discussion: boolean;
  is_notification: boolean;
}

export interface ChatSession {
  uuid: string;
  id: number;
  name: string;
  operator_pid: [number, string];
  folded?: boolean;
  status?: string;
  /** Kept in the session cookie so that the count follows the visitor to the next page. */
  message_unread_counter?: number;
}
