// The reference server as one Hono app object: served on a port by server/main.ts, and answering
// fetch in-process in unit tests (tests/unit/server_fetch.ts).
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Hono } from "hono";
import type { AppEnv, AppOptions } from "./context";
import { faultMiddleware, faultRoutes } from "./faults";
import { compressPages } from "./compression";
import { testResetRoutes } from "./test_reset";
import "./models/base";
import "./models/debug";
import "./models/profiling";
import { authRoutes } from "./routes/auth";
import { binaryRoutes } from "./routes/binary";
import { busRoutes } from "./routes/bus";
import { callKwRoutes } from "./routes/call_kw";
import { livechatRoutes } from "./livechat/routes";
import { overlaysRoutes } from "./routes/overlays";
import { pageRoutes } from "./routes/pages";
import { allPaymentRoutes } from "./routes/payments";
import { portalRoutes } from "./routes/portal";
import { shopRoutes } from "./routes/shop";
import { slidesRoutes } from "./routes/slides";
import { forumRoutes } from "./forum";
import { planningRoutes } from "./planning";
import { helpdeskRoutes } from "./helpdesk";
import { faviconRoute, staticRoutes } from "./routes/static";
import { webclientRoutes } from "./routes/webclient";
import { websiteFormRoutes } from "./routes/website_form";
import { websitePublicRoutes } from "./routes/website_public";
import { websitePublicPages } from "./routes/website_public_pages";
import { websiteBlocksRoutes } from "./routes/website_blocks";
import { blocksRoutes } from "./blocks/routes";
import { rejectMalformedUrls } from "./security/paths";
import { csrfGate } from "./security/csrf_gate";
import { rateLimitTestHooks } from "./security/rate_limit";
import { sessionMiddleware } from "./session";
import { Store } from "./store";
import { totpRoutes } from "./totp/routes";
import { newsletterRoutes } from "./newsletter/routes";
import { mailGroupRoutes } from "./mail_group/routes";
import { mailGroupTestHooks } from "./mail_group/test_hooks";
import { linksRoutes } from "./links/routes";
import { linksTestHooks } from "./links/test_hooks";
import { islandsCatalogueRoutes } from "./islands_catalogue/routes";
import { sessionGlobalsRoutes } from "./routes/session_globals";
import { compareRoutes } from "./shop_extras/compare_routes";
import { shopTestHooks } from "./shop_extras/test_hooks";
import { recentlyViewedRoutes } from "./shop_extras/recently_viewed";
import { wishlistRoutes } from "./shop_extras/wishlist";
import { stockRoutes } from "./shop_extras/stock";

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export function createApp(options: Partial<AppOptions> = {}) {
  const root = options.root ?? PROJECT_ROOT;
  const app = new Hono<AppEnv>();
  const settings: AppOptions = {
    root,
    store: options.store ?? new Store(":memory:").seed(join(root, "fixtures/seed")),
    distDir: options.distDir ?? join(root, "dist"),
  };
  app.use("*", async (c, next) => {
    c.set("app", settings);
    c.set("store", settings.store);
    await next();
  });
  app.use("*", rejectMalformedUrls);
  faultRoutes(app);
  testResetRoutes(app);
  app.use("*", faultMiddleware);
  app.use("*", compressPages);
  staticRoutes(app);
  faviconRoute(app);
  app.use("*", sessionMiddleware);
  app.use("*", csrfGate);
  webclientRoutes(app);
  authRoutes(app);
  callKwRoutes(app);
  binaryRoutes(app);
  websiteFormRoutes(app);
  websitePublicRoutes(app);
  websitePublicPages(app);
  websiteBlocksRoutes(app);
  blocksRoutes(app);
  overlaysRoutes(app);
  busRoutes(app, settings.store);
  portalRoutes(app);
  shopRoutes(app);
  compareRoutes(app);
  shopTestHooks(app);
  recentlyViewedRoutes(app);
  slidesRoutes(app);
  livechatRoutes(app);
  forumRoutes(app);
  planningRoutes(app);
  helpdeskRoutes(app);
  allPaymentRoutes(app);
  totpRoutes(app);
  newsletterRoutes(app);
  mailGroupRoutes(app);
  mailGroupTestHooks(app);
  linksRoutes(app);
  islandsCatalogueRoutes(app);
  sessionGlobalsRoutes(app);
  linksTestHooks(app);
  rateLimitTestHooks(app);
  wishlistRoutes(app);
  stockRoutes(app);
  pageRoutes(app);
  app.notFound((c) => c.html("<!DOCTYPE html><html><head><title>404</title></head><body><h1>404: Page not found</h1></body></html>", 404));
  return Object.assign(app, { store: settings.store });
}
