// Lighthouse in mobile mode (its default: a phone's screen, a 4× slower CPU and a slow 4G network,
// simulated) on every visitor page of fixtures/page_list.ts and on the pages only the portal user
// sees, one Chrome for all, one page after the other. `--lighthouse=quick` runs five
// representative pages, `--lighthouse=off` none.
import { FIXTURE_PAGES } from "../fixtures/page_list";
import { CHROMIUM_ARGS } from "../playwright.config";
import type { BenchRow } from "./row";
import { startBenchServer } from "./server";
import { lighthouseBudgets, type LighthouseFigures } from "./lighthouse_budgets";
import { loadLighthouse, type RunLighthouse } from "./load_lighthouse";

export type LighthouseMode = "full" | "quick" | "off";

export interface Target {
  path: string;
  signedIn: boolean;
  heavy: boolean;
}

// The signed-in pages run first: Lighthouse keeps cookies between runs, and the anonymous session
// cookie a visitor's page left in Chrome would win over the portal user's Cookie header.

/** The five pages of the quick mode: one island, the header's, the shop, the richest portal page, a lesson. */
const QUICK: Target[] = [
  { path: "/my/invoices/1", signedIn: true, heavy: false },
  { path: "/contactus", signedIn: false, heavy: false },
  { path: "/website/home", signedIn: false, heavy: false },
  { path: "/shop", signedIn: false, heavy: false },
  { path: "/slides/slide/test-yourself-8", signedIn: false, heavy: false },
];

export function lighthouseTargets(mode: LighthouseMode): Target[] {
  if (mode === "off") return [];
  if (mode === "quick") return QUICK;
  const visitor = FIXTURE_PAGES.filter((page) => page.sessions.includes("out"));
  const portalOnly = FIXTURE_PAGES.filter((page) => page.sessions.includes("in") && !page.sessions.includes("out"));
  return [
    ...portalOnly.map((page) => ({ path: page.path, signedIn: true, heavy: page.heavy === true })),
    ...visitor.map((page) => ({ path: page.path, signedIn: false, heavy: page.heavy === true })),
  ];
}

export function lighthouseMode(argv: string[]): LighthouseMode {
  const flag = argv.find((arg) => arg.startsWith("--lighthouse="));
  const mode = flag?.slice("--lighthouse=".length) ?? "full";
  if (mode !== "full" && mode !== "quick" && mode !== "off") throw new Error(`--lighthouse=${mode}: full, quick or off`);
  return mode;
}

/** The portal user's session cookie, through the login form as a browser posts it. */
export async function portalCookie(origin: string): Promise<string> {
  const form = await fetch(`${origin}/web/login`);
  const anonymous = form.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
  const csrf = /name="csrf_token" value="([^"]+)"/.exec(await form.text())?.[1];
  if (!csrf) throw new Error("no csrf_token on /web/login");
  const body = new URLSearchParams({ login: "portal", password: "portal", csrf_token: csrf, redirect: "/my" });
  const answer = await fetch(`${origin}/web/login`, { method: "POST", body, headers: { cookie: anonymous }, redirect: "manual" });
  const session = answer.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).find((cookie) => cookie.startsWith("session_id="));
  if (answer.status !== 302 || !session) throw new Error(`portal login failed: ${answer.status}`);
  return session;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

function figuresOf(lhr: any): LighthouseFigures {
  const audit = (id: string): number => lhr.audits[id]?.numericValue ?? NaN;
  const items: NetworkItem[] = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = items.filter((item) => item.resourceType === "Script");
  return {
    performance: lhr.categories.performance.score ?? NaN,
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsRequests: scripts.length,
  };
}

function rowOf(target: Target, figures: LighthouseFigures): BenchRow {
  const misses = lighthouseBudgets(figures, target.heavy);
  const f = figures;
  return {
    name: `lighthouse ${target.path} (${target.signedIn ? "signed in" : "visitor"}${target.heavy ? ", heavy" : ""})`,
    value: f.performance,
    unit:
      `perf | FCP ${Math.round(f.fcp)} ms, LCP ${Math.round(f.lcp)} ms, TBT ${Math.round(f.tbt)} ms, CLS ${f.cls.toFixed(3)}, ` +
      `JS ${(f.jsBytes / 1024).toFixed(1)} KB in ${f.jsRequests} request(s)${misses.length ? ` | over: ${misses.join(", ")}` : ""}`,
    budget: target.heavy ? "perf ≥ 0.9, CLS ≤ 0.01, TBT ≤ 150 ms" : "perf ≥ 0.95, CLS ≤ 0.01, TBT ≤ 50 ms, ≤ 12 JS requests",
    ok: misses.length === 0,
  };
}

export async function benchLighthouse(mode: LighthouseMode, targets = lighthouseTargets(mode)): Promise<BenchRow[]> {
  if (targets.length === 0) return [];
  const { lighthouse, launch } = await loadLighthouse();
  const server = await startBenchServer();
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROMIUM_ARGS,
  });
  const rows: BenchRow[] = [];
  const started = performance.now();
  try {
    const cookie = targets.some((target) => target.signedIn) ? await portalCookie(server.origin) : "";
    for (const [index, target] of targets.entries()) {
      rows.push(await runOne(lighthouse, target, chrome.port, server.origin, cookie));
      // a full run takes minutes: say where it is
      process.stderr.write(`lighthouse ${index + 1}/${targets.length} ${rows.at(-1)!.name}: ${rows.at(-1)!.value} ${rows.at(-1)!.unit}\n`);
    }
  } finally {
    chrome.kill();
    await server.close();
  }
  rows.push({ name: `lighthouse run (${mode}, ${targets.length} pages)`, value: Math.round((performance.now() - started) / 100) / 10, unit: "s" });
  return rows;
}

/** One page's row; a run that fails or lands elsewhere is a row over budget, and the others still run. */
async function runOne(lighthouse: RunLighthouse, target: Target, port: number, origin: string, cookie: string): Promise<BenchRow> {
  try {
    const result = await lighthouse(`${origin}${target.path}`, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      ...(target.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`lighthouse gave no result for ${target.path}`);
    const error = result.lhr.runtimeError;
    if (error) throw new Error(`lighthouse on ${target.path}: ${error.code} ${error.message}`);
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed === "/web/login" && !target.path.startsWith("/web/login")) throw new Error(`lighthouse on ${target.path}: sent to the login page`);
    return rowOf(target, figuresOf(result.lhr));
  } catch (error) {
    return { name: `lighthouse ${target.path}`, value: NaN, unit: String((error as Error).message), ok: false };
  }
}
