// Tracked links routes (spec 3 §2, §7 "Tracked links"): generating a short link, changing its code,
// the recent links, the creator page (/r), a link's statistics page (/r/{code}+) and following a
// short link (/r/{code}: a click recorded, then the link's URL).
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { userError } from "../errors";
import { escapeHtml, markup } from "../html";
import { rpcHandler } from "../jsonrpc";
import { loginRedirect } from "../portal/page";
import { renderFixture } from "../routes/pages";
import { currentUser } from "../session";
import { mayReadLink } from "./access";
import { LINK_MODEL, RECENT_FILTERS, clickCount, findByCode, linkView, recentLinks, recordClick, searchOrCreate, type RecentFilter } from "./trackers";
import "./models";

export const LINK_ERRORS = { emptyUrl: "empty_url", urlNotFound: "url_not_found" } as const;
export const CODE_TAKEN = "This code is already taken.";
export const RECENT_LIMIT = 20;

const origin = (c: Context<AppEnv>) => new URL(c.req.url).origin;

function signedIn(c: Context<AppEnv>) {
  const user = currentUser(c);
  if (!user) throw userError("You must be signed in to manage tracked links.");
  return user;
}

/** Browsers stop following a `Location` longer than this: a longer link would be dead. */
export const MAX_URL_LENGTH = 2048;
export const URL_TOO_LONG = `The URL is too long: at most ${MAX_URL_LENGTH} characters.`;
export const SCRIPT_TARGET = "This URL cannot be tracked: only web addresses (http or https) can.";

/**
 * A URL the server can track: http(s) with a host; hosts under .invalid (RFC 2606) are never found.
 * Script and data targets are refused outright, as a short link must never run code on a click.
 */
function checkUrl(url: string): string | null {
  if (url.length > MAX_URL_LENGTH) throw userError(URL_TOO_LONG);
  if (/^\s*(javascript|data|vbscript):/i.test(url.replace(/[\u0000-\u001f]/g, ""))) throw userError(SCRIPT_TARGET);
  try {
    const parsed = new URL(url);
    if (!/^https?:$/.test(parsed.protocol)) return LINK_ERRORS.urlNotFound;
    return parsed.hostname.endsWith(".invalid") ? LINK_ERRORS.urlNotFound : null;
  } catch {
    return LINK_ERRORS.urlNotFound;
  }
}

export function linksRoutes(app: Hono<AppEnv>) {
  app.post(
    "/website_links/new",
    rpcHandler((params, c) => {
      const user = signedIn(c);
      const url = typeof params.url === "string" ? params.url.trim() : "";
      if (!url) return { error: LINK_ERRORS.emptyUrl };
      const problem = checkUrl(url);
      if (problem) return { error: problem };
      const link = searchOrCreate(c.get("store"), user.id, { url, campaign_id: params.campaign_id, medium_id: params.medium_id, source_id: params.source_id });
      return [linkView(c.get("store"), link, origin(c))];
    }),
  );

  app.post(
    "/website_links/add_code",
    rpcHandler((params, c) => {
      const user = signedIn(c);
      const store = c.get("store");
      const link = findByCode(store, String(params.init_code ?? ""));
      if (!link || link.create_uid !== user.id) throw userError("This link does not exist.");
      const code = String(params.new_code ?? "").trim();
      if (!code || !/^[\w-]+$/.test(code)) throw userError("The code may hold letters, digits, - and _ only.");
      if (code !== link.code && findByCode(store, code)) throw userError(CODE_TAKEN);
      store.write(LINK_MODEL, link.id, { code });
      return [{ code }];
    }),
  );

  app.post(
    "/website_links/recent_links",
    rpcHandler((params, c) => {
      const user = signedIn(c);
      const filter: RecentFilter = RECENT_FILTERS.includes(params.filter) ? params.filter : "newest";
      const limit = Math.min(Math.max(Number(params.limit) || RECENT_LIMIT, 1), RECENT_LIMIT);
      return recentLinks(c.get("store"), user.id, filter, limit).map((link) => linkView(c.get("store"), link, origin(c)));
    }),
  );

  app.get("/r", (c) => (currentUser(c) ? renderFixture(c, "links/creator.html") : loginRedirect(c)));

  app.get("/r/:code{[\\w-]+\\+}", (c) => {
    if (!currentUser(c)) return loginRedirect(c);
    const store = c.get("store");
    const link = findByCode(store, c.req.param("code").slice(0, -1));
    // A link's statistics are its creator's, and the employees' (the platform's access rights).
    if (!link || !mayReadLink(currentUser(c), link)) return c.notFound();
    const view = linkView(store, link, origin(c));
    return renderFixture(c, "links/stats.html", {
      link_id: link.id,
      title: String(view.title),
      url: String(link.url),
      short_url: view.short_url,
      total: clickCount(store, link.id),
      campaign: markup(link.campaign_id ? `<span class="badge text-bg-light">${escapeHtml(link.campaign_id[1])}</span>` : ""),
    });
  });

  app.get("/r/:code{[\\w-]+}", (c) => {
    const link = findByCode(c.get("store"), c.req.param("code"));
    if (!link) return c.notFound();
    recordClick(c.get("store"), link, false);
    return c.redirect(String(link.url), 302);
  });
}
