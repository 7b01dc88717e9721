// The planning portal: its page data, the shift modal's rules, the unassign route
// (spec 3 §2, §3, §4, §6 "Planning").
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { canDismiss, formatHours, readPlanning, unassignPath, type Shift } from "../../../islands/planning/planning_data";
import { ShiftDialog } from "../../../islands/planning/ShiftDialog";
import { startTestServer } from "../server_fetch";
import { loadPage, settle } from "../portal/portal_harness";
import { startSlides as startRuntimeHarness } from "../slides/harness";

const shift = (values: Partial<Shift> = {}): Shift => ({
  slot_id: 1, title: "Reception", start: "2030-12-02T08:00:00", end: "2030-12-02T12:00:00", alloc_hours: 4, alloc_perc: 100,
  role: "Receptionist", note: false, allow_self_unassign: true, is_unassign_deadline_passed: false, project: false, task: false, ...values,
});

describe("planning data", () => {
  it("reads the page the server renders, a malformed list as empty", async () => {
    const server = startTestServer();
    await loadPage(server, "/planning/plan-7f3a/emp-91c2");
    const page = readPlanning(document.querySelector(".o_planning_calendar_portal")!);
    expect(page.shifts.map((s) => s.slot_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(page).toMatchObject({ openSlotIds: [9], locale: "en", defaultStart: "2030-12-01", defaultView: "dayGridMonth", minTime: "07:00:00", maxTime: "19:00:00" });
    expect(page.shifts[2].is_unassign_deadline_passed).toBe(true);
    expect(unassignPath(page, page.shifts[0])).toBe("/planning/plan-7f3a/emp-91c2/unassign/1");
    document.querySelector<HTMLInputElement>('input[name="employee_slots_fullcalendar_data"]')!.value = "[{";
    expect(readPlanning(document.querySelector(".o_planning_calendar_portal")!).shifts).toEqual([]);
  });

  it("allows dismissing only when self-unassign is allowed before the deadline", () => {
    expect(canDismiss(shift())).toBe(true);
    expect(canDismiss(shift({ allow_self_unassign: false }))).toBe(false);
    expect(canDismiss(shift({ is_unassign_deadline_passed: true }))).toBe(false);
    expect([formatHours(4), formatHours(1.5), formatHours(0.25)]).toEqual(["4:00", "1:30", "0:15"]);
  });
});

describe("shift modal", () => {
  let runtime: Awaited<ReturnType<typeof startRuntimeHarness>> | null = null;
  let close: (() => void) | null = null;
  afterEach(() => {
    runtime?.stop();
    runtime = null;
    close = null;
  });
  const render = async (value: Shift, dismiss = vi.fn(async () => {})) => {
    runtime ??= await startRuntimeHarness(null);
    await act(async () => close?.());
    await act(async () => void (close = runtime!.env.services.dialog.add(ShiftDialog, { shift: value, dismiss })));
    await settle();
    return dismiss;
  };
  const terms = () => [...document.querySelectorAll("dt")].map((dt) => `${dt.textContent}=${dt.nextElementSibling!.textContent}`);

  it("lists the shift's fields, the percent only if not 100", async () => {
    await render(shift({ alloc_perc: 50, project: "Front office", sale_line: "SO042" }));
    expect(terms()).toEqual(["Start=2030-12-02 08:00", "End=2030-12-02 12:00", "Allocated hours=4:00", "Allocated time=50%", "Role=Receptionist", "Project=Front office", "Sales Order Item=SO042"]);
    await render(shift());
    expect(terms().some((t) => t.startsWith("Allocated time"))).toBe(false);
  });

  it("dismisses once when two clicks arrive in the same task", async () => {
    const dismiss = await render(shift(), vi.fn(() => new Promise<void>(() => {})));
    const button = document.querySelector<HTMLButtonElement>(".o_planning_dismiss")!;
    await act(async () => {
      button.click();
      button.click();
    });
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it("shows the dismiss button only when allowed, and the failure of a dismiss", async () => {
    await render(shift({ is_unassign_deadline_passed: true }));
    expect(document.querySelector(".o_planning_dismiss")).toBeNull();
    const dismiss = await render(shift(), vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await act(async () => document.querySelector<HTMLButtonElement>(".o_planning_dismiss")!.click());
    expect(dismiss).toHaveBeenCalledTimes(1);
    expect(document.querySelector(".o_planning_dismiss_error")!.textContent).toBe("The shift could not be dismissed: the server could not be reached. Try again.");
    expect(document.querySelector<HTMLButtonElement>(".o_planning_dismiss")!.disabled).toBe(false);
  });
});

describe("unassign route", () => {
  const post = async (server: ReturnType<typeof startTestServer>, path: string) => {
    const page = await (await server.fetch("/planning/plan-7f3a/emp-91c2")).text();
    const csrf = /csrf_token":"([^"]+)"/.exec(page)![1];
    return server.fetch(path, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: `csrf_token=${csrf}` });
  };

  it("dismisses an allowed shift, refuses a passed deadline, a forbidden one, another's tokens", async () => {
    const server = startTestServer();
    expect((await post(server, "/planning/plan-7f3a/emp-91c2/unassign/3")).status).toBe(403);
    expect((await post(server, "/planning/plan-7f3a/emp-91c2/unassign/2")).status).toBe(403);
    expect((await post(server, "/planning/plan-7f3a/emp-other/unassign/1")).status).toBe(404);
    const done = await post(server, "/planning/plan-7f3a/emp-91c2/unassign/1");
    expect([done.status, done.headers.get("location")]).toEqual([303, "/planning/plan-7f3a/emp-91c2?message=unassign"]);
    expect(server.store.get("planning.slot", 1)!.assigned).toBe(false);
  });
});
