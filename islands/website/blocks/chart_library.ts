// The chart library, fetched the first time a chart is drawn: only pages with a chart download it.
export type ChartLibrary = typeof import("chart.js/auto");

let loading: Promise<ChartLibrary> | null = null;

export function loadChartLibrary(): Promise<ChartLibrary> {
  loading ??= import("chart.js/auto").catch((error) => {
    loading = null; // a later chart may try again
    throw error;
  });
  return loading;
}
