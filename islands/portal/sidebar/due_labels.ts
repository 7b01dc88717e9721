// Due-date labels of the portal sidebars (spec 2 §2): each .o_portal_sidebar_timeago element's
// datetime becomes 'Due today', 'Due in N days' or 'N days overdue', counted in whole days from
// today; its title keeps the full date.
import { DateTime } from "luxon";
import { useEffect } from "react";
import { useTranslate } from "../../../src/hooks/env";
import type { Translate } from "../../../src/runtime/env";

export const DUE_TODAY = "Due today";
export const DUE_IN_DAYS = "Due in %s days";
export const DAYS_OVERDUE = "%s days overdue";
export const TIMEAGO_SELECTOR = ".o_portal_sidebar_timeago";

/** Accepts the server's date or datetime ("2026-12-05", "2026-12-05 10:00:00"). */
export function parseServerDate(value: string): DateTime | null {
  const date = DateTime.fromISO(value.trim().slice(0, 10));
  return date.isValid ? date : null;
}

export function daysFromToday(date: DateTime, now: DateTime = DateTime.local()): number {
  return Math.round(date.startOf("day").diff(now.startOf("day"), "days").days);
}

export function dueLabel(days: number, _t: Translate): string {
  if (days === 0) return _t(DUE_TODAY);
  return days > 0 ? _t(DUE_IN_DAYS, days) : _t(DAYS_OVERDUE, Math.abs(days));
}

export function useDueLabels(host: HTMLElement): void {
  const _t = useTranslate();
  useEffect(() => {
    host.querySelectorAll<HTMLElement>(TIMEAGO_SELECTOR).forEach((el) => {
      const date = parseServerDate(el.getAttribute("datetime") ?? "");
      if (!date) return;
      el.textContent = dueLabel(daysFromToday(date), _t);
      el.title = date.toLocaleString(DateTime.DATE_FULL);
    });
  }, [host, _t]);
}
