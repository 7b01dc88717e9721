// What the chart block's attributes mean for the chart library (spec 3 §3 Chart; odoo-markup §8
// `.s_chart`): type, data with per-dataset colours, border width, legend position ('none' hides
// it), tooltips, title and stacking. Pure: the island hands the result to the library.
export const CHART_TYPES = ["bar", "horizontalBar", "line", "pie", "doughnut", "radar"] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const LEGEND_POSITIONS = ["top", "bottom", "left", "right", "none"] as const;
export type LegendPosition = (typeof LEGEND_POSITIONS)[number];

type Colors = string | string[];
export type ChartData = { labels: string[]; datasets: { label: string; data: number[]; backgroundColor?: Colors; borderColor?: Colors }[] };
export type ChartBlockOptions = {
  type: ChartType; data: ChartData; borderWidth: number; legendPosition: LegendPosition; tooltipDisplay: boolean; title: string; stacked: boolean;
};

export const EMPTY_CHART: ChartData = { labels: [], datasets: [] };

export function isChartData(value: unknown): value is ChartData {
  if (!value || typeof value !== "object") return false;
  const { labels, datasets } = value as ChartData;
  return Array.isArray(labels) && Array.isArray(datasets) && datasets.every((set) => !!set && Array.isArray(set.data));
}

const RADIAL: ChartType[] = ["pie", "doughnut", "radar"];

/** Theme colour names (o-color-1, …) become the page's CSS variable; other values are CSS colours. */
export const resolveColor = (color: string, read: (variable: string) => string) => (/^o-color-\d$/.test(color) ? read(`--${color}`).trim() : "") || color;

const mapColor = (value: string | string[] | undefined, read: (variable: string) => string) =>
  value === undefined ? undefined : Array.isArray(value) ? value.map((c) => resolveColor(c, read)) : resolveColor(value, read);

/** The chart library's configuration for the block. */
export function chartConfig(options: ChartBlockOptions, readVariable: (variable: string) => string = () => "", animate = true) {
  const radial = RADIAL.includes(options.type);
  const { labels, datasets: sets } = options.data;
  const datasets = sets.map((set) => ({
    ...set,
    data: set.data.map(Number),
    backgroundColor: mapColor(set.backgroundColor, readVariable),
    borderColor: mapColor(set.borderColor, readVariable),
    borderWidth: options.borderWidth,
  }));
  const axis = { stacked: options.stacked, beginAtZero: true };
  return {
    type: options.type === "horizontalBar" ? "bar" : options.type,
    data: { labels, datasets },
    options: {
      responsive: true,
      maintainAspectRatio: true,
      indexAxis: options.type === "horizontalBar" ? "y" : "x",
      ...(animate ? {} : { animation: false as const }),
      plugins: {
        legend: { display: options.legendPosition !== "none", position: options.legendPosition === "none" ? "top" : options.legendPosition },
        tooltip: { enabled: options.tooltipDisplay },
        title: { display: !!options.title, text: options.title },
      },
      ...(radial ? {} : { scales: { x: axis, y: axis } }),
    },
  };
}
