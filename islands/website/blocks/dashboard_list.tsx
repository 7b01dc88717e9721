// Dashboard list item (spec 3 §3, §6, §9; the third-party dashboard's ks_* list view): its layouts
// from a static XML templates file, its data (ungrouped or grouped rows, record limit, query or
// custom calculation) from the server, shown a page at a time with the item's precision digits,
// in a grid cell of w by h (5 by 4 by default, at least 3 by 3). The manager flag marks the
// container for managers; print opens a 1000 by 800 window and prints it after 3 s.
import { defineIsland, useHost, useService, useTranslate } from "../../../src/kit";
import { useEffect, useState } from "react";
import { HostPortal } from "../../../src/components/HostPortal";
import {
  DATA_ROUTE, LAYOUTS, LIST_LOAD_ERROR, NO_DATA, PRINT_DELAY_MS, PRINT_WINDOW, TEMPLATES_URL, gridSize, itemListViewData, pageOf, parseLayouts,
  type Layout, type LayoutClasses, type ListViewData,
} from "./dashboard_list_data";
import { ListTable } from "./dashboard_list_table";

interface ListItemProps {
  title: string;
  listType: "ungrouped" | "grouped";
  layout: Layout;
  paginationLimit: number;
  recordLimit: number;
  digits: number;
  calculation: "custom" | "query";
  manager: boolean;
  w: number;
  h: number;
  /** data-ks-list-view-data: the item's own rows, used instead of asking the data route */
  itemData: string;
}

type Loaded = { data: ListViewData; layout: LayoutClasses } | { error: true } | null;

function printTable(title: string, table: HTMLTableElement): () => void {
  const opened = window.open("", "_blank", `width=${PRINT_WINDOW.width},height=${PRINT_WINDOW.height}`);
  if (!opened) return () => {};
  const heading = opened.document.createElement("h1");
  heading.textContent = title;
  opened.document.title = title;
  opened.document.body.append(heading, opened.document.importNode(table, true));
  const timer = setTimeout(() => opened.print(), PRINT_DELAY_MS);
  return () => clearTimeout(timer);
}

function DashboardList(props: ListItemProps) {
  const host = useHost();
  const _t = useTranslate();
  const rpc = useService("rpc");
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [page, setPage] = useState(0);
  const [printing, setPrinting] = useState<(() => void) | null>(null);

  useEffect(() => {
    const { w, h } = gridSize(props.w, props.h);
    Object.assign(host.style, { gridColumn: `span ${w}`, gridRow: `span ${h}` });
    host.classList.toggle("ks_dashboard_manager", props.manager);
    return () => {
      host.style.gridColumn = host.style.gridRow = "";
      host.classList.remove("ks_dashboard_manager");
    };
  }, [host, props.w, props.h, props.manager]);

  useEffect(() => {
    let live = true;
    const own = itemListViewData(props.itemData);
    const data = own ? Promise.resolve(own) : rpc<ListViewData>(DATA_ROUTE, { list_type: props.listType, record_limit: props.recordLimit, calculation: props.calculation }, { silent: true });
    const templates = fetch(TEMPLATES_URL).then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))));
    Promise.all([data, templates]).then(
      ([list, xml]) => live && setLoaded({ data: list, layout: parseLayouts(xml)[props.layout] ?? { table: "", head: "", row: "" } }),
      () => live && setLoaded({ error: true }),
    );
    return () => void (live = false);
  }, [rpc, props.listType, props.recordLimit, props.calculation, props.layout, props.itemData]);

  useEffect(() => () => printing?.(), [printing]);

  if (!loaded) return null;
  if ("error" in loaded) return <HostPortal selector=".ks_list_view_body"><p className="alert alert-warning" role="alert">{_t(LIST_LOAD_ERROR)}</p></HostPortal>;
  const shown = pageOf(loaded.data.data_rows, page, props.paginationLimit);
  const onPrint = () => {
    const table = host.querySelector<HTMLTableElement>(".ks_list_view_body table");
    if (!table) return;
    const cancel = printTable(props.title, table);
    setPrinting(() => cancel);
  };
  return (
    <HostPortal selector=".ks_list_view_body">
      <div className="d-flex align-items-center gap-2 mb-2 ks_list_view_controls">
        {props.manager && <span className="badge text-bg-secondary">{props.calculation}</span>}
        <span className="ms-auto small ks_pager_value" aria-live="polite">{shown.first}-{shown.last} / {loaded.data.data_rows.length}</span>
        <button type="button" className="btn btn-sm btn-light" aria-label={_t("Previous page")} disabled={shown.current === 0} onClick={() => setPage((current) => Math.max(0, Math.min(current, shown.count - 1) - 1))}>
          <i className="fa fa-chevron-left" aria-hidden="true" />
        </button>
        <button type="button" className="btn btn-sm btn-light" aria-label={_t("Next page")} disabled={shown.current >= shown.count - 1} onClick={() => setPage((current) => Math.min(shown.count - 1, current + 1))}>
          <i className="fa fa-chevron-right" aria-hidden="true" />
        </button>
        <button type="button" className="btn btn-sm btn-light" aria-label={_t("Print")} onClick={onPrint}>
          <i className="fa fa-print" aria-hidden="true" />
        </button>
      </div>
      {loaded.data.data_rows.length
        ? <ListTable data={loaded.data} rows={shown.rows} layout={loaded.layout} digits={props.digits} caption={props.title} />
        : <p className="text-muted">{_t(NO_DATA)}</p>}
    </HostPortal>
  );
}

export default defineIsland({
  name: "blocks.dashboard_list",
  selector: ".ks_list_view_item",
  moment: "visible",
  mode: "enhance",
  editMode: "on",
  props: (host, read): ListItemProps => ({
    title: read.string("data-title", ""),
    listType: read.oneOf("data-ks-list-view-type", ["ungrouped", "grouped"] as const, "ungrouped"),
    layout: read.oneOf("data-ks-list-view-layout", LAYOUTS, "layout_1"),
    paginationLimit: read.int("data-ks-pagination-limit", 10),
    recordLimit: read.int("data-ks-record-data-limit", 0),
    digits: Math.min(6, Math.max(0, read.int("data-ks-precision-digits", 2))),
    calculation: read.oneOf("data-ks-data-calculation-type", ["custom", "query"] as const, "custom"),
    manager: !!host.closest("[data-ks-dashboard-manager='true']"),
    w: read.int("data-gs-w", 0),
    h: read.int("data-gs-h", 0),
    itemData: read.string("data-ks-list-view-data", ""),
  }),
  Component: DashboardList,
});
