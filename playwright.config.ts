// e2e: Debian's chromium (browsers cannot be downloaded here) against the reference server. Each
// worker starts its own server with its own in-memory store on E2E_PORT + its parallel index
// (tests/e2e/fixtures.ts), so files running at the same time share nothing.
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";

/** The first worker's server port; worker n uses E2E_BASE_PORT + n. */
export const E2E_BASE_PORT = Number(process.env.E2E_PORT ?? 8070);
/** Two by default (this machine's cores); E2E_WORKERS or --workers to change it. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/**
 * Debian's headless shell when it is installed (.ci/install-chromium installs it), as Playwright
 * itself runs headless tests: the same Blink without the full browser's UI process work, and the
 * layout-shift walk at 390 px took 1.0 min instead of 1.7. CHROMIUM_PATH to choose another.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  // tests/e2e_reverse.mjs points it at stand-ins that run the same files last first.
  testDir: process.env.E2E_TEST_DIR ?? "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "reports/e2e.json" }]],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: "off",
    screenshot: "only-on-failure",
  },
});
