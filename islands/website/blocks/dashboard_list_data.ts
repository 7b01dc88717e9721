// Dashboard list item rules (spec 3 §3, §6, §9): grid size (w 5, h 4 by default, at least 3 by 3),
// the print window (1000 by 800, printing after 3 s), pagination, and values formatted by type.
export const DATA_ROUTE = "/blocks/dashboard/list_view_data";
export const TEMPLATES_URL = "/static/blocks/dashboard_list.xml";
export const DEFAULT_GRID = { w: 5, h: 4 };
export const MIN_GRID = { w: 3, h: 3 };
export const PRINT_WINDOW = { width: 1000, height: 800 };
export const PRINT_DELAY_MS = 3000;
export const LAYOUTS = ["layout_1", "layout_2", "layout_3", "layout_4"] as const;
export type Layout = (typeof LAYOUTS)[number];
export const LIST_LOAD_ERROR = "The list could not be loaded.";
export const NO_DATA = "No data to show.";

export type ListViewData = { label: string[]; data_rows: { id: number; data: (string | number)[] }[]; date_index: number[]; fields_type: string[] };

/**
 * The item's own ks_list_view_data (a JSON text in data-ks-list-view-data, as the platform's item
 * carries it) when it is there and well formed; null sends the block to the data route.
 */
export function itemListViewData(text: string): ListViewData | null {
  if (!text.trim()) return null;
  try {
    const value = JSON.parse(text);
    const strings = (list: unknown) => Array.isArray(list) && list.every((item) => typeof item === "string");
    const ok =
      value && strings(value.label) && strings(value.fields_type) &&
      Array.isArray(value.date_index) && value.date_index.every(Number.isInteger) &&
      Array.isArray(value.data_rows) && value.data_rows.every((row: any) => row && Number.isInteger(row.id) && Array.isArray(row.data));
    return ok ? (value as ListViewData) : null;
  } catch {
    return null;
  }
}

export type LayoutClasses = { table: string; head: string; row: string };

export const gridSize = (w: number, h: number) => ({ w: Math.max(MIN_GRID.w, w || DEFAULT_GRID.w), h: Math.max(MIN_GRID.h, h || DEFAULT_GRID.h) });

/** The rows of one page (pages from 0) and the number of pages. */
export function pageOf<T>(rows: T[], page: number, limit: number) {
  const size = limit > 0 ? limit : rows.length || 1;
  const count = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(0, page), count - 1);
  return { rows: rows.slice(current * size, current * size + size), count, current, first: rows.length ? current * size + 1 : 0, last: Math.min(rows.length, current * size + size) };
}

/** A cell as shown: dates as the user's date, numbers with the item's precision digits. */
export function formatCell(value: string | number, type: string, isDate: boolean, digits: number): string {
  if (isDate && typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value)) {
    const [y, m, d] = value.slice(0, 10).split("-");
    return `${m}/${d}/${y}`;
  }
  if ((type === "float" || type === "monetary") && typeof value === "number") {
    return value.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });
  }
  return String(value);
}

/** The layouts of the templates file: t-name ks_list_view_<layout> → classes. */
export function parseLayouts(xml: string): Partial<Record<Layout, LayoutClasses>> {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const layouts: Partial<Record<Layout, LayoutClasses>> = {};
  for (const t of doc.getElementsByTagName("t")) {
    if (!t.hasAttribute("t-name")) continue;
    const layout = t.getAttribute("t-name")!.replace(/^ks_list_view_/, "") as Layout;
    if (LAYOUTS.includes(layout)) layouts[layout] = { table: t.getAttribute("table") ?? "", head: t.getAttribute("head") ?? "", row: t.getAttribute("row") ?? "" };
  }
  return layouts;
}
