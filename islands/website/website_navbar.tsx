// The website's navbar (#oe_main_menu_navbar, shown to employees): a click on an entry with
// data-action asks for that navbar action; the island handling it may still be on its way, so
// navbar_action.ts looks for it again, and warns and gives up on an action nobody handles.
import { defineIsland, useHostEvent } from "../../src/kit";
import { runNavbarAction } from "./navbar_action";

export const ACTION_ENTRIES = "[data-action]";

function WebsiteNavbar() {
  useHostEvent(
    "click",
    (event, entry) => {
      event.preventDefault();
      // A refusal was already logged as a warning, as the platform does.
      runNavbarAction(entry.dataset.action ?? "").catch(() => {});
    },
    { selector: ACTION_ENTRIES },
  );
  return null;
}

export default defineIsland({
  name: "website.navbar_actions",
  selector: "#oe_main_menu_navbar",
  moment: "load",
  mode: "enhance",
  Component: WebsiteNavbar,
});
