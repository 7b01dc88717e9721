// GET /web/session/page_globals.js: the page globals the platform renders into its own pages
// (window.odoo: csrf token, session info), as a script for pages it does not render: an
// integrator's static page on the same origin includes it before loader.js (README, "Drop-in
// guide"). Never cached: the token and the session change at login and logout.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { pageGlobals } from "../session";

export const PAGE_GLOBALS_PATH = "/web/session/page_globals.js";

export function sessionGlobalsRoutes(app: Hono<AppEnv>) {
  app.get(PAGE_GLOBALS_PATH, (c) => {
    const json = JSON.stringify(pageGlobals(c)).replace(/</g, "\\u003c");
    return c.body(`window.odoo = Object.assign(window.odoo || {}, ${json});\n`, 200, { "Content-Type": "application/javascript; charset=utf-8", "Cache-Control": "no-store" });
  });
}
