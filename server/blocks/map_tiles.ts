// The map block's stand-in for a map service, so that no test reaches the internet: raster tiles
// at /website/map_tiles/{z}/{x}/{y}.png drawn from a few fixture tiles, and the map library's
// style sheet.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "../context";

export const TILE_ROUTE = "/website/map_tiles";
export const MAP_STYLES_ROUTE = "/web/static/lib/leaflet/leaflet.css";
export const TILE_COUNT = 4;

export const tileFile = (x: number, y: number) => `tile-${(x + y) % TILE_COUNT}.png`;

export function mapTileRoutes(app: Hono<AppEnv>) {
  app.get(`${TILE_ROUTE}/:z{[0-9]+}/:x{[0-9]+}/:y{[0-9]+\\.png}`, (c) => {
    const file = join(c.get("app").root, "fixtures/static/map_tiles", tileFile(Number(c.req.param("x")), parseInt(c.req.param("y"), 10)));
    return c.body(readFileSync(file), 200, { "Content-Type": "image/png", "Cache-Control": "max-age=3600" });
  });
  app.get(MAP_STYLES_ROUTE, (c) =>
    c.body(readFileSync(join(c.get("app").root, "node_modules/leaflet/dist/leaflet.css")), 200, { "Content-Type": "text/css", "Cache-Control": "max-age=3600" }),
  );
}
