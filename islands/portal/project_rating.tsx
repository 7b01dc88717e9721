// Project portal ratings (spec 2 §2): the kanban/list switch shows as active the layout the page
// is in: kanban whenever the URL contains "kanban", list otherwise.
import { useEffect } from "react";
import { useHost } from "../../src/hooks/env";
import { defineIsland } from "../../src/runtime/island";

export const KANBAN_SWITCH = ".o_switch_kanban";
export const LIST_SWITCH = ".o_switch_list";

export const isKanbanUrl = (url: string) => url.includes("kanban");

function ProjectRating() {
  const host = useHost();
  useEffect(() => {
    const kanban = isKanbanUrl(window.location.href);
    for (const [selector, active] of [[KANBAN_SWITCH, kanban], [LIST_SWITCH, !kanban]] as const) {
      const button = host.querySelector<HTMLElement>(selector);
      if (!button) continue;
      button.classList.toggle("active", active);
      if (active) button.setAttribute("aria-current", "page");
      else button.removeAttribute("aria-current");
    }
  }, [host]);
  return null;
}

export default defineIsland({
  name: "portal.project_rating",
  selector: ".o_portal_project_rating",
  moment: "load",
  mode: "enhance",
  Component: ProjectRating,
});
