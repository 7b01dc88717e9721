// The JavaScript each fixture page downloads on a first visit (a fresh browser context), in
// gzip bytes, against docs/architecture.md's budgets: the one-island page, the richest portal page, and every
// other page without a heavy library.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";
import { FIXTURE_PAGES, ONE_ISLAND_PAGE, RICHEST_PAGE } from "../fixtures/page_list";
import type { BenchRow } from "./row";

const KB = 1024;
export const ONE_ISLAND_BUDGET = 70 * KB;
export const RICHEST_BUDGET = 100 * KB;
export const PAGE_BUDGET = 110 * KB;

const gzipSizes = new Map<string, number>();
function gzipSize(path: string): number {
  let size = gzipSizes.get(path);
  if (size === undefined) gzipSizes.set(path, (size = gzipSync(readFileSync(`.${path}`), { level: 9 }).length));
  return size;
}

async function login(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/web/login`);
  await page.fill("#login", "portal");
  await page.fill("#password", "portal");
  await page.click("button[type=submit]");
  await page.waitForURL((url) => !url.pathname.startsWith("/web/login"));
}

const QUIET_MS = 300;

/**
 * Every script file of dist/ the page downloads, until its islands are ready and no script has
 * been asked for during QUIET_MS (not "network idle": the bus page keeps a long poll open).
 */
async function scriptsOf(page: Page, url: string): Promise<string[]> {
  const scripts = new Set<string>();
  let lastRequest = Date.now();
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (!path.startsWith("/dist/") || !path.endsWith(".js")) return;
    scripts.add(path);
    lastRequest = Date.now();
  });
  await page.goto(url);
  await page.evaluate(() => (window as any).islands?.ready());
  while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(QUIET_MS / 3);
  return [...scripts];
}

function budgetOf(path: string, heavy: boolean | undefined): number | undefined {
  if (path === ONE_ISLAND_PAGE) return ONE_ISLAND_BUDGET;
  if (path === RICHEST_PAGE) return RICHEST_BUDGET;
  return heavy ? undefined : PAGE_BUDGET;
}

export async function benchPageWeights(browser: Browser, origin: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const { path, sessions, heavy } of FIXTURE_PAGES) {
    for (const session of sessions) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (session === "in") await login(page, origin);
      const scripts = await scriptsOf(page, `${origin}${path}`);
      await context.close();
      const bytes = scripts.reduce((sum, script) => sum + gzipSize(script), 0);
      const budget = budgetOf(path, heavy);
      rows.push({
        name: `JavaScript of ${path} (${session === "in" ? "signed in" : "visitor"}), first visit`,
        value: Math.round((bytes / KB) * 10) / 10,
        unit: `KB gzip in ${scripts.length} file(s)`,
        ...(budget === undefined ? {} : { budget: `≤ ${budget / KB}`, ok: bytes <= budget }),
      });
    }
  }
  return rows;
}
