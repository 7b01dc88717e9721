// What an island has to tell on the page it reloads (a write found done after its answer was
// lost): the notice waits in the session storage for the next load of the same page and is shown
// there once, as a notification, by an island that knows it, the way the platform keeps its forum's
// `social_share` for the page it goes to. The storage can be written by any script: only a message
// the showing island names is shown, as text, with a known type.
import { useEffect } from "react";
import { useTranslate } from "../hooks/use_env";
import { browserNavigation } from "../services/browser_navigation";
import { NOTIFICATION_TYPES, type NotificationType } from "../services/notification";
import { useService } from "./services";

export const NOTICE_AFTER_RELOAD_KEY = "islands_notice_after_reload";

export interface Notice {
  message: string;
  type: NotificationType;
}

const here = () => window.location.pathname + window.location.search;
/** This load of the page: a notice kept during it waits for the next one (an island mounted again meanwhile does not take it). */
const thisLoad = () => performance.timeOrigin;

/** Keeps `message` (its source text) for the page reloaded now, then reloads it. */
export function reloadWithNotice(message: string, type: NotificationType = "info"): void {
  try {
    window.sessionStorage.setItem(NOTICE_AFTER_RELOAD_KEY, JSON.stringify({ message, type, path: here(), load: thisLoad() }));
  } catch {
    // no storage (private mode, full): the reloaded page still shows what the server has
  }
  browserNavigation.reload();
}

function read(): (Notice & { path: string; load: number }) | null {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(NOTICE_AFTER_RELOAD_KEY) ?? "null");
    const valid = kept && typeof kept.message === "string" && typeof kept.path === "string" && typeof kept.load === "number" && NOTIFICATION_TYPES.includes(kept.type);
    return valid ? kept : null;
  } catch {
    return null;
  }
}

/**
 * The notice kept for this page by its previous load, if it is one of `known` (it is then
 * forgotten). One kept for another page is forgotten too (the reload it waited for did not
 * happen); an unknown one is left for the island that knows it.
 */
export function takeNoticeAfterReload(known: readonly string[]): Notice | null {
  const kept = read();
  if (kept && kept.load === thisLoad()) return null;
  if (kept && kept.path === here() && !known.includes(kept.message)) return null;
  try {
    window.sessionStorage.removeItem(NOTICE_AFTER_RELOAD_KEY);
  } catch {
    return null;
  }
  return kept && kept.path === here() ? { message: kept.message, type: kept.type } : null;
}

/** Shows, when the island mounts, the notice kept for this page if it is one of `known` (a constant list). */
export function useNoticeAfterReload(known: readonly string[]): void {
  const notification = useService("notification");
  const _t = useTranslate();
  useEffect(() => {
    const notice = takeNoticeAfterReload(known);
    if (notice) notification.add(_t(notice.message), { type: notice.type });
  }, [notification, _t, known]);
}
