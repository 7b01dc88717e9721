// The forum on the reference server: its models in the access model, its JSON routes, pages and test hook.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import "./access";
import "./models";
import { forumPageRoutes } from "./pages";
import { forumJsonRoutes } from "./routes";
import { forumTestRoutes } from "./test_hooks";

export function forumRoutes(app: Hono<AppEnv>) {
  forumTestRoutes(app);
  // the post editor's stylesheet, as the platform serves its libraries
  app.get("/web/static/lib/quill/quill.snow.css", (c) =>
    c.body(readFileSync(join(c.get("app").root, "node_modules/quill/dist/quill.snow.css")), 200, { "Content-Type": "text/css", "Cache-Control": "max-age=3600" }),
  );
  forumJsonRoutes(app);
  forumPageRoutes(app);
}
