// Shared e2e helpers: console errors collected per page, server faults, logging in.
import { readFileSync } from "node:fs";
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

/**
 * Signs the browser context in, through the session's JSON login (/web/session/authenticate):
 * the context gets the session cookie the login form would give it, without loading the login
 * page and the page it redirects to (the form itself has its own flows). The page stays where it
 * was: every caller goes on to the page it tests.
 *
 * The site is then shown in English, as a user who chose it with the language switcher (the
 * frontend_lang cookie wins over the user's language): flows assert the spec's English texts, and
 * `demo` is a French user. `{ ownLanguage: true }` keeps the user's language (the French walk,
 * french.spec.ts).
 */
export async function login(page: Page, login = "portal", password = login, { ownLanguage = false } = {}) {
  const answer = await page.request.post("/web/session/authenticate", {
    data: { jsonrpc: "2.0", method: "call", id: 1, params: { login, password } },
  });
  const body = await answer.json();
  if (!answer.ok() || body.error) throw new Error(`login as ${login} refused: ${JSON.stringify(body.error ?? answer.status())}`);
  const origin = new URL(answer.url()).origin;
  const language = ownLanguage ? [] : [{ name: "frontend_lang", value: "en_US", url: origin }];
  await page.context().addCookies(language);
}

/** Every island of the page has mounted or failed. */
export async function islandsReady(page: Page) {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.waitForFunction(() => (window as any).islands !== undefined);
      await page.evaluate(() => (window as any).islands.ready());
      return;
    } catch (error) {
      // The page went on to another one meanwhile (a redirect's last step, or a reload the page
      // asked for): the islands that count are those of the page now shown.
      if (attempt < 3 && String(error).includes("Execution context was destroyed")) continue;
      throw error;
    }
  }
}

/** Resolves once every CSS transition running on the page has ended (or been cancelled). */
export async function transitionsOver(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Records, right after each submit event of the page has been handled, the state of the
 * elements matching `selector` (disabled, spinner shown): the page is about to navigate away,
 * so the state is reported to the test as it happens.
 */
export async function recordOnSubmit(page: Page, selector: string) {
  const states: { disabled: boolean; spinner: boolean }[][] = [];
  await page.exposeFunction("__reportSubmitState", (state: { disabled: boolean; spinner: boolean }[]) => states.push(state));
  await page.evaluate((sel) => {
    window.addEventListener("submit", () =>
      setTimeout(() =>
        (window as any).__reportSubmitState(
          [...document.querySelectorAll<HTMLButtonElement>(sel)].map((b) => ({ disabled: b.disabled, spinner: !!b.querySelector(".fa-spin") })),
        ),
      ),
    );
  }, selector);
  return states;
}

/** The build's manifest (dist/islands.json, build/islands_json.mjs). */
const builtIslands = (): { folder: string; islands: { name: string; file: string }[] } => JSON.parse(readFileSync("dist/islands.json", "utf8"));

/** The address of a file of the build's version folder: distFile("services/error.js") is /dist/v/<hash>/services/error.js. */
export const distFile = (path: string): string => `/dist/${builtIslands().folder}${path}`;

/** The address of an island's file in dist/ (files are numbered in the version folder; dist/islands.json names them). */
export function islandFile(name: string): string {
  const island = builtIslands().islands.find((entry) => entry.name === name);
  if (!island) throw new Error(`no island named ${name} in dist/islands.json`);
  return `/dist/${island.file}`;
}

/**
 * The payment form island (loaded when the form is shown) has mounted: its submit button then
 * carries aria-busy, which the server's markup does not.
 */
export async function paymentFormReady(page: Page, form = "form.o_payment_form") {
  await page.locator(`${form} button[name="o_payment_submit_button"][aria-busy="false"]`).waitFor({ state: "attached" });
}

/**
 * Stops the page's (installed) clock at about its present time: pauseAt needs a time still to
 * come, and a loaded machine may take longer than a small margin between reading the page's time
 * and pausing, so the margin grows until the pause lands in the future.
 */
export async function pauseClockNow(page: Page): Promise<void> {
  for (let margin = 50; ; margin *= 4) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + margin);
    } catch (error) {
      if (!String(error).includes("to the past") || margin > 10_000) throw error;
    }
  }
}
