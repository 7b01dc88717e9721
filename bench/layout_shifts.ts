// `npx tsx bench/layout_shifts.ts [origin]`: the layout shifts of every visitor page at 390 px and
// 1280 px, with the elements that moved (PerformanceObserver 'layout-shift', buffered, read after
// the islands are ready and one more second). Without an origin it starts its own server.
import type { Browser } from "@playwright/test";
import { FIXTURE_PAGES } from "../fixtures/page_list";
import { portalCookie } from "./lighthouse";
import { launchChromium, startBenchServer } from "./server";

export const WIDTHS = [390, 1280];

/** A phone as Lighthouse's mobile mode emulates it: islands and Bootstrap may read the touch screen or the user agent. */
export const PHONE = {
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
  userAgent: "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36",
};

export interface ShiftReport {
  total: number;
  sources: string[];
}

/**
 * Runs in the page: the buffered layout shifts without recent input, with what moved and where.
 * A string, not a function: tsx would wrap the named helpers in a `__name` the page does not have.
 */
export const COLLECT_SHIFTS = `new Promise((resolve) => {
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : "?";
    const id = node.id ? "#" + node.id : "";
    return node.tagName.toLowerCase() + id + [...node.classList].slice(0, 3).map((c) => "." + c).join("");
  };
  const entries = [];
  new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({ type: "layout-shift", buffered: true });
  Promise.resolve(window.islands && window.islands.ready()).then(() => setTimeout(() => {
    const counted = entries.filter((entry) => !entry.hadRecentInput);
    resolve({
      total: counted.reduce((sum, entry) => sum + entry.value, 0),
      sources: counted.flatMap((entry) => (entry.sources || []).map((s) =>
        entry.value.toFixed(4) + " @" + Math.round(entry.startTime) + "ms " + describe(s.node) +
        " y " + Math.round(s.previousRect.y) + "→" + Math.round(s.currentRect.y) +
        " h " + Math.round(s.previousRect.height) + "→" + Math.round(s.currentRect.height))),
    });
  }, 1000));
})`;

export async function layoutShiftsOf(browser: Browser, url: string, width: number, cookie?: { origin: string; value: string }): Promise<ShiftReport> {
  const phone = width < 600;
  const context = await browser.newContext(phone ? { viewport: { width, height: 844 }, ...PHONE } : { viewport: { width, height: 800 } });
  if (cookie) await context.addCookies([{ name: "session_id", value: cookie.value, url: cookie.origin }]);
  const page = await context.newPage();
  await page.goto(url);
  const report = (await page.evaluate(COLLECT_SHIFTS)) as ShiftReport;
  await context.close();
  return report;
}

async function main(): Promise<void> {
  const own = process.argv[2] ? undefined : await startBenchServer();
  const origin = process.argv[2] ?? own!.origin;
  const browser = await launchChromium();
  try {
    const only = process.argv[3];
    const cookie = { origin, value: (await portalCookie(origin)).slice("session_id=".length) };
    const pages = FIXTURE_PAGES.filter((page) => page.sessions.length && (!only || page.path.includes(only)));
    for (const { path, sessions } of pages) {
      const signedIn = !sessions.includes("out");
      for (const width of WIDTHS) {
        const { total, sources } = await layoutShiftsOf(browser, `${origin}${path}`, width, signedIn ? cookie : undefined);
        if (total > 0) console.log(`${path}${signedIn ? " (signed in)" : ""} @${width}px CLS ${total.toFixed(4)}\n  ${sources.join("\n  ")}`);
      }
    }
  } finally {
    await browser.close();
    await own?.close();
  }
}

if (process.argv[1]?.endsWith("layout_shifts.ts")) await main();
