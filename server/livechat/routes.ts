// Live chat routes of the reference server (spec 3 §7 "Live chat"), JSON-RPC each. The session's
// uuid is what the visitor holds (in its cookie): a call naming an unknown or ended session gets
// the MissingError the widget reads as an expired session.
import { overRateLimit, TOO_MANY_REQUESTS } from "../security/rate_limit";
import type { Context, Hono } from "hono";
import { CHAT_HISTORY_LIMIT, HISTORY_MAX_PAGES, INVALID_EMAIL, NOTIFICATION_SOUND_URL, RATINGS, ROUTES, sessionChannel } from "../../contract/livechat/constants";
import type { AppEnv } from "../context";
import { missingError, userError } from "../errors";
import { escapeHtml } from "../html";
import { rpcHandler } from "../jsonrpc";
import { currentUser } from "../session";
import { channelOf, messagesOf, openSession, postMessage, sendTyping, sessionOf, SESSION_MODEL } from "./data";
import { guardBusChannels } from "../bus_guards";
import { ensureGuest, ownsChat } from "./guest";
import { NOTIFICATION_SOUND } from "./sound";
import { documentThreadRoutes } from "./document_thread";
import { MESSAGE_MAX_LENGTH } from "./limits";
import { livechatTestRoutes } from "./test_routes";

export const SESSION_GONE = "This chat session has ended.";
export const REASON_MAX_LENGTH = 1000;
export const PAGE_URL_MAX_LENGTH = 2048;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The caller's own chat session by its uuid: another visitor's is as unknown as a wrong uuid. */
function ownSession(c: Context<AppEnv>, uuid: unknown) {
  const session = sessionOf(c.get("store"), uuid);
  return session && ownsChat(c, session) ? session : undefined;
}

function liveSession(c: Context<AppEnv>, uuid: unknown) {
  const session = ownSession(c, uuid);
  if (!session || session.status !== "open") throw missingError(SESSION_GONE);
  return session;
}

/** The visitor's author: the signed-in user's partner, or false for an anonymous visitor. */
function visitorAuthor(c: Context<AppEnv>): [number, string] | false {
  const user = currentUser(c);
  return user ? [user.partner_id, user.name] : false;
}

export function livechatRoutes(app: Hono<AppEnv>) {
  guardBusChannels(sessionChannel(""), (c, uuid) => Boolean(ownSession(c, uuid)));
  app.post(
    ROUTES.init,
    rpcHandler((params, c) => {
      const channel = channelOf(c.get("store"), Number(params.channel_id));
      if (!channel) return { available_for_me: false, rule: {} };
      return { available_for_me: Boolean(channel.available), rule: channel.rule };
    }),
  );

  app.post(ROUTES.loadTemplates, rpcHandler(() => []));

  app.post(
    ROUTES.getSession,
    rpcHandler((params, c) => {
      const store = c.get("store");
      const channel = channelOf(store, Number(params.channel_id));
      if (!channel || !channel.available) return false;
      const user = currentUser(c);
      const name = user?.name ?? (String(params.anonymous_name ?? "").trim().slice(0, 64) || channel.options.default_username);
      const guest = ensureGuest(c, name);
      const session = openSession(store, channel, name, c.get("session").sid, { guest_id: guest.id, user_id: user?.id ?? false });
      return { uuid: session.uuid, id: session.id, name: session.name, operator_pid: session.operator_pid, folded: false, status: "open" };
    }),
  );

  app.post(
    ROUTES.chatHistory,
    rpcHandler((params, c) => {
      const session = liveSession(c, params.uuid);
      const limit = Number.isInteger(params.limit) && params.limit > 0 ? Math.min(params.limit, CHAT_HISTORY_LIMIT) : CHAT_HISTORY_LIMIT;
      return messagesOf(c.get("store"), session.id, limit);
    }),
  );

  app.post(
    ROUTES.chatPost,
    rpcHandler((params, c) => {
      const session = liveSession(c, params.uuid);
      const content = typeof params.message_content === "string" ? params.message_content.trim() : "";
      if (!content) return false;
      if (overRateLimit(c, "livechat_message")) throw userError(TOO_MANY_REQUESTS);
      if (content.length > MESSAGE_MAX_LENGTH) throw userError(`A message has at most ${MESSAGE_MAX_LENGTH} characters.`);
      return postMessage(c.get("store"), session, visitorAuthor(c), escapeHtml(content).replace(/\n/g, "<br>")).id;
    }),
  );

  app.post(
    ROUTES.notifyTyping,
    rpcHandler((params, c) => {
      const session = liveSession(c, params.uuid);
      sendTyping(c.get("store"), session, visitorAuthor(c) || [0, session.anonymous_name], Boolean(params.is_typing));
      return true;
    }),
  );

  app.post(
    ROUTES.history,
    rpcHandler((params, c) => {
      const session = liveSession(c, params.channel_uuid);
      const pages = Array.isArray(params.page_history)
        ? params.page_history.filter((p: unknown): p is string => typeof p === "string").slice(-HISTORY_MAX_PAGES).map((p: string) => p.slice(0, PAGE_URL_MAX_LENGTH))
        : [];
      c.get("store").write(SESSION_MODEL, session.id, { page_history: pages });
      return true;
    }),
  );

  app.post(
    ROUTES.feedback,
    rpcHandler((params, c) => {
      const session = liveSession(c, params.uuid);
      const rate = Number(params.rate);
      if (!(Object.values(RATINGS) as number[]).includes(rate)) throw userError("A rating is 5, 3 or 1.");
      const reason = typeof params.reason === "string" ? params.reason.trim().slice(0, REASON_MAX_LENGTH) : "";
      c.get("store").write(SESSION_MODEL, session.id, { feedback: { rate, reason } });
      return true;
    }),
  );

  app.post(
    ROUTES.emailTranscript,
    rpcHandler((params, c) => {
      const session = ownSession(c, params.uuid);
      if (!session) throw missingError(SESSION_GONE);
      const email = typeof params.email === "string" ? params.email.trim() : "";
      if (!EMAIL.test(email)) throw userError(INVALID_EMAIL);
      c.get("store").write(SESSION_MODEL, session.id, { transcripts: [...session.transcripts, email] });
      return true;
    }),
  );

  app.post(
    ROUTES.leaveSession,
    rpcHandler((params, c) => {
      const session = ownSession(c, params.uuid);
      if (session && session.status === "open") c.get("store").write(SESSION_MODEL, session.id, { status: "closed" });
      return true;
    }),
  );

  app.get(NOTIFICATION_SOUND_URL, (c) => c.body(new Uint8Array(NOTIFICATION_SOUND), 200, { "Content-Type": "audio/wav", "Cache-Control": "max-age=86400" }));

  documentThreadRoutes(app);
  livechatTestRoutes(app);
}
