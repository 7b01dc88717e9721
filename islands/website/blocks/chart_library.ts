// The chart library, fetched the first time a chart is drawn: only pages with a chart download it.
import { loadOnce } from "../../../src/kit";

export const loadChartLibrary = loadOnce(() => import("chart.js/auto"));
