// Fixed routes of the runtime (spec 1 §2/§7): translations, version_info, template bundles,
// locale scripts and /web/become.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { rpcHandler } from "../jsonrpc";
import { currentUser, setSessionUser } from "../session";

export const SUPERUSER_ID = 1;
export const VERSION_INFO = {
  server_version: "16.0",
  server_version_info: [16, 0, 0, "final", 0, ""],
  server_serie: "16.0",
  protocol_version: 1,
};

export function webclientRoutes(app: Hono<AppEnv>) {
  app.get("/web/webclient/translations/:hash", (c) => {
    const lang = c.req.query("lang") || "en_US";
    const file = join(c.get("app").root, "fixtures/seed/translations", `${lang}.json`);
    const fallback = join(c.get("app").root, "fixtures/seed/translations/en_US.json");
    const data = JSON.parse(readFileSync(existsSync(file) ? file : fallback, "utf8"));
    return c.json({ ...data, lang: existsSync(file) ? lang : "en_US" });
  });

  app.post("/web/webclient/version_info", rpcHandler(() => VERSION_INFO));

  app.get("/web/webclient/qweb/:timestamp", (c) => {
    const bundle = c.req.query("bundle") ?? "";
    const file = join(c.get("app").root, "fixtures/templates", `${bundle}.xml`);
    const body = existsSync(file) ? readFileSync(file, "utf8") : "<templates></templates>";
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
