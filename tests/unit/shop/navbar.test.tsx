// The website navbar's actions on a page the reference server renders for an employee: New →
// Product asks for a name, creates the product and opens its page; an action nobody handles is
// looked for about 50 times at 100 ms, then warned about and given up.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import newProduct from "../../../islands/shop/new_product";
import { NewProductDialog } from "../../../islands/shop/new_product";
import websiteNavbar from "../../../islands/website/main_navbar";
import { NAVBAR_ACTION_NOT_HANDLED } from "../../../islands/shop/constants";
import { DEFAULT_PRODUCT_NAME, PRODUCT_NAME_TOO_LONG } from "../../../server/shop/new_product";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { $, click, loadPage, settle, startPortal, typeInto, type PortalHarness } from "../portal/portal_harness";

let shop: PortalHarness;
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  shop?.stop();
});

const fakeTimers = () => vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
const newProductLink = () => $("#oe_main_menu_navbar a[data-action='new_product']");
async function submitName(name: string) {
  await act(async () => typeInto($<HTMLInputElement>("#o_wsale_new_product_name")!, name));
  await act(async () => void $<HTMLFormElement>("#o_wsale_new_product")!.requestSubmit());
  await settle();
}

describe("website navbar", () => {
  it("is rendered for employees only", async () => {
    shop = await startPortal(null);
    await loadPage(shop.server, "/shop");
    expect($("#oe_main_menu_navbar")).toBeNull();
    shop.stop();
    shop = await startPortal("portal");
    await loadPage(shop.server, "/shop");
    expect($("#oe_main_menu_navbar")).toBeNull();
  });

  it("runs New → Product once its island is there, creates the product and opens it in the editor", async () => {
    shop = await startPortal("admin");
    await loadPage(shop.server, "/shop");
    await shop.mount(websiteNavbar);
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    fakeTimers();
    await click(newProductLink());
    await act(async () => void vi.advanceTimersByTime(300));
    expect($(".modal")).toBeNull();
    await shop.mount(newProduct);
    await act(async () => void vi.advanceTimersByTime(100));
    await settle();
    expect($(".modal .modal-title")!.textContent).toBe("New Product");
    vi.useRealTimers();

    await submitName("x".repeat(101));
    expect($("#o_wsale_new_product_error")!.textContent).toBe(PRODUCT_NAME_TOO_LONG);
    expect(assign).not.toHaveBeenCalled();

    await submitName("Standing Desk");
    expect(assign).toHaveBeenCalledTimes(1);
    const url = assign.mock.calls[0][0];
    expect(url).toMatch(/^\/shop\/product\/standing-desk-\d+\?enable_editor=1$/);
    const page = await shop.server.fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Standing Desk");
  });

  it("the New Product dialog creates once when two submits arrive in the same task", async () => {
    shop = await startPortal("admin");
    const create = vi.fn(() => new Promise<string | null>(() => {}));
    await act(async () => void shop.env.services.dialog.add(NewProductDialog, { create }));
    await act(async () => typeInto($<HTMLInputElement>("#o_wsale_new_product_name")!, "Twice"));
    const form = $<HTMLFormElement>("#o_wsale_new_product")!;
    await act(async () => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("warns and gives up on an action nobody handles after about 50 tries at 100 ms", async () => {
    shop = await startPortal("admin");
    await loadPage(shop.server, "/shop");
    const unknown = document.createElement("a");
    unknown.href = "#";
    unknown.dataset.action = "edit_menu";
    $("#oe_main_menu_navbar")!.append(unknown);
    await shop.mount(websiteNavbar);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    fakeTimers();
    await click(unknown);
    await act(async () => void vi.advanceTimersByTime(4800));
    expect(warn).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(100));
    expect(warn).toHaveBeenCalledWith(NAVBAR_ACTION_NOT_HANDLED.replace("%s", "edit_menu"));
  });
});

describe("/shop/add_product", () => {
  it("refuses visitors and customers, names an unnamed product, keeps new products from visitors", async () => {
    shop = await startPortal("portal");
    const call = async (name: string) =>
      (await (await shop.server.fetch("/shop/add_product", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params: { name } }) })).json()) as any;
    expect((await call("Lamp")).error.data.name).toBe("odoo.exceptions.AccessError");
    shop.stop();
    shop = await startPortal("admin");
    const url = (await call("  ")).result as string;
    expect(await (await shop.server.fetch(url)).text()).toContain(DEFAULT_PRODUCT_NAME);
    // The same store, seen by a visitor (no session cookie): the new product is not published.
    const visitor = (path: string) => shop.server.app.fetch(new Request(`http://localhost${path}`));
    expect((await visitor(url)).status).toBe(404);
    expect(await (await visitor("/shop")).text()).not.toContain(DEFAULT_PRODUCT_NAME);
  });
});
