// Shared by the overlays and errors e2e specs: opening the demo page and watching its console.
import { expect, test, type Page } from "./fixtures";
import { islandsReady } from "./helpers";
import { keepShot } from "./keep_shot";

export const DEMO = "/runtime/overlays";

/**
 * Problems the page reports: uncaught errors, and console errors other than the browser's own
 * notes about failed requests (a fault test makes requests fail on purpose) and the favicon.
 */
export function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    if (message.text().startsWith("Failed to load resource")) return;
    problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

export async function openDemo(page: Page, query = "") {
  await page.goto(DEMO + query);
  await islandsReady(page);
  await expect(page.locator("#demo-hotkey-count")).toHaveText("0");
}

export const dialog = (page: Page) => page.locator(".o_dialog");
export const dialogTitle = (page: Page) => page.locator(".o_dialog .modal-title");
export const notifications = (page: Page) => page.locator(".o_notification");

export async function shot(page: Page, name: string) {
  await keepShot(page, { path: test.info().outputPath(`${name}.png`) });
}
