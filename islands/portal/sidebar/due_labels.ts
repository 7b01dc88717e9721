// Due-date labels of the portal sidebars (spec 2 §2): each .o_portal_sidebar_timeago element's
// datetime becomes 'Due today', 'Due in N days' or 'N days overdue', counted in whole days from
// today; its title keeps the full date. Plain Date arithmetic on calendar days: the sidebars of
// every portal document use this, and a date library would weigh more than the rest of the page.
import { attr, child, useBind, useTranslate, type AttrSpec, type Part, type Translate } from "../../../src/kit";

export const DUE_TODAY = "Due today";
export const DUE_IN_DAYS = "Due in %s days";
export const DAYS_OVERDUE = "%s days overdue";

/** The children of a sidebar's markup that get a due label. */
export const dueLabelChildren = { timeago: child.optional(".o_portal_sidebar_timeago", { datetime: attr.string("datetime") }) };

const DAY_MS = 24 * 60 * 60 * 1000;
const FULL_DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "long", day: "numeric" };

/** Accepts the server's date or datetime ("2026-12-05", "2026-12-05 10:00:00"): that day, at local midnight. */
export function parseServerDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[ T])/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // 2026-02-30 rolls over to March: not a date.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** Whole calendar days from today's date to the date (daylight saving changes do not count). */
export function daysFromToday(date: Date, now: Date = new Date()): number {
  const dayNumber = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) / DAY_MS;
  return dayNumber(date) - dayNumber(now);
}

export function dueLabel(days: number, _t: Translate): string {
  if (days === 0) return _t(DUE_TODAY);
  return days > 0 ? _t(DUE_IN_DAYS, days) : _t(DAYS_OVERDUE, Math.abs(days));
}

export function useDueLabels(timeago: Part<HTMLElement, { datetime: AttrSpec<string> }>): void {
  const _t = useTranslate();
  useBind({ timeago }, {
    timeago: {
      each: (element) => {
        const date = parseServerDate(timeago.attrs(element).datetime);
        return date ? { text: dueLabel(daysFromToday(date), _t), prop: { title: date.toLocaleDateString(undefined, FULL_DATE) } } : {};
      },
    },
  });
}
