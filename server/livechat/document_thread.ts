// A document thread of the demo site (spec 3 §3 "Thread"): the discussion of an order with
// attachments of every type the viewer shows. Its page (/livechat/document), the attachments'
// content (/web/content/ir.attachment/{id}/datas, ?download=true to save it), and posting
// (/mail/message/post: content with empty attachment_ids and partner_ids, signed-in users only).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { accessError, missingError, userError } from "../errors";
import { escapeHtml } from "../html";
import { rpcHandler } from "../jsonrpc";
import { renderFixture } from "../routes/pages";
import { readJsonBody } from "../security/json_only";
import { currentUser } from "../session";
import type { Store } from "../store";
import { MESSAGE_MODEL } from "./data";
import { MESSAGE_MAX_LENGTH } from "./limits";
import { THREAD_MESSAGE_TYPE, THREAD_POST_ROUTE, threadChannel } from "../../contract/livechat/constants";
import { busOf } from "../bus";

export const THREAD = { model: "sale.order", id: 42, title: "Order S00042", status: "Quotation sent" };

export const SIGN_IN_TO_POST = "Sign in to write in this discussion.";

interface DemoAttachment {
  id: number;
  name: string;
  mimetype: string;
  type: "url" | "binary";
  url?: string;
  file?: string;
  text?: string;
}

export const ATTACHMENTS: DemoAttachment[] = [
  { id: 9001, name: "Desk.svg", mimetype: "image/svg+xml", type: "binary", file: "fixtures/static/blocks/desk.svg" },
  { id: 9002, name: "Chair.svg", mimetype: "image/svg+xml", type: "binary", file: "fixtures/static/blocks/chair.svg" },
  { id: 9003, name: "Desk assembly.webm", mimetype: "video/webm", type: "binary", file: "fixtures/static/livechat/desk_assembly.webm" },
  { id: 9004, name: "Quotation.pdf", mimetype: "application/pdf", type: "binary", file: "fixtures/static/slides/lesson_document.pdf" },
  { id: 9005, name: "Delivery notes.txt", mimetype: "text/plain", type: "binary", text: "Delivery on Tuesday morning.\nPlease call 10 minutes before arriving.\n" },
  { id: 9006, name: "Assembly guide (YouTube)", mimetype: "text/html", type: "url", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
];

const publicAttachment = ({ id, name, mimetype, type, url }: DemoAttachment) => ({ id, name, mimetype, type, ...(url ? { url } : {}) });

/** The thread's first messages, stored once. */
function threadMessages(store: Store) {
  const of = () => store.all(MESSAGE_MODEL).filter((m) => m.thread_model === THREAD.model && m.thread_id === THREAD.id);
  if (!of().length) {
    const base = { thread_model: THREAD.model, thread_id: THREAD.id, partner_ids: [] };
    store.create(MESSAGE_MODEL, { ...base, author_id: [3, "Mitchell Admin"], date: "2026-11-20T09:00:00.000Z", body: "Here are the pictures and the quotation.", attachment_ids: ATTACHMENTS.slice(0, 2).concat(ATTACHMENTS[3]).map(publicAttachment) });
    store.create(MESSAGE_MODEL, { ...base, author_id: [3, "Mitchell Admin"], date: "2026-11-20T09:00:30.000Z", body: "And how to assemble it.", attachment_ids: [ATTACHMENTS[2], ATTACHMENTS[4], ATTACHMENTS[5]].map(publicAttachment) });
  }
  return of().map((m) => ({ id: m.id, body: m.body, date: m.date, author_id: m.author_id, attachment_ids: m.attachment_ids, message_type: "comment", is_discussion: true, is_notification: false }));
}

export function documentThreadRoutes(app: Hono<AppEnv>) {
  app.get("/livechat/document", (c) =>
    renderFixture(c, "livechat/document.html", { thread: JSON.stringify({ ...THREAD, messages: threadMessages(c.get("store")) }) }),
  );

  app.get("/web/content/ir.attachment/:id{[0-9]+}/datas", (c, next) => {
    const attachment = ATTACHMENTS.find((a) => a.id === Number(c.req.param("id")) && a.type === "binary");
    if (!attachment) return next();
    const path = attachment.file ? join(c.get("app").root, attachment.file) : null;
    if (path && !existsSync(path)) return next();
    const content = path ? readFileSync(path) : Buffer.from(attachment.text ?? "", "utf8");
    const download = c.req.query("download") === "true";
    return c.body(new Uint8Array(content), 200, {
      "Content-Type": attachment.mimetype.startsWith("text/") ? `${attachment.mimetype}; charset=utf-8` : attachment.mimetype,
      "Content-Disposition": `${download ? "attachment" : "inline"}; filename="${attachment.name.replace(/[^\w. ()-]/g, "_")}"`,
      "X-Content-Type-Options": "nosniff",
      // An SVG shown on its own runs no script of ours.
      "Content-Security-Policy": "script-src 'none'",
    });
  });

  app.post(
    THREAD_POST_ROUTE,
    rpcHandler((params, c) => {
      if (params.thread_model !== THREAD.model || Number(params.thread_id) !== THREAD.id) throw missingError("This discussion does not exist.");
      const user = currentUser(c);
      if (!user) throw accessError(SIGN_IN_TO_POST);
      const data = (params.post_data ?? {}) as Record<string, unknown>;
      const body = typeof data.body === "string" ? data.body.trim() : "";
      if (!body) throw userError("Write a message first.");
      if (body.length > MESSAGE_MAX_LENGTH) throw userError(`A message has at most ${MESSAGE_MAX_LENGTH} characters.`);
      return postInThread(c.get("store"), [user.partner_id, user.name], body);
    }),
  );

  // Test hook: the seller answers in the thread.
  app.post("/__test/livechat/thread_post", async (c) => {
    const read = await readJsonBody<{ body?: string }>(c);
    return c.json(postInThread(c.get("store"), [3, "Mitchell Admin"], String(read?.body?.body ?? "")));
  });
}

/** Stores a message of the demo thread and sends it on the thread's bus channel. */
function postInThread(store: Store, author: [number, string], text: string) {
  const row = store.create(MESSAGE_MODEL, {
    thread_model: THREAD.model,
    thread_id: THREAD.id,
    author_id: author,
    date: new Date().toISOString(),
    body: escapeHtml(text).replace(/\n/g, "<br>"),
    attachment_ids: [],
    partner_ids: [],
  });
  const message = { id: row.id, body: row.body, date: row.date, author_id: row.author_id, attachment_ids: [], message_type: "comment", is_discussion: true, is_notification: false };
  busOf(store).send(threadChannel(THREAD.model, THREAD.id), { type: THREAD_MESSAGE_TYPE, payload: { thread_model: THREAD.model, thread_id: THREAD.id, message } });
  return message;
}
