// Layout shifts as a visitor on a slow network sees them: the page's own HTML and CSS paint first,
// and only then do the scripts of dist/ arrive (held until the first contentful paint); the icon
// font comes last, once the islands are ready. Every 'layout-shift' entry without recent input is
// summed, from the start of the page until the font is in and the network is quiet
// (the bus's long poll aside).
import type { Page, Request } from "@playwright/test";
import { islandsReady } from "./helpers";

export interface Shifts {
  total: number;
  /** what moved: "value element y before→after h before→after", for the failure message */
  sources: string[];
}

const SCRIPTS = (url: URL) => url.pathname.startsWith("/dist/") && url.pathname.endsWith(".js");
const ICON_FONT = (url: URL) => url.pathname.includes("/fontawesome/fonts/");

// The bus's long poll stays open as long as the page: "networkidle" never comes on its pages.
const LONG_POLL = (url: URL) => url.pathname === "/longpolling/poll";
/** No request but the long poll for this long: the network is quiet (Playwright's "networkidle"). */
const QUIET_MS = 500;

const fontReleases = new WeakMap<Page, () => void>();
interface Network {
  open: Set<Request>;
  lastChange: number;
  /** called on every change, for quietNetwork() to re-arm its timer */
  listeners: Set<() => void>;
}
const networks = new WeakMap<Page, Network>();

/** Follows the page's requests, the long poll aside, for quietNetwork(). */
function followRequests(page: Page) {
  const network: Network = { open: new Set(), lastChange: Date.now(), listeners: new Set() };
  networks.set(page, network);
  const change = (request: Request, open: boolean) => {
    if (LONG_POLL(new URL(request.url()))) return;
    if (open) network.open.add(request);
    else network.open.delete(request);
    network.lastChange = Date.now();
    for (const listener of [...network.listeners]) listener();
  };
  page.on("request", (request) => change(request, true));
  page.on("requestfinished", (request) => change(request, false));
  page.on("requestfailed", (request) => change(request, false));
}

const QUIET_TIMEOUT_MS = 30_000;

/**
 * Resolves once no request but the long poll has been open for QUIET_MS. Exact rather than polled:
 * expect.poll's growing intervals made each 500 ms quiet period cost about 860 ms.
 */
async function quietNetwork(page: Page) {
  const network = networks.get(page);
  if (!network) return page.waitForLoadState("networkidle");
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  while (network.open.size > 0 || Date.now() - network.lastChange < QUIET_MS) {
    if (Date.now() >= deadline) {
      const open = [...network.open].map((request) => request.url());
      throw new Error(`the network was not quiet for ${QUIET_MS} ms within ${QUIET_TIMEOUT_MS} ms; still open: ${open.join(", ") || "none (requests kept starting)"}`);
    }
    await nextNetworkChangeOrQuiet(network, deadline);
  }
}

/** Waits until the quiet period could be over (lastChange + QUIET_MS), a request starts or ends, or the deadline. */
function nextNetworkChangeOrQuiet(network: Network, deadline: number): Promise<void> {
  return new Promise((resolve) => {
    const quietAt = network.open.size === 0 ? network.lastChange + QUIET_MS : Infinity;
    const timer = setTimeout(done, Math.max(0, Math.min(quietAt, deadline) - Date.now()));
    network.listeners.add(done);
    function done() {
      clearTimeout(timer);
      network.listeners.delete(done);
      resolve();
    }
  });
}

/**
 * Holds the scripts of dist/ until the page has painted its content, and the icon font until
 * layoutShifts() lets it in (the page's "load" waits for the font: go to it with
 * waitUntil "domcontentloaded").
 */
export async function holdUntilFirstPaint(page: Page): Promise<void> {
  followRequests(page);
  const font = new Promise<void>((resolve) => fontReleases.set(page, resolve));
  await page.route(ICON_FONT, async (route) => {
    await font;
    await route.fallback();
  });
  let painted!: () => void;
  const firstPaint = new Promise<void>((resolve) => (painted = resolve));
  await page.exposeFunction("__e2eFirstPaint", () => painted());
  await page.addInitScript(() => {
    const w = window as any;
    w.__e2eShifts = [];
    new PerformanceObserver((list) => w.__e2eShifts.push(...list.getEntries())).observe({ type: "layout-shift", buffered: true });
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) w.__e2eFirstPaint();
    }).observe({ type: "paint", buffered: true });
  });
  await page.route(SCRIPTS, async (route) => {
    await firstPaint;
    await route.fallback();
  });
}

/** The shifts of the page loaded since holdUntilFirstPaint, once its islands are ready, the icon font in and the network quiet. */
export async function layoutShifts(page: Page): Promise<Shifts> {
  await islandsReady(page);
  fontReleases.get(page)?.();
  await page.evaluate(() => document.fonts.ready);
  await quietNetwork(page);
  return page.evaluate(
    () =>
      new Promise<Shifts>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const counted = ((window as any).__e2eShifts as any[]).filter((entry) => !entry.hadRecentInput);
            resolve({
              total: counted.reduce((sum, entry) => sum + entry.value, 0),
              sources: counted.flatMap((entry) =>
                (entry.sources ?? []).map((source: any) => {
                  const node = source.node as Element | null;
                  const name = node?.nodeType === 1 ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ""}${node.className ? `.${String(node.className).split(" ").join(".")}` : ""}` : (node?.nodeName ?? "?");
                  return `${entry.value.toFixed(4)} ${name} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`;
                }),
              ),
            });
          }),
        ),
      ),
  );
}
