// Dashboard list item (spec 3 §3, §6, §9; the third-party dashboard's ks_* list view): its layouts
// from a static XML templates file, its data from the server (or the item's own), a page at a time
// in its grid cell; the manager flag marks the container; print opens the table alone and prints it.
import { Portal, attr, checked, child, defineIsland, defineMarkup, is, useBind, useHost, useService, useTimeouts, useTranslate, useWaitFor, type IslandProps } from "../../../src/kit";
import { useEffect, useState } from "react";
import {
  DATA_ROUTE, LAYOUTS, LIST_LOAD_ERROR, NO_DATA, PRINT_DELAY_MS, PRINT_WINDOW, TEMPLATES_URL, formatCell, gridSize, itemListViewData, pageOf, parseLayouts,
  type LayoutClasses, type ListViewData,
} from "./dashboard_list_data";

const markup = defineMarkup({
  attributes: {
    title: attr.string("data-title", ""),
    listType: attr.oneOf("data-ks-list-view-type", ["ungrouped", "grouped"] as const, "ungrouped"),
    layout: attr.oneOf("data-ks-list-view-layout", LAYOUTS, "layout_1"),
    paginationLimit: attr.int("data-ks-pagination-limit", 10),
    recordLimit: attr.int("data-ks-record-data-limit", 0),
    digits: attr.int("data-ks-precision-digits", 2),
    calculation: attr.oneOf("data-ks-data-calculation-type", ["custom", "query"] as const, "custom"),
    w: attr.int("data-gs-w", 0),
    h: attr.int("data-gs-h", 0),
    /** the item's own rows, used instead of asking the data route */
    itemData: attr.string("data-ks-list-view-data", ""),
  },
  children: { body: child.optional(".ks_list_view_body"), table: child.optional(".ks_list_view_body table") },
});

const listViewData = is.object({
  label: is.array(is.string),
  data_rows: is.array(is.object({ id: is.number, data: is.array(is.union(is.string, is.number)) })),
  date_index: is.array(is.number),
  fields_type: is.array(is.string),
});

/** A window of the table alone, printed after PRINT_DELAY_MS (or null when the browser refused it). */
function printWindow(title: string, table: HTMLTableElement): Window | null {
  const opened = window.open("", "_blank", `width=${PRINT_WINDOW.width},height=${PRINT_WINDOW.height}`);
  if (!opened) return null;
  const heading = opened.document.createElement("h1");
  heading.textContent = title;
  opened.document.title = title;
  opened.document.body.append(heading, opened.document.importNode(table, true));
  return opened;
}

function ListTable({ data, rows, layout, digits, caption }: { data: ListViewData; rows: ListViewData["data_rows"]; layout: LayoutClasses; digits: number; caption: string }) {
  return (
    <table className={layout.table || "table table-sm"}>
      <caption className="visually-hidden">{caption}</caption>
      <thead className={layout.head}>
        <tr>{data.label.map((label, i) => <th key={i} scope="col" className={data.fields_type[i] === "char" || data.date_index.includes(i) ? "" : "text-end"}>{label}</th>)}</tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className={layout.row}>
            {row.data.map((value, i) => (
              <td key={i} className={typeof value === "number" ? "text-end" : ""}>{formatCell(value, data.fields_type[i], data.date_index.includes(i), digits)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DashboardList({ attrs, parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const _t = useTranslate();
  const rpc = useService("rpc");
  const waitFor = useWaitFor();
  const timeouts = useTimeouts();
  const [loaded, setLoaded] = useState<{ data: ListViewData; layout: LayoutClasses } | { error: true } | null>(null);
  const [page, setPage] = useState(0);
  const props = { ...attrs, digits: Math.min(6, Math.max(0, attrs.digits)) };
  // the dashboard marks its managers on an ancestor of the item
  const [manager] = useState(() => !!host.closest("[data-ks-dashboard-manager='true']"));
  const grid = gridSize(props.w, props.h);
  useBind(parts, { host: { style: { "grid-column": `span ${grid.w}`, "grid-row": `span ${grid.h}` }, class: { ks_dashboard_manager: manager } } });

  useEffect(() => {
    const own = itemListViewData(props.itemData);
    const data = own ? Promise.resolve(own) : rpc(DATA_ROUTE, { list_type: props.listType, record_limit: props.recordLimit, calculation: props.calculation }, { silent: true }).then(checked(listViewData));
    const templates = fetch(TEMPLATES_URL).then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))));
    waitFor(Promise.all([data, templates])).then(
      ([list, xml]) => setLoaded({ data: list, layout: parseLayouts(xml)[props.layout] ?? { table: "", head: "", row: "" } }),
      () => setLoaded({ error: true }),
    );
  }, [rpc, waitFor, props.listType, props.recordLimit, props.calculation, props.layout, props.itemData]);

  if (!loaded) return null;
  if ("error" in loaded) return <Portal into={parts.body}><p className="alert alert-warning" role="alert">{_t(LIST_LOAD_ERROR)}</p></Portal>;
  const shown = pageOf(loaded.data.data_rows, page, props.paginationLimit);
  const onPrint = () => {
    const table = parts.table.first<HTMLTableElement>();
    const opened = table && printWindow(props.title, table);
    if (opened) timeouts.set(() => opened.print(), PRINT_DELAY_MS);
  };
  return (
    <Portal into={parts.body}>
      <div className="d-flex align-items-center gap-2 mb-2 ks_list_view_controls">
        {manager && <span className="badge text-bg-secondary">{props.calculation}</span>}
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
    </Portal>
  );
}

export default defineIsland({
  name: "blocks.dashboard_list",
  selector: ".ks_list_view_item",
  moment: "visible",
  mode: "enhance",
  editMode: "on",
  markup,
  Component: DashboardList,
});
