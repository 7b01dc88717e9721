// Test hooks of the live chat (never in a real deployment): the operator's side of a session
// (post, edit, type, ask for the page history), operator availability, session expiry, and what
// the server stored for a session (feedback, transcripts, page history, messages).
import type { Hono } from "hono";
import { CHAT_HISTORY_LIMIT } from "../../contract/livechat/constants";
import type { AppEnv } from "../context";
import { escapeHtml } from "../html";
import { readJsonBody } from "../security/json_only";
import { CHANNEL_MODEL, channelOf, editMessage, messagesOf, postMessage, sendHistoryCommand, sendTyping, sessionOf, SESSION_MODEL } from "./data";

type OperatorAction = { uuid?: string; action?: "post" | "edit" | "typing" | "history"; body?: string; message_id?: number; is_typing?: boolean; count?: number };

export function livechatTestRoutes(app: Hono<AppEnv>) {
  app.post("/__test/livechat/operator", async (c) => {
    const read = await readJsonBody<OperatorAction>(c);
    const body = read?.body ?? {};
    const store = c.get("store");
    const session = sessionOf(store, body.uuid);
    if (!session) return c.json({ error: "unknown session" }, 404);
    const operator = session.operator_pid as [number, string];
    switch (body.action) {
      case "post": {
        const count = Number.isInteger(body.count) && body.count! > 0 ? body.count! : 1;
        const ids = [];
        for (let i = 1; i <= count; i++) ids.push(postMessage(store, session, operator, escapeHtml(count > 1 ? `${body.body ?? ""} ${i}` : (body.body ?? ""))).id);
        return c.json({ ids });
      }
      case "edit":
        return c.json({ message: editMessage(store, session, Number(body.message_id), escapeHtml(body.body ?? "")) ?? null });
      case "typing":
        sendTyping(store, session, operator, body.is_typing !== false);
        return c.json({ ok: true });
      case "history":
        sendHistoryCommand(store, session);
        return c.json({ ok: true });
      default:
        return c.json({ error: "action is post, edit, typing or history" }, 400);
    }
  });

  app.post("/__test/livechat/availability", async (c) => {
    const read = await readJsonBody<{ channel_id?: number; available?: boolean }>(c);
    const channel = channelOf(c.get("store"), Number(read?.body?.channel_id));
    if (!channel) return c.json({ error: "unknown channel" }, 404);
    c.get("store").write(CHANNEL_MODEL, channel.id, { available: read?.body?.available !== false });
    return c.json({ ok: true });
  });

  app.post("/__test/livechat/expire", async (c) => {
    const read = await readJsonBody<{ uuid?: string }>(c);
    const session = sessionOf(c.get("store"), read?.body?.uuid);
    if (!session) return c.json({ error: "unknown session" }, 404);
    c.get("store").write(SESSION_MODEL, session.id, { status: "expired" });
    return c.json({ ok: true });
  });

  app.get("/__test/livechat/session/:uuid", (c) => {
    const store = c.get("store");
    const session = sessionOf(store, c.req.param("uuid"));
    if (!session) return c.json({ error: "unknown session" }, 404);
    const { visitor_sid: _sid, ...visible } = session;
    return c.json({ ...visible, messages: messagesOf(store, session.id, CHAT_HISTORY_LIMIT) });
  });
}
