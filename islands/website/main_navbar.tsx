// The website's top navbar (#oe_main_menu_navbar, shown to employees, spec 2 §4 "Website", §8):
// a click on an entry with data-action asks for that navbar action (navbar_action.ts looks again
// for an island handling it that may still be on its way, and warns and gives up on one nobody
// handles); its Edit action turns the editor on. While the editor is on the navbar is hidden and
// one button leaves it. Entering or leaving re-mounts the page's islands (the loader), so this
// island reads the mode once.
import { useEffect, useState } from "react";
import { Portal, child, defineIsland, defineMarkup, isEditing, setEditing, useBind, useTranslate, attr, type IslandProps } from "../../src/kit";
import { registerNavbarAction, runNavbarAction } from "./navbar_action";

/** The navbar's entry that starts the editor. */
export const EDIT_ACTION = "edit";
export const LEAVE_EDITOR = "Leave the editor";
export const LEAVE_EDITOR_CLASS = "o_leave_editor";

const markup = defineMarkup({
  children: { actionEntries: child.optional("[data-action]", { action: attr.string("data-action") }) },
});

function MainNavbar({ parts }: IslandProps<typeof markup>) {
  const _t = useTranslate();
  const [editing] = useState(isEditing);
  useEffect(() => registerNavbarAction(EDIT_ACTION, () => setEditing(true)), []);
  useBind(parts, {
    host: { prop: { hidden: editing || undefined } },
    actionEntries: {
      on: {
        click: (event, entry) => {
          event.preventDefault();
          // A refusal was already logged as a warning, as the platform does.
          runNavbarAction(parts.actionEntries.attrs(entry).action).catch(() => {});
        },
      },
    },
  });
  if (!editing) return null;
  return (
    <Portal into="body">
      <button type="button" className={`btn btn-secondary btn-sm position-fixed bottom-0 end-0 m-3 ${LEAVE_EDITOR_CLASS}`} style={{ zIndex: 1040 }} onClick={() => setEditing(false)}>
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
