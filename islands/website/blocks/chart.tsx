// Chart block (spec 3 §3 Chart, §7): the block's data drawn on its canvas by the chart library,
// fetched on demand, and as a table for screen readers, shown instead when the library cannot
// load. Stopping the island destroys the chart; in the editor it is drawn without animation.
import { useEffect, useState } from "react";
import { Portal, attr, child, defineIsland, defineMarkup, isEditing, useBind, useHost, useTranslate, useWaitFor, type IslandProps } from "../../../src/kit";
import { CHART_TYPES, EMPTY_CHART, LEGEND_POSITIONS, chartConfig, isChartData, type ChartData } from "./chart_config";
import { loadChartLibrary } from "./chart_library";

export const CHART_FALLBACK = "The chart could not be drawn; here are its data.";

// The page's charts are drawn one per task, after the browser had a turn: drawn together in the
// task that fetched the library, six charts blocked the main thread for 224 ms on a phone.
let queue: Promise<void> = Promise.resolve();

/** Runs `draw` in a task of its own, after every draw asked for before it. */
export function drawInTurn(draw: () => void): Promise<void> {
  const turn = queue.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0))).then(draw);
  queue = turn.catch(() => undefined);
  return turn;
}

/** The chart's data as a table: read by screen readers while the canvas is drawn, shown when the library could not load. */
function ChartTable({ data: { labels, datasets }, caption, visible }: { data: ChartData; caption: string; visible: boolean }) {
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

const markup = defineMarkup({
  attributes: {
    type: attr.oneOf("data-type", CHART_TYPES, "bar"),
    data: attr.json("data-data", EMPTY_CHART, isChartData),
    borderWidth: attr.number("data-border-width", 2),
    legendPosition: attr.oneOf("data-legend-position", LEGEND_POSITIONS, "top"),
    tooltipDisplay: attr.boolean("data-tooltip-display", true),
    title: attr.string("data-title", ""),
    stacked: attr.boolean("data-stacked", false),
  },
  children: { canvas: child.optional("canvas") },
});

function ChartBlock({ attrs: options, parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const _t = useTranslate();
  const waitFor = useWaitFor();
  const [drawn, setDrawn] = useState(false);
  const [failed, setFailed] = useState(false);
  const caption = options.title || _t("Chart data");

  useEffect(() => {
    const canvas = parts.canvas.first<HTMLCanvasElement>();
    if (!canvas) return;
    let live = true;
    let chart: { destroy(): void } | null = null;
    const styles = getComputedStyle(host);
    waitFor(loadChartLibrary()).then(
      ({ Chart }) =>
        drawInTurn(() => {
          if (!live) return;
          setDrawn(true);
          chart = new Chart(canvas, chartConfig(options, (name) => styles.getPropertyValue(name), !isEditing()) as any);
        }),
      () => setFailed(true),
    );
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [host, parts, options, waitFor]);

  useBind(parts, { canvas: { class: { "d-none": failed }, attr: { role: drawn ? "img" : undefined, "aria-label": drawn ? caption : undefined } } });

  return (
    <Portal>
      {failed && <p className="o_chart_fallback text-muted small mb-1" role="status">{_t(CHART_FALLBACK)}</p>}
      <ChartTable data={options.data} caption={caption} visible={failed} />
    </Portal>
  );
}

export default defineIsland({
  name: "blocks.chart",
  selector: ".s_chart",
  moment: "visible",
  mode: "enhance",
  editMode: "on",
  markup,
  Component: ChartBlock,
});
