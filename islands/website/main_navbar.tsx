// The top navbar of the site's editors (spec 2 §4 "Website"): its Edit action turns the editor
// on (body.editor_enable); while the editor is on the navbar is hidden and one button leaves it.
// Entering or leaving re-mounts the page's islands (the loader), so this one reads the mode once.
import { EDITOR_BODY_CLASS, defineIsland, isEditing, useHost, useTranslate } from "../../src/kit";
import { useEffect } from "react";
import { registerNavbarAction } from "./navbar_action";

/** The navbar's entry that starts the editor (clicks on entries run through website_navbar.tsx). */
export const EDIT_ACTION = "edit";
export const LEAVE_EDITOR = "Leave the editor";
export const LEAVE_EDITOR_CLASS = "o_leave_editor";

/** Hides the navbar and shows the way out of the editor; returns what undoes it. */
export function hideForEditor(navbar: HTMLElement, label: string = LEAVE_EDITOR) {
  navbar.hidden = true;
  const leave = document.createElement("button");
  leave.type = "button";
  leave.className = `btn btn-secondary btn-sm position-fixed bottom-0 end-0 m-3 ${LEAVE_EDITOR_CLASS}`;
  leave.style.zIndex = "1040";
  leave.textContent = label;
  leave.addEventListener("click", () => document.body.classList.remove(EDITOR_BODY_CLASS));
  document.body.append(leave);
  return () => {
    navbar.hidden = false;
    leave.remove();
  };
}

function MainNavbar() {
  const navbar = useHost();
  const _t = useTranslate();
  useEffect(() => (isEditing() ? hideForEditor(navbar, _t(LEAVE_EDITOR)) : undefined), [navbar, _t]);
  useEffect(() => registerNavbarAction(EDIT_ACTION, () => document.body.classList.add(EDITOR_BODY_CLASS)), []);
  return null;
}

export default defineIsland({
  name: "website.main_navbar",
  selector: "#oe_main_menu_navbar",
  moment: "load",
  mode: "enhance",
  editMode: "on",
  Component: MainNavbar,
});
