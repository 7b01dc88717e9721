// The editors' apps menu: ir.ui.menu load_menus_root (spec 2 §7 "Website") asked on the first
// opening, its root's children listed as links to the web client; the server's answer and access.
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import appMenus, { APPS_MENU_LABEL, appHref } from "../../../islands/website/app_menus";
import { callKw } from "../server/requests";
import { $, $$, loadPage, settle, startPortal, type PortalHarness } from "../portal/portal_harness";

let harness: PortalHarness;
afterEach(() => harness?.stop());

const click = async (el: Element | null) => {
  await act(async () => void (el as HTMLElement).click());
  await settle();
};
const menuCalls = () => harness.server.requests.filter((r) => r.url === "/web/dataset/call_kw/ir.ui.menu/load_menus_root");

describe("apps menu of the editors' navbar", () => {
  it("asks load_menus_root on the menu model once, at the first opening, and links each app", async () => {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/website/home");
    await harness.mount(appMenus);
    const toggle = $(`#oe_main_menu_navbar .o_menu_apps button[aria-label='${APPS_MENU_LABEL}']`)!;
    expect(menuCalls()).toHaveLength(0);
    await click(toggle);
    expect(menuCalls()).toHaveLength(1);
    expect(menuCalls()[0].body.params).toMatchObject({ model: "ir.ui.menu", method: "load_menus_root", args: [] });
    const links = $$(".o_menu_apps .dropdown-menu a.o_app");
    expect(links.map((a) => a.textContent)).toEqual(["Discuss", "Website", "Sales", "eLearning", "Settings"]);
    expect(links[2].getAttribute("href")).toBe("/web#menu_id=103&action=301");
    expect(links[2].getAttribute("data-menu-xmlid")).toBe("sale.sale_menu_root");
    await click(toggle);
    expect($(".o_menu_apps .dropdown-menu")).toBeNull();
    await click(toggle);
    expect(menuCalls()).toHaveLength(1);
  });

  it("binds the navbar's own toggle, so nothing moves when it starts; a navbar without one gets one", async () => {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/website/home");
    const served = $("#oe_main_menu_navbar .o_menu_apps .dropdown-toggle")!;
    expect(served).not.toBeNull();
    await harness.mount(appMenus);
    expect($$("#oe_main_menu_navbar .o_menu_apps .dropdown-toggle")).toEqual([served]);
    await click(served);
    expect(served.getAttribute("aria-expanded")).toBe("true");
    expect($$(".o_menu_apps .dropdown-menu a.o_app")).toHaveLength(5);
    harness.stop();

    harness = await startPortal("admin");
    await loadPage(harness.server, "/website/home");
    $("#oe_main_menu_navbar .o_menu_apps")!.replaceChildren();
    await harness.mount(appMenus);
    const made = $$("#oe_main_menu_navbar .o_menu_apps .dropdown-toggle");
    expect(made).toHaveLength(1);
    await click(made[0]);
    expect(menuCalls()).toHaveLength(1);
    expect(made[0].getAttribute("aria-expanded")).toBe("true");
  });

  it("writes the web client's address from the menu's action", () => {
    expect(appHref({ id: 7, name: "X", action: "ir.actions.act_window,42" })).toBe("/web#menu_id=7&action=42");
    expect(appHref({ id: 7, name: "X", action: false })).toBe("/web#menu_id=7&action=");
  });
});

describe("ir.ui.menu load_menus_root on the server", () => {
  it("answers the platform's root: no id, named root, parent [-1, ''], children and all_menu_ids", async () => {
    harness = await startPortal("admin");
    const { result } = await callKw(harness.server, "ir.ui.menu", "load_menus_root");
    expect(result).toMatchObject({ id: false, name: "root", parent_id: [-1, ""], all_menu_ids: [101, 102, 103, 104, 105] });
    expect(result.children[0]).toEqual({ id: 101, name: "Discuss", sequence: 1, parent_id: false, action: "ir.actions.client,118", web_icon_data: false, xmlid: "mail.menu_root_discuss" });
  });

  it("keeps settings to administrators and refuses portal users", async () => {
    harness = await startPortal("demo");
    const { result } = await callKw(harness.server, "ir.ui.menu", "load_menus_root");
    expect(result.children.map((m: { name: string }) => m.name)).not.toContain("Settings");
    harness.stop();
    harness = await startPortal("portal");
    const { error } = await callKw(harness.server, "ir.ui.menu", "load_menus_root");
    expect(error?.data.name).toBe("odoo.exceptions.AccessError");
  });
});
