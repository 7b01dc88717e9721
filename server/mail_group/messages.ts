// The messages of a mail group as the platform's pages render them: threads with their body
// (quoted text kept in data-o-mail-quote elements), and replies shown a few at a time with a
// read-more button that names its route and the last reply shown.
import { escapeHtml, formatDate } from "../html";
import type { Row, Store } from "../store";
import { sanitizeStoredHtml } from "../stored_html";

export const MESSAGE_MODEL = "mail.group.message";
export const REPLIES_PER_LOAD = 2;

export function repliesRoute(groupId: number, messageId: number): string {
  return `/groups/${groupId}/${messageId}/get_replies`;
}

function repliesOf(store: Store, message: Row): Row[] {
  return store
    .all(MESSAGE_MODEL)
    .filter((reply) => reply.group_message_parent_id === message.id)
    .sort((a, b) => a.id - b.id);
}

/** The body sanitized here: the page holds it as markup before any island runs. */
function messageItem(message: Row, replies = ""): string {
  return `<li class="media o_mg_message card mb-3" data-id="${Number(message.id)}">
<div class="card-header"><strong>${escapeHtml(message.subject)}</strong><br/><small class="text-muted">${escapeHtml(message.author_name)} · ${escapeHtml(formatDate(message.date))}</small></div>
<div class="card-body">${sanitizeStoredHtml(message.body)}</div>
${replies}
</li>`;
}

function readMoreButton(message: Row, lastId: number): string {
  return `<div class="o_mg_read_more_parent px-3 pb-3"><button type="button" class="btn btn-sm btn-light o_mg_read_more" data-href="${escapeHtml(repliesRoute(Number(message.mail_group_id), Number(message.id)))}" data-last-displayed-id="${lastId}">Read more replies</button></div>`;
}

/** The next replies after `lastDisplayedId`, and a read-more button while others remain. */
export function repliesMarkup(store: Store, message: Row, lastDisplayedId = 0): string {
  const remaining = repliesOf(store, message).filter((reply) => reply.id > lastDisplayedId);
  const shown = remaining.slice(0, REPLIES_PER_LOAD);
  const more = remaining.length > shown.length ? readMoreButton(message, shown.at(-1)!.id) : "";
  return `<div class="o_mg_replies"><ul class="list-unstyled ms-3 me-3">${shown.map((reply) => messageItem(reply)).join("\n")}</ul>${more}</div>`;
}

function threadItem(store: Store, message: Row): string {
  const count = repliesOf(store, message).length;
  if (!count) return messageItem(message);
  const replies = `<div class="o_mg_link_parent px-3 pb-2">
<a href="#" class="o_mg_link_hide" role="button" aria-expanded="false">Show the ${count} replies</a>
<a href="#" class="o_mg_link_show d-none" role="button" aria-expanded="true">Hide the replies</a>
<div class="o_mg_link_content d-none">${repliesMarkup(store, message)}</div>
</div>`;
  return messageItem(message, replies);
}

export function threadsMarkup(store: Store, groupId: number): string {
  const threads = store.all(MESSAGE_MODEL).filter((message) => message.mail_group_id === groupId && !message.group_message_parent_id);
  return threads.map((thread) => threadItem(store, thread)).join("\n");
}
