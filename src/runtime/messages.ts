// Developer messages of the runtime (spec 1 §8 "Developer messages"), kept verbatim.
export const TRANSLATIONS_NOT_READY = "Translations are not ready yet. Maybe use _lt instead?";
export const UI_NOT_INITIALIZED = "UI service not initialized!";
export const servicesNotStarted = (names: string[], missing: string[]) =>
  `Some services could not be started: ${names.join(", ")}. Missing dependencies: ${missing.join(", ")}`;

// The page globals a server renders before loader.js (README "Drop-in guide").
export const PAGE_GLOBALS = { session_info: "window.odoo.__session_info__", csrf_token: "window.odoo.csrf_token" } as const;
export type PageGlobal = keyof typeof PAGE_GLOBALS;
export const missingPageGlobals = (missing: PageGlobal[]) =>
  `[islands] the page defines no ${missing.map((name) => PAGE_GLOBALS[name]).join(" and no ")}: the server's layout must set it before loader.js (README, "Drop-in guide"); islands that need it stay off, the others work`;
export const islandStaysOff = (island: string, missing: PageGlobal[]) =>
  `[islands] ${island} stays off: it needs ${missing.map((name) => PAGE_GLOBALS[name]).join(" and ")}, which the page does not define`;

// Islands without React load the page's translations themselves (src/kit/page_terms.ts).
export const bindTranslationsFailed = (reason: string) =>
  `[islands] ${reason}: the islands without React show their texts in the source language on this page`;
