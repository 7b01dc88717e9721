// The staff planning portal (spec 3 §2, §3, §4 "Planning"): the page's shifts in a calendar
// loaded on demand; a shift opens its detail modal, whose dismiss posts the unassign form and
// shows the page again with the server's message.
import { browserNavigation, defineIsland, useHost, useService, useTranslate } from "../../src/kit";
import { useEffect, useState } from "react";
import { HostPortal } from "../../src/components/HostPortal";
import { readPlanning, showsCalendar, unassignPath, type Shift } from "./planning_data";
import { ShiftDialog } from "./ShiftDialog";

export const CALENDAR_FAILED = "The calendar could not be loaded. Reload the page to try again.";

function PlanningPortal() {
  const host = useHost();
  const dialog = useService("dialog");
  const session = useService("session");
  const _t = useTranslate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = host.querySelector<HTMLElement>("#calendar_employee");
    if (!element) return;
    const page = readPlanning(host);
    if (!showsCalendar(page)) {
      element.removeAttribute("aria-busy");
      element.hidden = true;
      return;
    }
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
        element.removeAttribute("aria-busy");
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      destroy?.();
    };
  }, [host, dialog, session, _t]);

  return failed ? (
    <HostPortal>
      <div className="alert alert-danger" role="alert">
        {_t(CALENDAR_FAILED)}
      </div>
    </HostPortal>
  ) : null;
}

export default defineIsland({
  name: "planning.portal",
  selector: ".o_planning_calendar_portal",
  moment: "load",
  mode: "enhance",
  needs: ["csrf_token"],
  services: ["dialog"],
  Component: PlanningPortal,
});
