// Screenshots kept for a person to look at, not for any check: taken only when E2E_SHOTS=1
// (each costs 0.2–1 s of CPU, which the suite cannot spare on every run).
import { test, type Locator, type LocatorScreenshotOptions, type Page, type PageScreenshotOptions } from "@playwright/test";

export const shotsWanted = () => process.env.E2E_SHOTS === "1";

/** Skips a test whose only purpose is its screenshots, unless E2E_SHOTS=1. */
export const onlyForShots = () => test.skip(!shotsWanted(), "screenshots for review: E2E_SHOTS=1");

/** Takes the screenshot (its path under testInfo.outputPath()) when E2E_SHOTS=1; otherwise does nothing. */
export async function keepShot(target: Page, options: PageScreenshotOptions & { path: string }): Promise<void>;
export async function keepShot(target: Locator, options: LocatorScreenshotOptions & { path: string }): Promise<void>;
export async function keepShot(target: Page | Locator, options: (PageScreenshotOptions | LocatorScreenshotOptions) & { path: string }): Promise<void> {
  if (!shotsWanted()) return;
  await (target as Page).screenshot(options as PageScreenshotOptions);
}
