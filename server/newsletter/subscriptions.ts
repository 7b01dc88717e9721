// Newsletter lists and their subscribers (mailing.list, mailing.contact): who is subscribed to a
// list, and subscribing an e-mail. The visitor's e-mail is the signed-in user's, or the one they
// subscribed with in this session.
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { currentUser } from "../session";
import { sessionData, setSessionData } from "../website/session_flags";
import type { Store } from "../store";

export const LIST_MODEL = "mailing.list";
export const CONTACT_MODEL = "mailing.contact";
const SESSION_EMAIL = "mass_mailing_email";

export const EMAIL_PATTERN = /.+@.+/;

export function visitorEmail(c: Context<AppEnv>): string {
  const user = currentUser(c);
  const partner = user ? c.get("store").get("res.partner", Number(Array.isArray(user.partner_id) ? user.partner_id[0] : user.partner_id)) : undefined;
  return String(partner?.email || sessionData(c)[SESSION_EMAIL] || "");
}

/** The lists this session itself subscribed its remembered address to. */
const SESSION_LISTS = "mass_mailing_list_ids";

export function rememberVisitorEmail(c: Context<AppEnv>, email: string, listId: number): void {
  const data = sessionData(c);
  const lists = sameEmail(data[SESSION_EMAIL], email) && Array.isArray(data[SESSION_LISTS]) ? (data[SESSION_LISTS] as number[]) : [];
  setSessionData(c, { [SESSION_EMAIL]: email, [SESSION_LISTS]: lists.includes(listId) ? lists : [...lists, listId] });
}

/**
 * Whether the session's own subscriber is on the list: a signed-in user's address on any list;
 * an anonymous visitor's typed address only on the lists this session subscribed it to, so that
 * subscribing someone else's address never tells which other lists that address is on.
 */
export function visitorSubscribed(c: Context<AppEnv>, listId: number): boolean {
  const user = currentUser(c);
  const email = visitorEmail(c);
  if (!isSubscribed(c.get("store"), listId, email)) return false;
  if (user) return true;
  const lists = sessionData(c)[SESSION_LISTS];
  return Array.isArray(lists) && lists.includes(listId);
}

const sameEmail = (a: unknown, b: string) => String(a ?? "").trim().toLowerCase() === b.trim().toLowerCase();

export function isSubscribed(store: Store, listId: number, email: string): boolean {
  if (!email) return false;
  return store.all(CONTACT_MODEL).some((contact) => sameEmail(contact.email, email) && !contact.opt_out && (contact.list_ids as number[]).includes(listId));
}

export function subscribe(store: Store, listId: number, email: string): void {
  const contact = store.all(CONTACT_MODEL).find((row) => sameEmail(row.email, email));
  if (!contact) {
    store.create(CONTACT_MODEL, { email: email.trim(), list_ids: [listId], opt_out: false });
    return;
  }
  const lists = contact.list_ids as number[];
  store.write(CONTACT_MODEL, contact.id, { list_ids: lists.includes(listId) ? lists : [...lists, listId], opt_out: false });
}
