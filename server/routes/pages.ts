// Server-rendered pages: fixtures/pages/** in the site layout (server/layout.ts), with the session
// globals and the loader included, as a real server renders them; {{csrf_token}} in a page becomes
// the session's token.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, normalize } from "node:path";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { PAGE_ROUTES } from "../page_routes";
import { fillPage } from "../html";
import { layoutSlots } from "../layout";
import { currentUser, pageGlobals } from "../session";

export const LOADER_SRC = "/dist/loader.js";

function escapeScript(json: string): string {
  return json.replace(/</g, "\\u003c");
}

export function renderPage(c: Context<AppEnv>, html: string): string {
  const globals = `<script>window.odoo = ${escapeScript(JSON.stringify(pageGlobals(c)))};</script>`;
  const loader = html.includes(LOADER_SRC) ? "" : `<script type="module" src="${LOADER_SRC}"></script>`;
  return fillPage(html, { ...layoutSlots(currentUser(c), new URL(c.req.url)), csrf_token: c.get("session").csrf }).replace("</head>", `${globals}${loader}</head>`);
}

function fixtureFile(root: string, path: string): string | null {
  const pagesDir = join(root, "fixtures/pages");
  const relative = PAGE_ROUTES[path] ?? path.replace(/^\/+/, "").replace(/\.html$/, "") + ".html";
  const file = normalize(join(pagesDir, relative));
  if (!file.startsWith(pagesDir) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

/** Renders one fixture page (path relative to fixtures/pages), with `replace` applied to its HTML. */
export function renderFixture(c: Context<AppEnv>, relative: string, replace: (html: string) => string = (h) => h) {
  const file = join(c.get("app").root, "fixtures/pages", relative);
  return c.html(renderPage(c, replace(readFileSync(file, "utf8"))));
}

export function pageRoutes(app: Hono<AppEnv>) {
  app.get("*", (c, next) => {
    const file = fixtureFile(c.get("app").root, new URL(c.req.url).pathname);
    if (!file) return next();
    return c.html(renderPage(c, readFileSync(file, "utf8")));
  });
}
