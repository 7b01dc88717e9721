// How many JavaScript files each fixture page downloads on a first visit (issue #30: at most 12 on
// a page without a heavy library), with their gzip bytes. In `npm run bench`, a row per page and
// session; on its own, a table:
//   npx tsx bench/js_requests.ts [--save figures.json] [--before figures.json]
// --save keeps the figures, --before prints them next to this build's (a before/after table).
import { readFileSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { gzipSize } from "./page_weights";
import { sessionLabel, visitFixturePages, type PageVisit } from "./page_scripts";
import type { BenchRow } from "./row";
import { launchChromium, startBenchServer } from "./server";

export const JS_REQUEST_BUDGET = 12;

export interface RequestFigures {
  page: string;
  heavy: boolean;
  requests: number;
  /** gzip -9 bytes of the files */
  bytes: number;
  files: string[];
}

export function requestFigures(visits: PageVisit[]): RequestFigures[] {
  return visits.map((visit) => ({
    page: `${visit.path} (${sessionLabel(visit.session)})`,
    heavy: visit.heavy,
    requests: visit.scripts.length,
    bytes: visit.scripts.reduce((sum, script) => sum + gzipSize(script), 0),
    files: visit.scripts,
  }));
}

export function jsRequestRows(visits: PageVisit[]): BenchRow[] {
  return visits.map(({ path, session, heavy, scripts }) => ({
    name: `JavaScript requests of ${path} (${sessionLabel(session)}), first visit`,
    value: scripts.length,
    unit: "file(s)",
    ...(heavy ? {} : { budget: `≤ ${JS_REQUEST_BUDGET}`, ok: scripts.length <= JS_REQUEST_BUDGET }),
  }));
}

/** A markdown table of this build's figures, next to earlier ones when given. */
export function requestTable(now: RequestFigures[], before?: RequestFigures[]): string {
  const earlier = new Map((before ?? []).map((figures) => [figures.page, figures]));
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const lines = before
    ? ["| page | JS files before | after | KB gzip before | after |", "|---|---|---|---|---|"]
    : ["| page | JS files | KB gzip |", "|---|---|---|"];
  for (const figures of now) {
    const name = `${figures.page}${figures.heavy ? " (heavy)" : ""}`;
    const old = earlier.get(figures.page);
    lines.push(
      before
        ? `| ${name} | ${old?.requests ?? "–"} | ${figures.requests} | ${old ? kb(old.bytes) : "–"} | ${kb(figures.bytes)} |`
        : `| ${name} | ${figures.requests} | ${kb(figures.bytes)} |`,
    );
  }
  return lines.join("\n");
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { save: { type: "string" }, before: { type: "string" } } });
  const server = await startBenchServer();
  const browser = await launchChromium();
  try {
    const figures = requestFigures(await visitFixturePages(browser, server.origin));
    if (values.save) writeFileSync(values.save, `${JSON.stringify(figures, null, 2)}\n`);
    const before = values.before ? (JSON.parse(readFileSync(values.before, "utf8")) as RequestFigures[]) : undefined;
    console.log(requestTable(figures, before));
    const over = figures.filter((f) => !f.heavy && f.requests > JS_REQUEST_BUDGET);
    console.log(`\n${over.length} page(s) without a heavy library over ${JS_REQUEST_BUDGET} JavaScript files`);
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1]?.endsWith("js_requests.ts")) await main();
