// The page language (spec 1 §2 "Public page behaviours"): the frontend_lang cookie, else the
// html lang attribute, else en_US. "fr-FR" and "fr_FR" both mean fr_FR.
import { getCookie } from "./cookie";

export const DEFAULT_LANG = "en_US";
export const LANG_COOKIE = "frontend_lang";

export function normalizeLang(code: string): string {
  return code.trim().replace("-", "_");
}

export function pageLanguage(): string {
  const fromCookie = getCookie(LANG_COOKIE);
  if (fromCookie) return normalizeLang(fromCookie);
  const fromHtml = document.documentElement.getAttribute("lang");
  if (fromHtml) return normalizeLang(fromHtml);
  return DEFAULT_LANG;
}
