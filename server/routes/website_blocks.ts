// The routes of the website blocks: the form block's post and the search bar's autocomplete.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { websiteBlocksFormRoutes } from "./website_blocks_form";
import { websiteBlocksSearchRoutes } from "./website_blocks_search";

export function websiteBlocksRoutes(app: Hono<AppEnv>) {
  websiteBlocksFormRoutes(app);
  websiteBlocksSearchRoutes(app);
}
