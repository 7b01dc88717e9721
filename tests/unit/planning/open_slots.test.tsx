// Issue #31, item "planning" (spec 3 §3 "Planning": page-level values, open slot ids): the calendar
// is drawn when the employee has shifts or open shifts are offered, and nothing is loaded otherwise.
import { afterEach, describe, expect, it, vi } from "vitest";
import planningPortal from "../../../islands/planning/planning_portal";
import { readPlanning, showsCalendar } from "../../../islands/planning/planning_data";
import { $, loadPage, settle } from "../portal/portal_harness";
import { startSlides as startRuntimeHarness } from "../slides/harness";

const createCalendar = vi.fn(() => () => {});
vi.mock("../../../islands/planning/calendar", () => ({ createCalendar }));

let harness: Awaited<ReturnType<typeof startRuntimeHarness>>;
afterEach(() => {
  harness?.stop();
  createCalendar.mockClear();
});

function setField(name: string, value: string) {
  $<HTMLInputElement>(`input[name="${name}"]`)!.value = value;
}

describe("open slot ids", () => {
  it("decide with the employee's shifts whether there is a calendar", () => {
    expect(showsCalendar({ shifts: [], openSlotIds: [] })).toBe(false);
    expect(showsCalendar({ shifts: [], openSlotIds: [9] })).toBe(true);
  });

  it("draw the calendar of a page with open shifts only", async () => {
    harness = await startRuntimeHarness(null);
    await loadPage(harness.server, "/planning/plan-7f3a/emp-91c2");
    setField("employee_slots_fullcalendar_data", "[]");
    expect(readPlanning($(".o_planning_calendar_portal")!).openSlotIds).toEqual([9]);
    await harness.mount(planningPortal);
    await vi.waitFor(() => expect(createCalendar).toHaveBeenCalledTimes(1));
    expect($("#calendar_employee")!.hidden).toBe(false);
  });

  it("load no calendar for a page without shifts and without open shifts", async () => {
    harness = await startRuntimeHarness(null);
    await loadPage(harness.server, "/planning/plan-7f3a/emp-91c2");
    setField("employee_slots_fullcalendar_data", "[]");
    setField("open_slot_ids", "[]");
    await harness.mount(planningPortal);
    await settle();
    expect(createCalendar).not.toHaveBeenCalled();
    expect($("#calendar_employee")!.hidden).toBe(true);
    expect($("#calendar_employee")!.hasAttribute("aria-busy")).toBe(false);
  });
});
