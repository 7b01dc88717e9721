// Shared e2e helpers: console errors collected per page, server faults, logging in.
import type { APIRequestContext, Page } from "@playwright/test";
import type { FaultKind } from "../../server/faults";

/** Collects console errors and uncaught page errors; tests assert on them. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") errors.push(msg.text());
    if (msg.type() === "warning") warnings.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  return { errors, warnings };
}

export async function addFault(request: APIRequestContext, match: string, kind: FaultKind, times = 1) {
  await request.post("/__test/faults", { data: { match, kind, times } });
}

export async function clearFaults(request: APIRequestContext) {
  await request.delete("/__test/faults");
}

/** Logs the browser context in through the real login form. */
export async function login(page: Page, login = "portal", password = login) {
  await page.goto("/web/login");
  await page.fill("#login", login);
  await page.fill("#password", password);
  await page.click("button[type=submit]");
  await page.waitForURL((url) => !url.pathname.startsWith("/web/login"));
}

/** Every island of the page has mounted or failed. */
export async function islandsReady(page: Page) {
  await page.waitForFunction(() => (window as any).islands !== undefined);
  await page.evaluate(() => (window as any).islands.ready());
}
