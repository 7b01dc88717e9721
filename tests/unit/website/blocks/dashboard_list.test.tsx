import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import dashboardList from "../../../../islands/website/blocks/dashboard_list";
import {
  DEFAULT_GRID, LIST_LOAD_ERROR, MIN_GRID, PRINT_DELAY_MS, PRINT_WINDOW, TEMPLATES_URL, formatCell, gridSize, itemListViewData, pageOf, parseLayouts,
} from "../../../../islands/website/blocks/dashboard_list_data";
import { PROJECT_ROOT } from "../../../../server/app";
import { listViewData } from "../../../../server/blocks/dashboard_list";
import { Store } from "../../../../server/store";
import { mountBlock } from "./mount";

const waitFor = vi.waitFor;
const XML = readFileSync("fixtures/static/blocks/dashboard_list.xml", "utf8");
let store: Store;
beforeEach(() => {
  store = new Store(":memory:").seed(join(PROJECT_ROOT, "fixtures/seed"));
});
afterEach(() => {
  store.db.close();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("dashboard list rules", () => {
  it("has the spec's grid size, minimum and print window", () => {
    expect(DEFAULT_GRID).toEqual({ w: 5, h: 4 });
    expect(MIN_GRID).toEqual({ w: 3, h: 3 });
    expect(gridSize(0, 0)).toEqual({ w: 5, h: 4 });
    expect(gridSize(2, 1)).toEqual({ w: 3, h: 3 });
    expect(PRINT_WINDOW).toEqual({ width: 1000, height: 800 });
    expect(PRINT_DELAY_MS).toBe(3000);
  });

  it("pages rows, formats dates and precision digits, and reads the four layouts from the templates file", () => {
    expect(pageOf([1, 2, 3, 4, 5], 1, 2)).toEqual({ rows: [3, 4], count: 3, current: 1, first: 3, last: 4 });
    expect(pageOf([1, 2, 3], 9, 2)).toMatchObject({ rows: [3], current: 1 });
    expect(pageOf([1, 2], 0, 0)).toMatchObject({ rows: [1, 2], count: 1 });
    expect(formatCell("2026-10-15", "date", true, 2)).toBe("10/15/2026");
    expect(formatCell(1234.5, "float", false, 2)).toBe("1,234.50");
    expect(formatCell(1234.5, "float", false, 0)).toBe("1,235");
    expect(formatCell(7, "integer", false, 2)).toBe("7");
    const layouts = parseLayouts(XML);
    expect(Object.keys(layouts)).toEqual(["layout_1", "layout_2", "layout_3", "layout_4"]);
    expect(layouts.layout_2!.table).toContain("table-striped");
  });
});

describe("dashboard list data", () => {
  it("answers ungrouped rows up to the record limit for a custom item, every row for a query", () => {
    const custom = listViewData(store, { list_type: "ungrouped", record_limit: 5, calculation: "custom" });
    expect(custom.label).toEqual(["Date", "Product", "Quantity", "Revenue"]);
    expect(custom.data_rows).toHaveLength(5);
    expect(custom.date_index).toEqual([0]);
    expect(listViewData(store, { list_type: "ungrouped", record_limit: 5, calculation: "query" }).data_rows).toHaveLength(14);
  });

  it("groups by category with sums", () => {
    const grouped = listViewData(store, { list_type: "grouped" });
    expect(grouped.label).toEqual(["Category", "Quantity", "Revenue"]);
    const all = listViewData(store, { list_type: "ungrouped" }).data_rows;
    const total = (rows: { data: (string | number)[] }[], i: number) => rows.reduce((sum, row) => sum + Number(row.data[i]), 0);
    expect(total(grouped.data_rows, 1)).toBe(total(all, 2));
    expect(grouped.data_rows.map((row) => row.data[0])).toEqual(["Desks", "Accessories", "Seating", "Storage", "Courses"]);
  });
});

function item(attrs: string, manager = false) {
  document.body.innerHTML = `<div data-ks-dashboard-manager="${manager}"><div class="ks_list_view_item" data-title="Sales" ${attrs}><div class="ks_list_view_body"></div></div></div>`;
  return document.querySelector<HTMLElement>(".ks_list_view_item")!;
}
function services(fail = false) {
  vi.stubGlobal("fetch", async (url: string) => (url === TEMPLATES_URL ? new Response(XML) : new Response("", { status: 404 })));
  const rpc = (_route: string, params: Record<string, unknown>) =>
    Object.assign(fail ? Promise.reject(new Error("502")) : Promise.resolve(listViewData(store, params)), { abort() {} });
  return { rpc };
}

describe("dashboard list item", () => {
  it("shows a page of rows in its layout, pages on, sizes its grid cell and marks a manager's container", async () => {
    const host = item(`data-ks-list-view-layout="layout_2" data-ks-pagination-limit="4" data-ks-record-data-limit="10" data-gs-w="7"`, true);
    await mountBlock(dashboardList, host, services());
    await waitFor(() => expect(host.querySelectorAll("tbody tr")).toHaveLength(4));
    expect(host.querySelector("table")!.className).toContain("ks_list_view_layout_2");
    expect(host.querySelector(".ks_pager_value")!.textContent).toBe("1-4 / 10");
    expect(host.querySelector("tbody td")!.textContent).toBe("10/15/2026");
    expect(host.style.gridColumn).toBe("span 7");
    expect(host.style.gridRow).toBe("span 4");
    expect(host.classList.contains("ks_dashboard_manager")).toBe(true);
    host.querySelector<HTMLButtonElement>("[aria-label='Next page']")!.click();
    host.querySelector<HTMLButtonElement>("[aria-label='Next page']")!.click();
    await waitFor(() => expect(host.querySelector(".ks_pager_value")!.textContent).toBe("9-10 / 10"));
    expect(host.querySelector<HTMLButtonElement>("[aria-label='Next page']")!.disabled).toBe(true);
  });

  it("reads ks_list_view_data from the item when it is there, without asking the data route", async () => {
    const own = { label: ["Customer", "Total"], data_rows: [{ id: 1, data: ["Azure Interior", 12.5] }, { id: 2, data: ["Deco Addict", 3] }], date_index: [], fields_type: ["char", "float"] };
    const host = item(`data-ks-list-view-data='${JSON.stringify(own)}'`);
    const calls: unknown[] = [];
    const { rpc } = services();
    await mountBlock(dashboardList, host, { rpc: (route: string, params: Record<string, unknown>) => (calls.push(route), rpc(route, params)) });
    await waitFor(() => expect(host.querySelectorAll("tbody tr")).toHaveLength(2));
    expect([...host.querySelectorAll("tbody td")].map((td) => td.textContent)).toEqual(["Azure Interior", "12.50", "Deco Addict", "3.00"]);
    expect(calls).toEqual([]);
    expect(itemListViewData("{not json")).toBeNull();
    expect(itemListViewData(JSON.stringify({ label: [], data_rows: "x", date_index: [], fields_type: [] }))).toBeNull();
    expect(itemListViewData("")).toBeNull();
  });

  it("prints the table in a 1000 by 800 window after 3 s", async () => {
    const host = item(`data-ks-list-view-type="grouped" data-ks-precision-digits="1"`);
    await mountBlock(dashboardList, host, services());
    await waitFor(() => expect(host.querySelectorAll("tbody tr")).toHaveLength(5));
    expect(host.classList.contains("ks_dashboard_manager")).toBe(false);
    const printed = document.implementation.createHTMLDocument("");
    const print = vi.fn();
    const open = vi.spyOn(window, "open").mockReturnValue({ document: printed, print } as any);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    host.querySelector<HTMLButtonElement>("[aria-label='Print']")!.click();
    expect(open).toHaveBeenCalledWith("", "_blank", "width=1000,height=800");
    expect(printed.querySelectorAll("tbody tr")).toHaveLength(5);
    expect(printed.querySelector("h1")!.textContent).toBe("Sales");
    vi.advanceTimersByTime(PRINT_DELAY_MS - 1);
    expect(print).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(print).toHaveBeenCalledOnce();
  });

  it("says so when its data cannot load", async () => {
    const host = item("");
    await mountBlock(dashboardList, host, services(true));
    await waitFor(() => expect(host.querySelector("[role=alert]")?.textContent).toBe(LIST_LOAD_ERROR));
  });
});
