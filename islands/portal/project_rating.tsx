// Project portal ratings (spec 2 §2): the kanban/list switch shows as active the layout the page
// is in: kanban whenever the URL contains "kanban", list otherwise.
import { child, defineIsland, defineMarkup, useBind, type IslandProps } from "../../src/kit";

export const KANBAN_SWITCH = ".o_switch_kanban";
export const LIST_SWITCH = ".o_switch_list";

export const isKanbanUrl = (url: string) => url.includes("kanban");

const markup = defineMarkup({
  children: {
    kanban: child.optional(".o_switch_kanban"),
    list: child.optional(".o_switch_list"),
  },
});

const switchState = (active: boolean) => ({ class: { active }, attr: { "aria-current": active ? "page" : null } });

function ProjectRating({ parts }: IslandProps<typeof markup>) {
  const kanban = isKanbanUrl(window.location.href);
  useBind(parts, { kanban: switchState(kanban), list: switchState(!kanban) });
  return null;
}

export default defineIsland({
  name: "portal.project_rating",
  selector: ".o_portal_project_rating",
  moment: "load",
  mode: "enhance",
  markup,
  Component: ProjectRating,
});
