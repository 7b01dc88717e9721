// The staff planning portal (spec 3 §2, §3, §4 "Planning"): the page's shifts in a calendar
// loaded on demand; a shift opens its detail modal, whose dismiss posts the unassign form and
// shows the page again with the server's message.
import { browserNavigation, child, defineIsland, defineMarkup, Portal, useBind, useHost, useService, useTranslate, type IslandProps } from "../../src/kit";
import { useEffect, useState } from "react";
import { readPlanning, showsCalendar, unassignPath, type Shift } from "./planning_data";
import { ShiftDialog } from "./ShiftDialog";

export const CALENDAR_FAILED = "The calendar could not be loaded. Reload the page to try again.";

const markup = defineMarkup({
  children: {
    calendar: "#calendar_employee",
    // the page's data, in hidden inputs (readPlanning reads them all)
    shifts: child.optional('input[name="employee_slots_fullcalendar_data"]'),
  },
});

type CalendarState = "loading" | "none" | "drawn" | "failed";

function PlanningPortal({ parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const dialog = useService("dialog");
  const session = useService("session");
  const _t = useTranslate();
  const [state, setState] = useState<CalendarState>("loading");

  useBind(parts, { calendar: { attr: { "aria-busy": state === "loading" ? undefined : false }, prop: { hidden: state === "none" ? true : undefined } } });

  useEffect(() => {
    const element = parts.calendar.first();
    if (!element) return;
    const page = readPlanning(host);
    if (!showsCalendar(page)) return setState("none");
    const dismiss = (shift: Shift) => async () => {
      const form = new FormData();
      form.append("csrf_token", session.csrfToken);
      const response = await fetch(unassignPath(page, shift), { method: "POST", body: form });
      // Done only when the server sent us back to the planning, answer read to its end.
      await response.text();
      if (!response.ok || !response.redirected) throw new Error(String(response.status));
      browserNavigation.assign(response.url);
    };
    const open = (shift: Shift) => dialog.add(ShiftDialog, { shift, dismiss: dismiss(shift) });
    let destroy: (() => void) | null = null;
    let live = true;
    import("./calendar").then(
      ({ createCalendar }) => {
        if (!live) return;
        destroy = createCalendar(element, page, open, _t);
        setState("drawn");
      },
      () => live && setState("failed"),
    );
    return () => {
      live = false;
      destroy?.();
    };
  }, [host, parts, dialog, session, _t]);

  return state === "failed" ? (
    <Portal>
      <div className="alert alert-danger" role="alert">
        {_t(CALENDAR_FAILED)}
      </div>
    </Portal>
  ) : null;
}

export default defineIsland({
  name: "planning.portal",
  selector: ".o_planning_calendar_portal",
  moment: "load",
  mode: "enhance",
  needs: ["csrf_token"],
  services: ["dialog"],
  markup,
  Component: PlanningPortal,
});
