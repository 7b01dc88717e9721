// Chatter constants and messages of spec 2 (§3, §5, §7, §8, §9), each defined once.
export const PAGER_STEP = 10;
export const PAGER_SCOPE = 5;
export const PAGER_START = 1;

export const CHATTER_INIT_ROUTE = "/mail/chatter_init";
export const CHATTER_FETCH_ROUTE = "/mail/chatter_fetch";
export const DEFAULT_POST_ROUTE = "/mail/chatter_post";
export const UPDATE_IS_INTERNAL_ROUTE = "/mail/update_is_internal";
export const ATTACHMENT_ADD_ROUTE = "/portal/attachment/add";
export const ATTACHMENT_REMOVE_ROUTE = "/portal/attachment/remove";

export const authorAvatarUrl = (messageId: number) => `/web/image/mail.message/${messageId}/author_avatar/50x50`;

export const BLANK_MESSAGE_ERROR = "Some fields are required. Please make sure to write a message or attach a document";
export const UPLOAD_FAILED = "Could not save file %s";

// A post whose answer was lost (the connection dropped, a gateway answered 502/504): the chatter
// reloads its messages and looks for the message before anything is sent again.
export const POST_LOST_SENT = "The connection was lost after sending, but your message is in the conversation: it was sent.";
export const POST_LOST_NOT_SENT = "The connection was lost while sending and your message is not in the conversation: it was not sent. It is kept here: send it again.";
export const POST_LOST_UNKNOWN =
  "The connection was lost while sending: your message may have been sent. It is kept here. When the connection is back, press Send: the conversation is checked first, so it is not sent twice.";
export const UPLOAD_FAILED_SHORT = "Upload failed";
