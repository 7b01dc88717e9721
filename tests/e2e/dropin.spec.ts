// Drop-in, followed as a new user would from the README's "Drop-in guide": a plain static HTML
// page in a folder of its own (in the run's test output, not served by the reference server), with
// a copy of dist/ at a path of the site's own (/static/site/islands/), served on loopback by
// node:http that proxies the platform's routes to the reference server (tests/e2e/dropin_site.ts):
// the login form and the chatter work there.
// Islands it drives: islands/website/login_form.tsx, islands/portal/chatter/chatter.tsx
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { islandStaysOff, missingPageGlobals } from "../../src/runtime/messages";
import { startSite } from "./dropin_site";
import { islandsReady, recordOnSubmit, watchConsole } from "./helpers";

const ISLANDS_PATH = "/static/site/islands";

const page = (globals: boolean) => `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>Acme's own page</title>
${globals ? '<script src="/web/session/page_globals.js"></script>\n' : ""}<script type="module" src="${ISLANDS_PATH}/loader.js"></script>
</head>
<body>
<main>
<h1>Acme</h1>
<form class="oe_login_form" action="/web/login" method="post">
<input type="hidden" name="redirect" value="/acme/${globals ? "index" : "bare"}.html">
<label for="login">Email</label> <input id="login" name="login" required>
<label for="password">Password</label> <input id="password" name="password" type="password" required>
<button type="submit">Log in</button>
</form>
<div id="discussion" class="o_portal_chatter" data-res_model="account.move" data-res_id="1" data-pager_step="10" data-allow_composer="1"></div>
</main>
</body>
</html>
`;

let folder: string;
let site: { origin: string; server: Server };
test.beforeAll(async ({ workerServer }, testInfo) => {
  // The integrator's folder is not the project's: it lives with this run's test output.
  folder = testInfo.outputPath("acme-site");
  mkdirSync(folder, { recursive: true });
  mkdirSync(join(folder, "acme"), { recursive: true });
  cpSync("dist", join(folder, ISLANDS_PATH), { recursive: true });
  writeFileSync(join(folder, "acme/index.html"), page(true));
  writeFileSync(join(folder, "acme/bare.html"), page(false));
  site = await startSite(folder, { host: "localhost", port: workerServer.port });
});
test.afterAll(async () => {
  await new Promise((resolve) => site.server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

test("a static page with the one script tag gets a working login form and chatter", async ({ page: tab }) => {
  const console = watchConsole(tab);
  const scripts: string[] = [];
  tab.on("request", (request) => request.resourceType() === "script" && scripts.push(new URL(request.url()).pathname));
  await tab.goto(`${site.origin}/acme/index.html`);
  await islandsReady(tab);
  await tab.fill("#login", "portal");
  await tab.fill("#password", "portal");
  await tab.click("button[type=submit]");
  await tab.waitForURL(`${site.origin}/acme/index.html`);
  await islandsReady(tab);
  await tab.locator("#discussion").scrollIntoViewIfNeeded();
  await expect(tab.locator(".o_message_counter")).toBeVisible();
  const text = `Posted from Acme's static page ${Date.now()}`;
  await tab.fill("textarea[name=message]", text);
  await tab.click(".o_portal_chatter_composer_btn");
  await expect(tab.locator(".o_portal_chatter_message").first().locator(".o_portal_chatter_message_body")).toHaveText(text);
  // every island file came from the site's own copy, found next to its loader
  expect(scripts.filter((path) => path.startsWith("/dist/"))).toEqual([]);
  expect(scripts.some((path) => new RegExp(`^${ISLANDS_PATH}/v/[0-9a-f]+/islands/\\d+\\.js$`).test(path))).toBe(true);
  expect(console.errors).toEqual([]);
});

test("without the page globals: one clear console error, the chatter stays off, the login form still works", async ({ page: tab }) => {
  const console = watchConsole(tab);
  await tab.goto(`${site.origin}/acme/bare.html`);
  await islandsReady(tab);
  await tab.locator("#discussion").scrollIntoViewIfNeeded();
  await expect.poll(() => console.errors).toContain(islandStaysOff("portal.chatter", ["csrf_token"]));
  expect(console.errors).toContain(missingPageGlobals(["session_info", "csrf_token"]));
  await expect(tab.locator(".o_message_counter")).toHaveCount(0);
  const states = await recordOnSubmit(tab, "button[type=submit]");
  await tab.fill("#login", "portal");
  await tab.fill("#password", "portal");
  await tab.click("button[type=submit]");
  await expect.poll(() => states.length).toBe(1);
  expect(states[0]).toEqual([{ disabled: true, spinner: true }]);
  // without the session's token, the platform refuses the login, as it does for a stale page
  await expect(tab.locator("body")).toHaveText("Session expired (invalid CSRF token)");
});
