// GET /islands: the island catalogue and its sandbox (fixtures/pages/islands/catalogue.html).
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { markup } from "../html";
import { renderFixture } from "../routes/pages";
import { loadCatalogue } from "./catalogue_data";
import { CATALOGUE_NOT_BUILT, catalogueList, catalogueToc } from "./render";

export const CATALOGUE_PATH = "/islands";

export function islandsCatalogueRoutes(app: Hono<AppEnv>) {
  app.get(CATALOGUE_PATH, (c) => {
    const { root, distDir } = c.get("app");
    const catalogue = loadCatalogue(root, distDir);
    if (!catalogue) return renderFixture(c, "islands/catalogue.html", { catalogue_count: 0, catalogue_version: "-", catalogue_toc: "", catalogue_list: markup(`<p class="alert alert-warning">${CATALOGUE_NOT_BUILT}</p>`) });
    return renderFixture(c, "islands/catalogue.html", {
      catalogue_count: catalogue.islands.length,
      catalogue_version: catalogue.version,
      catalogue_toc: markup(catalogueToc(catalogue)),
      catalogue_list: markup(catalogueList(catalogue)),
    });
  });
}
