// The apps menu of the editors' top navbar (spec 2 §7 "Website"): the first opening asks ir.ui.menu
// load_menus_root once and lists the apps as links to the web client. The toggle is the server's
// (nothing moves when the island starts); a navbar without one gets one from the island.
import { child, defineIsland, defineMarkup, Portal, useBind, useService, useTranslate, type IslandProps } from "../../src/kit";
import { useRef, useState } from "react";

export const APPS_MENU_LABEL = "Home Menu";

type App = { id: number; name: string; action: string | false; xmlid?: string };

/** The web client's address of a root menu: its id and its action's id ("model,id"). */
export const appHref = (menu: App) => `/web#menu_id=${menu.id}&action=${menu.action ? menu.action.split(",")[1] ?? "" : ""}`;

const markup = defineMarkup({ children: { toggle: child.optional(".dropdown-toggle") } });

function AppMenus({ parts }: IslandProps<typeof markup>) {
  const orm = useService("orm");
  const _t = useTranslate();
  const [open, setOpen] = useState(false);
  const [apps, setApps] = useState<App[] | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const [serverToggle] = useState(() => parts.toggle.first() !== null);

  // The island's own toggle, when the navbar has none, is a part too: one click handler for both.
  const toggle = (event: Event) => {
    event.preventDefault();
    setOpen(!open);
    if (open || loading.current) return;
    loading.current = orm.call<{ children: App[] }>("ir.ui.menu", "load_menus_root").then(
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
