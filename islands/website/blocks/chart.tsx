// Chart block (spec 3 §3 Chart, §7): draws the block's data on its canvas with the chart library,
// fetched on demand; a table carries the same data for screen readers, and is shown instead when
// the library cannot load. The library redraws on resize; stopping the island destroys the chart.
// In the editor the chart is drawn without animation. Charts are drawn one per task (chart_turns.ts).
import { useEffect, useState } from "react";
import { Portal, attr, child, defineIsland, defineMarkup, isEditing, useBind, useHost, useTranslate, useWaitFor, type IslandProps } from "../../../src/kit";
import { CHART_TYPES, EMPTY_CHART, LEGEND_POSITIONS, chartConfig, isChartData } from "./chart_config";
import { loadChartLibrary } from "./chart_library";
import { ChartTable } from "./chart_table";
import { drawInTurn } from "./chart_turns";

export const CHART_FALLBACK = "The chart could not be drawn; here are its data.";
export const CHART_CAPTION = "Chart data";

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
  const caption = options.title || _t(CHART_CAPTION);

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
