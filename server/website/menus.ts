// ir.ui.menu load_menus_root (spec 2 §7 "Website"): the apps the signed-in employee may open, as
// the platform answers it: a root named 'root' (no id, parent [-1, '']) whose children are the
// top-level menus read with name, sequence, parent_id, action and web_icon_data plus their xmlid,
// and all_menu_ids the ids of those roots. The editors' navbar lists them in its apps menu.
import { defineModel } from "../models/registry";
import type { Row } from "../store";

interface RootMenu {
  id: number;
  name: string;
  sequence: number;
  action: string;
  xmlid: string;
  /** only administrators see the menus of settings */
  adminOnly?: boolean;
}

const ROOT_MENUS: readonly RootMenu[] = [
  { id: 101, name: "Discuss", sequence: 1, action: "ir.actions.client,118", xmlid: "mail.menu_root_discuss" },
  { id: 102, name: "Website", sequence: 5, action: "ir.actions.act_url,171", xmlid: "website.menu_website_configuration" },
  { id: 103, name: "Sales", sequence: 7, action: "ir.actions.act_window,301", xmlid: "sale.sale_menu_root" },
  { id: 104, name: "eLearning", sequence: 40, action: "ir.actions.act_window,402", xmlid: "website_slides.website_slides_menu_root" },
  { id: 105, name: "Settings", sequence: 550, action: "ir.actions.act_window,12", xmlid: "base.menu_administration", adminOnly: true },
];

export function loadMenusRoot(user: Row | null) {
  const visible = ROOT_MENUS.filter((menu) => !menu.adminOnly || user?.is_admin).sort((a, b) => a.sequence - b.sequence);
  return {
    id: false,
    name: "root",
    parent_id: [-1, ""],
    children: visible.map(({ id, name, sequence, action, xmlid }) => ({ id, name, sequence, parent_id: false, action, web_icon_data: false, xmlid })),
    all_menu_ids: visible.map((menu) => menu.id),
  };
}

defineModel("ir.ui.menu", {
  load_menus_root: ({ user }) => loadMenusRoot(user),
});
