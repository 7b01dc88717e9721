// Portal messages of a document (spec 2 §3 "Chatter message"): which ones a visitor sees, newest
// first, and the shape the chatter receives.
import { Domain } from "../../src/core/domain";
import type { Row, Store } from "../store";

export const MESSAGE_MODEL = "mail.message";

export interface PortalAttachment {
  id: number;
  name: string;
  mimetype: string;
  access_token: string | false;
}

export function documentMessages(store: Store, model: string, resId: number, options: { employee: boolean; domain?: unknown[] }): Row[] {
  const domain = new Domain((options.domain ?? []) as any);
  return store
    .all(MESSAGE_MODEL)
    .filter((m) => m.model === model && m.res_id === resId)
    .filter((m) => options.employee || !m.is_internal)
    .filter((m) => String(m.body ?? "").trim() !== "" || (m.attachments ?? []).length > 0)
    .filter((m) => domain.contains(m))
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
}

export function portalMessageFormat(message: Row) {
  return {
    id: message.id,
    body: message.body ?? "",
    date: message.date,
    author_id: message.author_id ?? false,
    message_type: message.message_type ?? "comment",
    is_internal: Boolean(message.is_internal),
    model: message.model,
    res_id: message.res_id,
    attachment_ids: (message.attachments ?? []) as PortalAttachment[],
  };
}
