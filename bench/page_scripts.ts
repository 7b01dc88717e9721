// The scripts each fixture page of fixtures/page_list.ts downloads on a first visit (a fresh
// browser context), in each of its sessions: one visit per page and session, read by the bench's
// page weights (bench/page_weights.ts) and JavaScript request counts (bench/js_requests.ts).
import type { Browser, Page } from "@playwright/test";
import { FIXTURE_PAGES } from "../fixtures/page_list";

export interface PageVisit {
  path: string;
  session: "out" | "in";
  heavy: boolean;
  /** the path of every JavaScript file the page asked for, in request order */
  scripts: string[];
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
 * Every JavaScript file of the origin the page downloads, until its islands are ready and no
 * script has been asked for during QUIET_MS (not "network idle": the bus page keeps a long poll open).
 */
async function scriptsOf(page: Page, url: string): Promise<string[]> {
  const scripts = new Set<string>();
  const origin = new URL(url).origin;
  let lastRequest = Date.now();
  page.on("request", (request) => {
    const target = new URL(request.url());
    if (target.origin !== origin || !target.pathname.endsWith(".js")) return;
    scripts.add(target.pathname);
    lastRequest = Date.now();
  });
  await page.goto(url);
  await page.evaluate(() => (window as any).islands?.ready());
  while (Date.now() - lastRequest < QUIET_MS) await page.waitForTimeout(QUIET_MS / 3);
  return [...scripts];
}

export async function visitFixturePages(browser: Browser, origin: string, pages = FIXTURE_PAGES): Promise<PageVisit[]> {
  const visits: PageVisit[] = [];
  for (const { path, sessions, heavy } of pages) {
    for (const session of sessions) {
      const context = await browser.newContext();
      const page = await context.newPage();
      if (session === "in") await login(page, origin);
      const scripts = await scriptsOf(page, `${origin}${path}`);
      await context.close();
      visits.push({ path, session, heavy: heavy === true, scripts });
    }
  }
  return visits;
}

export const sessionLabel = (session: "out" | "in") => (session === "in" ? "signed in" : "visitor");
