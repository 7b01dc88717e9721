// The forum on the reference server: its models in the access model, its JSON routes, pages and test hook.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import "./access";
import "./models";
import { forumPageRoutes } from "./pages";
import { forumJsonRoutes } from "./routes";
import { forumTestRoutes } from "./test_hooks";

export function forumRoutes(app: Hono<AppEnv>) {
  forumTestRoutes(app);
  forumJsonRoutes(app);
  forumPageRoutes(app);
}
