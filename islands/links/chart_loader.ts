// Loads the chart library on demand (its own chunk, never in the shared runtime) and draws a line
// or pie chart of a series in a canvas.
import type { Chart as ChartType } from "chart.js";
import type { Series } from "./stats_rules";

const PALETTE = ["#714B67", "#017E84", "#E46E78", "#F4A261", "#2A9D8F", "#6C757D"];

export async function drawChart(canvas: HTMLCanvasElement, kind: "line" | "pie", series: Series, label: string): Promise<ChartType> {
  const { default: Chart } = await import("chart.js/auto");
  return new Chart(canvas, {
    type: kind,
    data: {
      labels: series.labels,
      datasets: [
        kind === "line"
          ? { label, data: series.counts, borderColor: PALETTE[0], backgroundColor: "rgba(113,75,103,0.15)", fill: true, tension: 0.2 }
          : { label, data: series.counts, backgroundColor: series.labels.map((_, i) => PALETTE[i % PALETTE.length]) },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: kind === "pie",
      animation: false,
      plugins: { legend: { display: kind === "pie" } },
      // Clicks are whole numbers counted from none: no 0.94 … 1.06 axis around a flat line.
      ...(kind === "line" ? { scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } } : {}),
    },
  });
}
