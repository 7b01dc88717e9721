// The chart's text alternative: its data as a table, read by screen readers while the canvas is
// drawn, and shown to everyone when the chart library could not load.
import type { ChartData } from "./chart_config";

export function ChartTable({ data: { labels, datasets }, caption, visible }: { data: ChartData; caption: string; visible: boolean }) {
  return (
    <table className={`o_chart_table table table-sm ${visible ? "" : "visually-hidden"}`}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <td />
          {datasets.map((set, i) => <th key={i} scope="col">{set.label}</th>)}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, row) => (
          <tr key={row}>
            <th scope="row">{label}</th>
            {datasets.map((set, i) => <td key={i}>{set.data[row] ?? ""}</td>)}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
