// The JavaScript each fixture page downloads on a first visit, in gzip bytes, against
// docs/architecture.md's budgets: the one-island page, the richest portal page, and every other
// page without a heavy library.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { ONE_ISLAND_PAGE, RICHEST_PAGE } from "../fixtures/page_list";
import { sessionLabel, type PageVisit } from "./page_scripts";
import type { BenchRow } from "./row";

const KB = 1024;
export const ONE_ISLAND_BUDGET = 70 * KB;
export const RICHEST_BUDGET = 100 * KB;
export const PAGE_BUDGET = 110 * KB;

const gzipSizes = new Map<string, number>();
/** Where the reference server serves the build's files from (server/routes/static.ts). */
const servedFile = (path: string) => (path.startsWith("/site-dist/") ? `dist-site/${path.slice("/site-dist/".length)}` : `.${path}`);

/** The gzip -9 size of a file the server serves from the repository (/dist/…, /site-dist/…). */
export function gzipSize(path: string): number {
  let size = gzipSizes.get(path);
  if (size === undefined) gzipSizes.set(path, (size = gzipSync(readFileSync(servedFile(path)), { level: 9 }).length));
  return size;
}

/** The product's own files: the budgets are about what this build ships. */
export const productScripts = (visit: PageVisit) => visit.scripts.filter((script) => script.startsWith("/dist/"));

function budgetOf(path: string, heavy: boolean): number | undefined {
  if (path === ONE_ISLAND_PAGE) return ONE_ISLAND_BUDGET;
  if (path === RICHEST_PAGE) return RICHEST_BUDGET;
  return heavy ? undefined : PAGE_BUDGET;
}

export function pageWeightRows(visits: PageVisit[]): BenchRow[] {
  return visits.map((visit) => {
    const scripts = productScripts(visit);
    const bytes = scripts.reduce((sum, script) => sum + gzipSize(script), 0);
    const budget = budgetOf(visit.path, visit.heavy);
    return {
      name: `JavaScript of ${visit.path} (${sessionLabel(visit.session)}), first visit`,
      value: Math.round((bytes / KB) * 10) / 10,
      unit: `KB gzip in ${scripts.length} file(s)`,
      ...(budget === undefined ? {} : { budget: `≤ ${budget / KB}`, ok: bytes <= budget }),
    };
  });
}
