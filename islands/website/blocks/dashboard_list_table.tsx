// The dashboard list item's table: one page of rows, in the layout's classes.
import { formatCell, type LayoutClasses, type ListViewData } from "./dashboard_list_data";

export function ListTable({ data, rows, layout, digits, caption }: { data: ListViewData; rows: ListViewData["data_rows"]; layout: LayoutClasses; digits: number; caption: string }) {
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
