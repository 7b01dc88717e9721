// Chart block (spec 3 §3 Chart, §7): draws the block's data on its canvas with the chart library,
// fetched on demand; a table carries the same data for screen readers, and is shown instead when
// the library cannot load. The library redraws on resize; stopping the island destroys the chart.
// In the editor the chart is drawn without animation. Charts are drawn one per task (chart_turns.ts).
import { defineIsland, isEditing, useHost, useTranslate } from "../../../src/kit";
import { useEffect, useState } from "react";
import { HostPortal } from "../../../src/components/HostPortal";
import { CHART_TYPES, EMPTY_CHART, LEGEND_POSITIONS, chartConfig, isChartData, type ChartBlockOptions } from "./chart_config";
import { loadChartLibrary } from "./chart_library";
import { ChartTable } from "./chart_table";
import { drawInTurn } from "./chart_turns";

export const CHART_FALLBACK = "The chart could not be drawn; here are its data.";
export const CHART_CAPTION = "Chart data";

function ChartBlock(options: ChartBlockOptions) {
  const host = useHost();
  const _t = useTranslate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = host.querySelector("canvas");
    if (!canvas) return;
    let live = true;
    let chart: { destroy(): void } | null = null;
    const styles = getComputedStyle(host);
    loadChartLibrary().then(
      ({ Chart }) =>
        drawInTurn(() => {
          if (!live) return;
          canvas.setAttribute("role", "img");
          canvas.setAttribute("aria-label", options.title || _t(CHART_CAPTION));
          chart = new Chart(canvas, chartConfig(options, (name) => styles.getPropertyValue(name), !isEditing()) as any);
        }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [host, options, _t]);

  useEffect(() => {
    host.querySelector("canvas")?.classList.toggle("d-none", failed);
  }, [host, failed]);

  return (
    <HostPortal>
      {failed && <p className="o_chart_fallback text-muted small mb-1" role="status">{_t(CHART_FALLBACK)}</p>}
      <ChartTable data={options.data} caption={options.title || _t(CHART_CAPTION)} visible={failed} />
    </HostPortal>
  );
}

export default defineIsland({
  name: "blocks.chart",
  selector: ".s_chart",
  moment: "visible",
  mode: "enhance",
  editMode: "on",
  props: (_host, read): ChartBlockOptions => ({
    type: read.oneOf("data-type", CHART_TYPES, "bar"),
    data: read.json("data-data", EMPTY_CHART, isChartData),
    borderWidth: read.number("data-border-width", 2),
    legendPosition: read.oneOf("data-legend-position", LEGEND_POSITIONS, "top"),
    tooltipDisplay: read.boolean("data-tooltip-display", true),
    title: read.string("data-title", ""),
    stacked: read.boolean("data-stacked", false),
  }),
  Component: ChartBlock,
});
