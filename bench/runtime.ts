// Runtime budgets of docs/architecture.md: loader size (real and with 150 islands), island chunk sizes, what
// each page downloads, scan time of a 20,000-element page, and the time until 200 islands are
// interactive, in headless Chromium, judged as a ratio to 200 bare React roots (bench/bare_react.ts).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import type { Hono } from "hono";
import { BARE_HOSTS, bareReactFirstVisit, serveBareReact } from "./bare_react";
import { benchLoaderSize } from "./loader_size";
import { closureRows, measureClosure } from "./runtime_closure";
import { jsRequestRows } from "./js_requests";
import { visitFixturePages } from "./page_scripts";
import { pageWeightRows } from "./page_weights";
import type { BenchRow } from "./row";
import { launchChromium, startBenchServer } from "./server";

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Each island's own file (dist/v/<hash>/islands/<index>.js, named in dist/islands.json); shared chunks apart. */
function islandChunkSizes(): BenchRow[] {
  const { islands }: { islands: { name: string; file: string }[] } = JSON.parse(readFileSync("dist/islands.json", "utf8"));
  return islands.map(({ name, file }) => {
    const size = gz(`dist/${file}`);
    return { name: `island chunk ${name}`, value: size, unit: "B gzip", budget: "≤ 12288", ok: size <= 12288 };
  });
}

async function scriptsDownloaded(page: Page, url: string): Promise<string[]> {
  const scripts: string[] = [];
  const listener = (request: { resourceType(): string; url(): string }) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  };
  page.on("request", listener);
  await page.goto(url);
  await page.waitForLoadState("networkidle");
  page.off("request", listener);
  return scripts;
}

function generatedPage(body: string): string {
  return `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>bench</title>
<script type="module" src="/dist/loader.js"></script></head><body><div id="wrapwrap"><main>${body}</main></div></body></html>`;
}

const MANY_ISLANDS_PAGE = generatedPage(
  Array.from({ length: 200 }, (_, i) => `<button class="btn js_disable_on_click" id="b${i}">${i}</button>`).join(""),
);

/**
 * The 200-island page, served by the bench's server before it answers anything (Hono refuses routes
 * after). Not routed by Playwright: routing turns the HTTP cache off, and the repeat visit then
 * downloaded every chunk again.
 */
function serveManyIslands(app: Hono<any>): void {
  app.get("/bench/many", (c) => c.html(MANY_ISLANDS_PAGE));
}

/** 200 islands: from the loader's start to every island mounted (runtime boot included), against 200 bare React roots. */
export async function benchHydration(browser: Browser, origin: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  // First visits: a new browser context (empty cache) per run, after one unmeasured warm-up of
  // the browser itself; repeat visits: the same context, hashed chunks served from its cache.
  const timeToInteractive = async (target: Page) => {
    await target.goto(`${origin}/bench/many`);
    return target.evaluate(async () => {
      await (window as any).islands.ready();
      return performance.now() - performance.getEntriesByName("islands:loader-start")[0].startTime;
    });
  };
  // Each first visit of ours is followed by one of 200 bare React roots, in the same browser:
  // the ratio of each pair compares two runs made under the same load of the machine.
  const firstVisits: number[] = [];
  const bareVisits: number[] = [];
  const ratios: number[] = [];
  for (let run = 0; run < 6; run++) {
    const context = await browser.newContext();
    const time = await timeToInteractive(await context.newPage());
    await context.close();
    const bare = await bareReactFirstVisit(browser, origin);
    if (run === 0) continue;
    firstVisits.push(time);
    bareVisits.push(bare);
    ratios.push(time / bare);
  }
  const repeatContext = await browser.newContext();
  const repeatPage = await repeatContext.newPage();
  await timeToInteractive(repeatPage);
  const repeatVisits: number[] = [];
  for (let run = 0; run < 5; run++) repeatVisits.push(await timeToInteractive(repeatPage));
  await repeatContext.close();
  const first = median(firstVisits);
  const repeat = median(repeatVisits);
  const bare = median(bareVisits);
  const ratio = median(ratios);
  // The absolute time depends on the machine and what else runs on it: the budget is the ratio.
  rows.push({ name: "200 islands interactive after loader start, first visit (median of 5)", value: first, unit: "ms" });
  rows.push({ name: `${BARE_HOSTS} bare React roots rendered, first visit, same browser (median of 5)`, value: bare, unit: "ms" });
  rows.push({ name: "200 islands first visit / bare React roots (median of 5 pairs)", value: Number(ratio.toFixed(2)), unit: "×", budget: "≤ 1.5", ok: ratio <= 1.5 });
  rows.push({ name: "200 islands interactive after loader start, repeat visit (median of 5)", value: repeat, unit: "ms", budget: "≤ 80", ok: repeat <= 80 });
  return rows;
}

export async function benchRuntime(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [...benchLoaderSize(), ...closureRows(measureClosure()), ...islandChunkSizes()];

  const server = await startBenchServer();
  await serveBareReact(server.app);
  serveManyIslands(server.app);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const noMarker = await scriptsDownloaded(page, `${server.origin}/`);
    rows.push({ name: "scripts downloaded by a page with no marker", value: noMarker.length, unit: `file(s): ${noMarker.join(" ")}`, budget: "loader.js only", ok: noMarker.length === 1 && noMarker[0] === "/dist/loader.js" });
    const visits = await visitFixturePages(browser, server.origin);
    rows.push(...pageWeightRows(visits), ...jsRequestRows(visits));

    // Scan: a page of 20,000 elements (2,223 rows of 9) with a marker; the synchronous part of
    // start() is the scan.
    const filler = Array.from({ length: 2223 }, (_, i) => `<div class="row"><div class="col"><span>item ${i}</span><a href="/p/${i}">link</a><ul><li>a</li><li>b</li></ul><p><b>x</b></p></div></div>`).join("");
    await page.route(`${server.origin}/bench/scan`, (route) => route.fulfill({ contentType: "text/html", body: generatedPage(`${filler}<button class="js_disable_on_click">x</button>`) }));
    await page.goto(`${server.origin}/bench/scan`);
    await page.evaluate(() => (window as any).islands.ready());
    const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
    const scanTimes = await page.evaluate(() => {
      const { start, stop } = (window as any).islands;
      const times: number[] = [];
      for (let i = 0; i < 15; i++) {
        stop(document);
        const t0 = performance.now();
        start(document);
        times.push(performance.now() - t0);
      }
      return times;
    });
    const scan = median(scanTimes);
    rows.push({ name: `scan of a ${elements}-element page (median of 15)`, value: scan, unit: "ms", budget: "≤ 10", ok: scan <= 10 });

    rows.push(...(await benchHydration(browser, server.origin)));
  } finally {
    await browser.close();
    await server.close();
  }
  return rows;
}
