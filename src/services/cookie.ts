// Cookies with the spec's lifetime (spec 1 §9: 365 days, 31,536,000 s).
import { defineService, type ServiceValue } from "../runtime/service";

export const COOKIE_TTL_SECONDS = 365 * 24 * 60 * 60;

export function getCookie(name: string): string | undefined {
  for (const part of document.cookie.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

export function cookieString(name: string, value: string, ttlSeconds = COOKIE_TTL_SECONDS): string {
  return `${name}=${encodeURIComponent(value)};path=/;max-age=${ttlSeconds}`;
}

export function setCookie(name: string, value: string, ttlSeconds = COOKIE_TTL_SECONDS): void {
  document.cookie = cookieString(name, value, ttlSeconds);
}

export function deleteCookie(name: string): void {
  setCookie(name, "", -1);
}

// Pure: the loader reads the language cookie through this file and must not carry the service.
export const cookieService = /* @__PURE__ */ defineService({
  start: () => ({ get: getCookie, set: setCookie, delete: deleteCookie }),
});
export type CookieService = ServiceValue<typeof cookieService>;
