// Layout shifts as a visitor on a slow network sees them: the page's own HTML and CSS paint first,
// and only then do the scripts of dist/ arrive (held until the first contentful paint); the icon
// font comes last, once the islands are ready. Every 'layout-shift' entry without recent input is
// summed, from the start of the page until the font is in and the network is quiet
// (the bus's long poll aside).
import { expect, type Page, type Request } from "@playwright/test";
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
const networks = new WeakMap<Page, { open: Set<Request>; lastChange: number }>();

/** Follows the page's requests, the long poll aside, for quietNetwork(). */
function followRequests(page: Page) {
  const network = { open: new Set<Request>(), lastChange: Date.now() };
  networks.set(page, network);
  const change = (request: Request, open: boolean) => {
    if (LONG_POLL(new URL(request.url()))) return;
    if (open) network.open.add(request);
    else network.open.delete(request);
    network.lastChange = Date.now();
  };
  page.on("request", (request) => change(request, true));
  page.on("requestfinished", (request) => change(request, false));
  page.on("requestfailed", (request) => change(request, false));
}

async function quietNetwork(page: Page) {
  const network = networks.get(page);
  if (!network) return page.waitForLoadState("networkidle");
  await expect.poll(() => network.open.size === 0 && Date.now() - network.lastChange >= QUIET_MS, { timeout: 30_000 }).toBe(true);
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
