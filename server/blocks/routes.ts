// The routes of the website blocks of issue 16: dynamic snippet filters, the current currency,
// the donation block's hand-over to the donation page, the dashboard list data and map tiles.
import type { Hono } from "hono";
import { serverTranslate } from "../website/server_translate";
import { pageLang } from "../website/page_lang";
import type { AppEnv } from "../context";
import { rpcHandler } from "../jsonrpc";
import { CURRENT_CURRENCY } from "./currency";
import { listViewData } from "./dashboard_list";
import { donationHandoverRoutes } from "./donation_handover";
import { mapTileRoutes } from "./map_tiles";
import { renderFilter } from "./snippet_filters";

export function blocksRoutes(app: Hono<AppEnv>) {
  app.post("/website/snippet/filters", rpcHandler((params, c) => renderFilter(c.get("store"), params, serverTranslate(c.get("app").root, pageLang(c)))));
  app.post("/website/get_current_currency", rpcHandler(() => CURRENT_CURRENCY));
  donationHandoverRoutes(app);
  mapTileRoutes(app);
  app.post("/blocks/dashboard/list_view_data", rpcHandler((params, c) => listViewData(c.get("store"), params)));
}
