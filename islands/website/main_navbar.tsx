// The website's top navbar (#oe_main_menu_navbar, shown to employees, spec 2 §4 "Website", §8):
// a click on an entry with data-action asks for that navbar action (navbar_action.ts); its Edit
// action turns the editor on. While the editor is on the navbar is hidden and one button leaves
// it. Entering or leaving re-mounts the page's islands (the loader): the mode is read once.
import { useEffect, useState } from "react";
import { Portal, child, defineIsland, defineMarkup, isEditing, setEditing, useBind, useTranslate, attr, type IslandProps } from "../../src/kit";
import { registerNavbarAction, runNavbarAction } from "./navbar_action";

export const LEAVE_EDITOR = "Leave the editor";

const markup = defineMarkup({
  children: { actionEntries: child.optional("[data-action]", { action: attr.string("data-action") }) },
});

function MainNavbar({ parts }: IslandProps<typeof markup>) {
  const _t = useTranslate();
  const [editing] = useState(isEditing);
  useEffect(() => registerNavbarAction("edit", () => setEditing(true)), []);
  const run = (event: Event, entry: HTMLElement) => {
    event.preventDefault();
    // A refusal was already logged as a warning, as the platform does.
    runNavbarAction(parts.actionEntries.attrs(entry).action).catch(() => {});
  };
  useBind(parts, { host: { prop: { hidden: editing || undefined } }, actionEntries: { on: { click: run } } });
  if (!editing) return null;
  return (
    <Portal into="body">
      <button type="button" className="btn btn-secondary btn-sm position-fixed bottom-0 end-0 m-3 o_leave_editor" style={{ zIndex: 1040 }} onClick={() => setEditing(false)}>
        {_t(LEAVE_EDITOR)}
      </button>
    </Portal>
  );
}

export default defineIsland({
  name: "website.main_navbar",
  selector: "#oe_main_menu_navbar",
  moment: "load",
  mode: "enhance",
  editMode: "on",
  markup,
  Component: MainNavbar,
});
