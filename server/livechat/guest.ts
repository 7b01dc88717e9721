// Binds a live chat session to the visitor who opened it, as the platform's guest does: the first
// chat of a browser makes a guest (id and secret token, cookie `dgid`, HttpOnly); a session is
// reached again only with that guest's cookie or by the signed-in user who opened it. The uuid
// alone (in a shared link, a log, another browser) opens nothing.
import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../context";
import { tokensEqual } from "../security/tokens";
import { currentUser } from "../session";
import type { Row } from "../store";

export const GUEST_MODEL = "mail.guest";
export const GUEST_COOKIE = "dgid";
const SEPARATOR = "|";

/** The guest the request's cookie proves, if any. */
export function guestOf(c: Context<AppEnv>): Row | null {
  const [id, token] = (getCookie(c, GUEST_COOKIE) ?? "").split(SEPARATOR);
  const guest = /^\d+$/.test(id ?? "") ? c.get("store").get(GUEST_MODEL, Number(id)) : undefined;
  return guest && tokensEqual(token, guest.access_token) ? guest : null;
}

/** The request's guest, made (and its cookie set) on the browser's first chat. */
export function ensureGuest(c: Context<AppEnv>, name: string): Row {
  const known = guestOf(c);
  if (known) return known;
  const guest = c.get("store").create(GUEST_MODEL, { name, access_token: randomBytes(24).toString("hex") });
  setCookie(c, GUEST_COOKIE, `${guest.id}${SEPARATOR}${guest.access_token}`, { path: "/", httpOnly: true, sameSite: "Lax" });
  return guest;
}

/** Whether the request comes from the visitor who opened this chat session. */
export function ownsChat(c: Context<AppEnv>, session: Row): boolean {
  const user = currentUser(c);
  if (user && session.user_id === user.id) return true;
  const guest = guestOf(c);
  return Boolean(guest) && guest!.id === session.guest_id;
}
