// The apps menu of the editors' top navbar (spec 2 §7 "Website": model call load_menus_root on
// the menu model): opening it the first time asks ir.ui.menu load_menus_root and lists the apps
// the employee may open, each a link to /web#menu_id={id}&action={action id}, as the platform's
// website navbar does. The answer is kept: later openings ask nothing.
// The toggle is the server's (rendered with the navbar, so nothing moves when the island starts);
// a navbar without one gets one from the island.
import { child, defineIsland, defineMarkup, Portal, useBind, useService, useTranslate, type IslandProps } from "../../src/kit";
import { useRef, useState } from "react";

export const MENU_MODEL = "ir.ui.menu";
export const LOAD_MENUS_ROOT = "load_menus_root";
export const APPS_MENU_LABEL = "Home Menu";

export interface MenuRoot {
  children: { id: number; name: string; action: string | false; xmlid?: string }[];
}

/** The web client's address of a root menu: its id and its action's id ("model,id"). */
export function appHref(menu: MenuRoot["children"][number]): string {
  const actionId = menu.action ? menu.action.split(",")[1] ?? "" : "";
  return `/web#menu_id=${menu.id}&action=${actionId}`;
}

const markup = defineMarkup({ children: { toggle: child.optional(".dropdown-toggle") } });

function AppMenus({ parts }: IslandProps<typeof markup>) {
  const orm = useService("orm");
  const _t = useTranslate();
  const [open, setOpen] = useState(false);
  const [apps, setApps] = useState<MenuRoot["children"] | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const [serverToggle] = useState(() => parts.toggle.first() !== null);

  // The island's own toggle, when the navbar has none, is a part too: one click handler for both.
  const toggle = (event: Event) => {
    event.preventDefault();
    setOpen(!open);
    if (open || loading.current) return;
    loading.current = orm.call<MenuRoot>(MENU_MODEL, LOAD_MENUS_ROOT).then(
      (root) => setApps(root.children),
      () => {
        loading.current = null; // asked again at the next opening
      },
    );
  };
  useBind(parts, { toggle: { on: { click: toggle }, attr: { "aria-expanded": String(open), "aria-haspopup": "menu" } } });

  return (
    <Portal>
      {serverToggle ? null : (
        <button type="button" className="btn btn-link text-white px-2 dropdown-toggle" aria-expanded={open} aria-haspopup="menu" title={_t(APPS_MENU_LABEL)} aria-label={_t(APPS_MENU_LABEL)}>
          <i className="fa fa-th" aria-hidden="true" />
        </button>
      )}
      {open && (
        <div className="dropdown-menu show" role="menu" style={{ position: "absolute" }}>
          {(apps ?? []).map((menu) => (
            <a key={menu.id} role="menuitem" className="dropdown-item o_app" href={appHref(menu)} data-menu-xmlid={menu.xmlid}>
              {menu.name}
            </a>
          ))}
        </div>
      )}
    </Portal>
  );
}

export default defineIsland({
  name: "website.app_menus",
  selector: "#oe_main_menu_navbar .o_menu_apps",
  moment: "load",
  mode: "enhance",
  markup,
  Component: AppMenus,
});
