// Visitor sessions: a `session_id` cookie naming a row with the user id and the csrf token; a new
// session (id and token) on every login and logout.
import { randomBytes } from "node:crypto";
import type { Context, Next } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "./context";
import type { Row, Store } from "./store";
import { CAPTCHA_SCRIPT_PATH } from "./website/captcha";
import { SEEN_KEY, VISITOR_KEY } from "./shop/visitor_keys";
import { pageLang } from "./website/page_lang";
import { translationsHash } from "./routes/translations_hash";

export interface Session {
  sid: string;
  uid: number | null;
  csrf: string;
}

export const SESSION_COOKIE = "session_id";

export function loadSession(store: Store, sid: string | undefined): Session | null {
  if (!sid) return null;
  const row = store.db.prepare("SELECT sid, uid, csrf FROM sessions WHERE sid = ?").get(sid) as Session | undefined;
  return row ?? null;
}

export function newSession(store: Store, uid: number | null = null): Session {
  const session = { sid: randomBytes(20).toString("hex"), uid, csrf: randomBytes(20).toString("hex") };
  store.db.prepare("INSERT INTO sessions (sid, uid, csrf) VALUES (?, ?, ?)").run(session.sid, uid, session.csrf);
  return session;
}

export function setSessionUser(store: Store, session: Session, uid: number | null): void {
  session.uid = uid;
  store.db.prepare("UPDATE sessions SET uid = ? WHERE sid = ?").run(uid, session.sid);
}

/** The session cookie: never readable by scripts, not sent on cross-site sub-requests or posts. */
function setSessionCookie(c: Context<AppEnv>, sid: string): void {
  setCookie(c, SESSION_COOKIE, sid, { path: "/", httpOnly: true, sameSite: "Lax" });
}

/** Session data a login carries over to the new session (never e.g. a recent identity check). */
export const KEPT_ON_LOGIN = ["debug", "slide_quiz_answers", VISITOR_KEY, SEEN_KEY] as const;

/**
 * Logging in or out starts a new session (new id and csrf token; no fixation): the old row is
 * dropped. Logging in keeps KEPT_ON_LOGIN of the session's data, logging out nothing.
 */
export function rotateSession(c: Context<AppEnv>, uid: number | null, { keepData }: { keepData: boolean }): Session {
  const store = c.get("store");
  const old = c.get("session");
  rememberRotated(store, old.sid);
  const before = JSON.parse((store.db.prepare("SELECT data FROM sessions WHERE sid = ?").get(old.sid) as { data: string } | undefined)?.data ?? "{}");
  const kept = keepData ? Object.fromEntries(KEPT_ON_LOGIN.filter((key) => key in before).map((key) => [key, before[key]])) : {};
  const session = newSession(store, uid);
  store.db.prepare("UPDATE sessions SET data = ? WHERE sid = ?").run(JSON.stringify(kept), session.sid);
  store.db.prepare("DELETE FROM sessions WHERE sid = ?").run(old.sid);
  setSessionCookie(c, session.sid);
  c.set("session", session);
  return session;
}

/** How long a request still carrying a rotated-away session id is answered without a new cookie. */
export const ROTATED_GRACE_MS = 5 * 60_000;
const rotatedIds = new WeakMap<Store, Map<string, number>>();

function rememberRotated(store: Store, sid: string, now = Date.now()): void {
  let rotated = rotatedIds.get(store);
  if (!rotated) rotatedIds.set(store, (rotated = new Map()));
  for (const [id, at] of rotated) if (now - at > ROTATED_GRACE_MS) rotated.delete(id);
  rotated.set(sid, now);
}

const wasRotated = (store: Store, sid: string | undefined, now = Date.now()): boolean => {
  const at = sid ? rotatedIds.get(store)?.get(sid) : undefined;
  return at !== undefined && now - at <= ROTATED_GRACE_MS;
};

/**
 * A request sent with the session id that a login or logout has just replaced (the page's
 * requests still in flight while the form posts) is answered as a visitor's, in a session that is
 * neither stored nor sent as a cookie: a cookie in that late answer would overwrite the new
 * session's and log the browser out again.
 */
export async function sessionMiddleware(c: Context<AppEnv>, next: Next) {
  const store = c.get("store");
  const sid = getCookie(c, SESSION_COOKIE);
  let session = loadSession(store, sid);
  if (!session && wasRotated(store, sid)) {
    session = { sid: randomBytes(20).toString("hex"), uid: null, csrf: randomBytes(20).toString("hex") };
  } else if (!session) {
    session = newSession(store);
    setSessionCookie(c, session.sid);
  }
  c.set("session", session);
  await next();
}

export function currentUser(c: Context<AppEnv>): Row | null {
  const uid = c.get("session").uid;
  return uid ? (c.get("store").get("res.users", uid) ?? null) : null;
}

/** The `window.odoo` globals a server page embeds: csrf token, debug and __session_info__. */
export function pageGlobals(c: Context<AppEnv>) {
  const user = currentUser(c);
  const lang = pageLang(c);
  return {
    csrf_token: c.get("session").csrf,
    debug: new URL(c.req.url).searchParams.get("debug") ?? "",
    __session_info__: {
      uid: user?.id ?? false,
      is_admin: Boolean(user?.is_admin),
      is_system: Boolean(user?.is_system),
      is_website_user: !user,
      name: user?.name ?? "Public user",
      username: user?.login ?? "public",
      partner_id: user?.partner_id ?? false,
      home_action_id: false,
      show_effect: true,
      db: "islands",
      dbuuid: "7a1c0f8e-islands-reference",
      user_context: user ? { lang, tz: user.tz ?? "Europe/Brussels", uid: user.id } : { lang },
      cache_hashes: { translations: translationsHash(c.get("app").root), qweb: "1" },
      recaptcha_public_key: c.get("store").get("website", 1)?.recaptcha_public_key || "",
      recaptcha_script_url: c.get("store").get("website", 1)?.recaptcha_script_url || CAPTCHA_SCRIPT_PATH,
    },
  };
}
