// The language a page is rendered in (spec 1 §2 "Public page behaviours"): the frontend_lang
// cookie the language switcher sets, else the logged-in user's language, else en_US; a code the
// site does not offer is ignored.
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv } from "../context";
import { currentUser } from "../session";
import { LANG_COOKIE, LANGUAGES } from "./sites";

export const DEFAULT_PAGE_LANG = "en_US";

const offered = (code: unknown): code is string => typeof code === "string" && LANGUAGES.some((l) => l.code === code);

export function pageLang(c: Context<AppEnv>): string {
  const fromCookie = getCookie(c, LANG_COOKIE);
  if (offered(fromCookie)) return fromCookie;
  const fromUser = currentUser(c)?.lang;
  return offered(fromUser) ? fromUser : DEFAULT_PAGE_LANG;
}

/** The `lang` attribute of the page's <html> (fr_FR → fr-FR), replacing the template's own. */
export function withHtmlLang(html: string, lang: string): string {
  const value = lang.replace("_", "-");
  return html.replace(/<html\b([^>]*)>/i, (_tag, attrs: string) => {
    const rest = attrs.replace(/\s+lang="[^"]*"/i, "");
    return `<html lang="${value}"${rest}>`;
  });
}
