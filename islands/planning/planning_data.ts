// The data the planning page embeds (spec 3 §3 "Planning"): its shifts and the page-level values,
// read from the page's hidden fields; a malformed list reads as empty.
import { child, findIn } from "../../src/kit";

export const MAX_EVENTS_PER_DAY = 3;
export const VIEWS = ["dayGridMonth", "timeGridWeek", "listMonth"] as const;

export interface Shift {
  slot_id: number;
  title: string;
  start: string;
  end: string;
  alloc_hours: number;
  alloc_perc: number;
  role: string | false;
  note: string | false;
  allow_self_unassign: boolean;
  is_unassign_deadline_passed: boolean;
  project: string | false;
  task: string | false;
  sale_line?: string | false;
}

export interface PlanningPage {
  shifts: Shift[];
  openSlotIds: number[];
  locale: string;
  defaultStart: string;
  defaultView: string;
  minTime: string;
  maxTime: string;
  planningToken: string;
  employeeToken: string;
}

function parseList<T>(text: string | undefined): T[] {
  try {
    const value = JSON.parse(text ?? "[]");
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export function readPlanning(host: ParentNode): PlanningPage {
  const field = (name: string) => findIn<HTMLInputElement>(child.optional(`input[name="${name}"]`), host)[0]?.value ?? "";
  const view = field("default_view");
  return {
    shifts: parseList<Shift>(field("employee_slots_fullcalendar_data")),
    openSlotIds: parseList<number>(field("open_slot_ids")),
    locale: field("locale") || "en",
    defaultStart: field("default_start"),
    defaultView: (VIEWS as readonly string[]).includes(view) ? view : VIEWS[0],
    minTime: field("mintime") || "00:00:00",
    maxTime: field("maxtime") || "24:00:00",
    planningToken: field("planning_token"),
    employeeToken: field("employee_token"),
  };
}

/** The calendar is drawn when the employee has shifts or open shifts are offered (the open slot ids); else nothing is loaded. */
export const showsCalendar = (page: Pick<PlanningPage, "shifts" | "openSlotIds">) => page.shifts.length > 0 || page.openSlotIds.length > 0;

/** The dismiss button shows only if self-unassign is allowed and the deadline has not passed. */
export const canDismiss = (shift: Shift) => shift.allow_self_unassign && !shift.is_unassign_deadline_passed;

export const unassignPath = (page: PlanningPage, shift: Shift) =>
  `/planning/${encodeURIComponent(page.planningToken)}/${encodeURIComponent(page.employeeToken)}/unassign/${shift.slot_id}`;

/** 1.5 hours → "1:30". */
export function formatHours(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;
}

/** "2030-12-02T08:00:00" → "2030-12-02 08:00" (the shift's own wall-clock time). */
export const formatMoment = (iso: string) => iso.replace("T", " ").slice(0, 16);
