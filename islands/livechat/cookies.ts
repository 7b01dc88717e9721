// The widget's cookies (odoo-markup §7, spec 3 §9): the open session (1 hour), the pages seen
// (at most 15, one day), the previous operator (one week) and whether auto-popup may open the chat.
import { deleteCookie, getCookie, setCookie } from "../../src/kit";
import {
  COOKIES, HISTORY_COOKIE_SECONDS, HISTORY_MAX_PAGES, PREVIOUS_OPERATOR_COOKIE_SECONDS, SESSION_COOKIE_SECONDS, type ChatSession,
} from "../../contract/livechat/constants";

function readJson(name: string): unknown {
  const raw = getCookie(name);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function readSessionCookie(): ChatSession | null {
  const value = readJson(COOKIES.session) as Partial<ChatSession> | undefined;
  if (!value || typeof value.uuid !== "string" || !Array.isArray(value.operator_pid)) return null;
  return value as ChatSession;
}

export const writeSessionCookie = (session: ChatSession) => setCookie(COOKIES.session, JSON.stringify(session), SESSION_COOKIE_SECONDS);
export const clearSessionCookie = () => deleteCookie(COOKIES.session);

export function readPageHistory(): string[] {
  const value = readJson(COOKIES.history);
  return Array.isArray(value) ? value.filter((page): page is string => typeof page === "string") : [];
}

/** Adds this page to the history (not twice in a row), keeping the last HISTORY_MAX_PAGES. */
export function recordPage(url: string): string[] {
  const pages = readPageHistory();
  if (pages[pages.length - 1] !== url) pages.push(url);
  const kept = pages.slice(-HISTORY_MAX_PAGES);
  setCookie(COOKIES.history, JSON.stringify(kept), HISTORY_COOKIE_SECONDS);
  return kept;
}

export function readPreviousOperator(): number | null {
  const value = Number(getCookie(COOKIES.previousOperator));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export const writePreviousOperator = (partnerId: number) => setCookie(COOKIES.previousOperator, String(partnerId), PREVIOUS_OPERATOR_COOKIE_SECONDS);

/** Auto-popup is allowed unless the visitor closed a chat (the cookie then says false). */
export const autoPopupAllowed = () => readJson(COOKIES.autoPopup) !== false;
export const forbidAutoPopup = () => setCookie(COOKIES.autoPopup, "false", SESSION_COOKIE_SECONDS);
