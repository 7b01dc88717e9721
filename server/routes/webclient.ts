// Fixed routes of the runtime (spec 1 §2/§7): translations, version_info, template bundles,
// locale scripts and /web/become.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { namedFileIn } from "../security/paths";
import { SUPERUSER_ID } from "../security/password";
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { rpcHandler } from "../jsonrpc";
import { translationsDir } from "./translations_hash";
import { currentUser, setSessionUser } from "../session";

export { SUPERUSER_ID };
export const VERSION_INFO = {
  server_version: "16.0",
  server_version_info: [16, 0, 0, "final", 0, ""],
  server_serie: "16.0",
  protocol_version: 1,
};

/** The platform's long static cache (a year) for an answer named by its hash. */
export const TRANSLATIONS_CACHE = "public, max-age=31536000, immutable";

export function webclientRoutes(app: Hono<AppEnv>) {
  // A language without translations falls back to en_US; a name that leaves the folder is 404.
  // The hash names one version of the terms: the answer is cached for good, as the platform's is, so
  // an island without React that asks for them after the runtime did gets them from the cache.
  app.get("/web/webclient/translations/:hash", (c) => {
    const lang = c.req.query("lang") || "en_US";
    const dir = translationsDir(c.get("app").root);
    const file = namedFileIn(dir, lang, ".json");
    if (!file) return c.notFound();
    const found = existsSync(file);
    const data = JSON.parse(readFileSync(found ? file : join(dir, "en_US.json"), "utf8"));
    return c.json({ ...data, lang: found ? lang : "en_US" }, 200, { "Cache-Control": TRANSLATIONS_CACHE });
  });

  app.post("/web/webclient/version_info", rpcHandler(() => VERSION_INFO));

  app.get("/web/webclient/qweb/:timestamp", (c) => {
    const bundle = c.req.query("bundle");
    const file = bundle === undefined || bundle === "" ? null : namedFileIn(join(c.get("app").root, "fixtures/templates"), bundle, ".xml");
    if (bundle && !file) return c.notFound();
    const body = file && existsSync(file) ? readFileSync(file, "utf8") : "<templates></templates>";
    return c.body(body, 200, { "Content-Type": "text/xml; charset=utf-8" });
  });

  app.get("/web/webclient/locale/:lang", (c) => {
    const lang = c.req.param("lang").replace(/[^\w-]/g, "");
    const script = `/* locale data of ${lang}: numbers and dates come from Intl and luxon */\n(window.islandsLocales ||= []).push(${JSON.stringify(lang)});\n`;
    return c.body(script, 200, { "Content-Type": "application/javascript; charset=utf-8" });
  });

  app.get("/web/become", (c) => {
    const user = currentUser(c);
    if (!user?.is_admin) return c.text("Forbidden", 403);
    setSessionUser(c.get("store"), c.get("session"), SUPERUSER_ID);
    return c.redirect("/");
  });
}
