// The staff planning portal on the reference server (spec 3 §2, §3, §6 "Planning"): the holder of
// a planning token and an employee token sees their shifts, embedded in the page, and may dismiss
// (unassign) one when it allows it and its deadline has not passed.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { escapeHtml as e, markup } from "../html";
import { renderFixture } from "../routes/pages";
import { tokensEqual } from "../security/tokens";
import type { Row, Store } from "../store";
import { reseedModels } from "../test_reseed";

export const DEFAULT_START = "2030-12-01";
export const UNASSIGNED_MESSAGE = "unassign";
export const NOT_UNASSIGNABLE = "This shift can no longer be dismissed.";

const deadlinePassed = (slot: Row, now = new Date()) => Boolean(slot.unassign_deadline) && new Date(slot.unassign_deadline) < now;

function slotsOf(store: Store, planningToken: string, employeeToken: string): Row[] {
  return store.all("planning.slot").filter((s) => tokensEqual(s.planning_token, planningToken) && s.assigned && tokensEqual(s.employee_token, employeeToken));
}

/** A shift as the page embeds it (spec 3 §3 "Planning"). */
export function slotData(slot: Row) {
  return {
    slot_id: slot.id,
    title: slot.title,
    start: slot.start,
    end: slot.end,
    alloc_hours: slot.alloc_hours,
    alloc_perc: slot.alloc_perc,
    role: slot.role,
    note: slot.note,
    allow_self_unassign: Boolean(slot.allow_self_unassign),
    is_unassign_deadline_passed: deadlinePassed(slot),
    project: slot.project || false,
    task: slot.task || false,
    sale_line: slot.sale_line || false,
  };
}

const json = (value: unknown) => JSON.stringify(value);

export function planningRoutes(app: Hono<AppEnv>) {
  const page = (c: Context<AppEnv>) => {
    const { ptoken, etoken } = c.req.param() as { ptoken: string; etoken: string };
    const store = c.get("store");
    const slots = slotsOf(store, ptoken, etoken);
    if (!slots.length) return c.notFound();
    const open = store.all("planning.slot").filter((s) => tokensEqual(s.planning_token, ptoken) && !s.assigned);
    const message = c.req.query("message") ?? "";
    return renderFixture(c, "planning/portal.html", {
      employee_slots: json(slots.map(slotData)),
      open_slot_ids: json(open.map((s) => s.id)),
      locale: "en",
      default_start: DEFAULT_START,
      default_view: "dayGridMonth",
      mintime: "07:00:00",
      maxtime: "19:00:00",
      planning_token: ptoken,
      employee_token: etoken,
      message: markup(message === UNASSIGNED_MESSAGE ? `<div class="alert alert-success o_planning_message" role="status">${e("The shift has been dismissed.")}</div>` : ""),
    });
  };
  app.get("/planning/:ptoken/:etoken", page);

  app.post("/planning/:ptoken/:etoken/unassign/:slot{[0-9]+}", async (c) => {
    const { ptoken, etoken } = c.req.param() as { ptoken: string; etoken: string };
    const store = c.get("store");
    const slot = slotsOf(store, ptoken, etoken).find((s) => s.id === Number(c.req.param("slot")));
    if (!slot) return c.notFound();
    if (!slot.allow_self_unassign || deadlinePassed(slot)) return c.text(NOT_UNASSIGNABLE, 403);
    store.write("planning.slot", slot.id, { assigned: false, employee_token: false });
    return c.redirect(`/planning/${encodeURIComponent(ptoken)}/${encodeURIComponent(etoken)}?message=${UNASSIGNED_MESSAGE}`, 303);
  });

  app.post("/__test/planning/reset", (c) => {
    reseedModels(c.get("store"), c.get("app").root, (model) => model === "planning.slot");
    return c.body(null, 204);
  });
}
