// Routes for the runtime's overlays: /web stands for the backend (where actions open from the
// redirect-warning dialog and the debug menu), and POST /__test/profiling {enabled} turns
// profiling on or off for the database.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { setProfilingEnabled } from "../models/profiling";
import { notJson, readJsonBody } from "../security/json_only";

export function overlaysRoutes(app: Hono<AppEnv>) {
  app.get("/web", (c) =>
    c.html(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>Backend</title>' +
        '<link rel="stylesheet" href="/web/static/lib/bootstrap/css/bootstrap.min.css"/></head>' +
        '<body class="p-4"><main><h1 class="h3">Backend</h1><p id="backend-location">The backend opens the action given in the address.</p></main></body></html>',
    ),
  );
  app.post("/__test/profiling", async (c) => {
    const read = await readJsonBody<{ enabled?: boolean }>(c);
    if (!read) return notJson(c);
    setProfilingEnabled(c.get("store"), read.body?.enabled !== false);
    return c.json({ ok: true });
  });
}
