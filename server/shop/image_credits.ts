// Image credits (spec 3 §7): the photo service's app id, a stand-in for its views endpoint that
// counts the reported views in the store, and the stored photos under /unsplash/<id>/<name>.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { escapeHtml } from "../html";
import { rpcHandler } from "../jsonrpc";
import type { Store } from "../store";

export const UNSPLASH_APP_ID = "reference-app-id";
const VIEWS_MODEL = "web_unsplash.view";

export function imageCreditRoutes(app: Hono<AppEnv>) {
  app.post("/web_unsplash/get_app_id", rpcHandler(() => UNSPLASH_APP_ID));
  app.get("/web_unsplash/views/v", (c) => {
    const ids = (c.req.query("photo_id") ?? "").split(",").filter((id) => /^[\w-]{1,64}$/.test(id));
    if (c.req.query("app_id") !== UNSPLASH_APP_ID || !ids.length) return c.body(null, 400);
    for (const photo_id of ids) c.get("store").create(VIEWS_MODEL, { photo_id });
    return c.body(null, 204);
  });
  app.get("/unsplash/:id{[\\w-]{1,64}}/:name", (c) => {
    const label = escapeHtml(c.req.param("name").replace(/\.\w+$/, ""));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400" viewBox="0 0 600 400"><rect width="600" height="400" fill="#9bb7a4"/><text x="300" y="210" font-family="sans-serif" font-size="32" text-anchor="middle" fill="#fff">${label}</text></svg>`;
    return c.body(svg, 200, { "Content-Type": "image/svg+xml" });
  });
}

export const imageViews = (store: Store) => store.all(VIEWS_MODEL).map((row) => String(row.photo_id));
