// Server-rendered pages: fixtures/pages/** in the site layout (server/layout.ts), with the session
// globals and the loader included, as a real server renders them. A page's template is filled
// once (html.ts fillPage) with the layout slots, {{csrf_token}} and the route's own values.
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { PAGE_ROUTES } from "../page_routes";
import { fillPage, markup, replaceMarker, type TemplateValue } from "../html";
import { layoutSlots } from "../layout";
import { visitorCartLink } from "../shop/cart_link";
import { visitorWishlistLink } from "../shop_extras/wishlist";
import { websiteNavbar } from "../shop/website_navbar";
import { rememberPageDebug } from "../security/debug_mode";
import { urlPathIn } from "../security/paths";
import { currentUser, pageGlobals } from "../session";
import { pageLang, withHtmlLang } from "../website/page_lang";
import { templateTerms, translatePage } from "../website/template_translate";

export const LOADER_SRC = "/dist/loader.js";

function escapeScript(json: string): string {
  return json.replace(/</g, "\\u003c");
}

/**
 * A page for this visitor: its template filled once with the layout, the csrf token and `values`;
 * then `after` may insert more at the page's own markers (its insertions are not re-read); last,
 * its template text is put in the page's language (website/template_translate.ts).
 */
export function renderPage(c: Context<AppEnv>, html: string, values: Record<string, TemplateValue> = {}, after: (html: string) => string = (h) => h): string {
  rememberPageDebug(c);
  const globals = `<script>window.odoo = ${escapeScript(JSON.stringify(pageGlobals(c)))};</script>`;
  const loader = html.includes(LOADER_SRC) ? "" : `<script type="module" src="${LOADER_SRC}"></script>`;
  const filled = fillPage(html, { ...layoutSlots(currentUser(c), new URL(c.req.url), markup(visitorWishlistLink(c).html + visitorCartLink(c).html), websiteNavbar(currentUser(c))), csrf_token: c.get("session").csrf, ...values });
  const lang = pageLang(c);
  return translatePage(after(withHtmlLang(replaceMarker(filled, "</head>", `${globals}${loader}</head>`), lang)), templateTerms(c.get("app").root, lang));
}

function fixtureFile(root: string, path: string): string | null {
  const pagesDir = join(root, "fixtures/pages");
  const relative = PAGE_ROUTES[path] ?? path.replace(/^\/+/, "").replace(/\.html$/, "") + ".html";
  const file = urlPathIn(pagesDir, relative);
  if (!file || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

/** Renders one fixture page (path relative to fixtures/pages) with the route's values. */
export function renderFixture(c: Context<AppEnv>, relative: string, values: Record<string, TemplateValue> = {}, after?: (html: string) => string) {
  const file = join(c.get("app").root, "fixtures/pages", relative);
  return c.html(renderPage(c, readFileSync(file, "utf8"), values, after));
}

export function pageRoutes(app: Hono<AppEnv>) {
  app.get("*", (c, next) => {
    const file = fixtureFile(c.get("app").root, new URL(c.req.url).pathname);
    if (!file) return next();
    return c.html(renderPage(c, readFileSync(file, "utf8")));
  });
}
