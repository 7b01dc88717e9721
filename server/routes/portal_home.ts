// The portal home (/my, /my/home) and its counters (POST /my/counters). /my/v15 serves the same
// home in the platform's 15 markup (entries shown, spinners in the badges, Bootstrap 4 classes).
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { EXCEPTIONS, ServerException } from "../errors";
import { rpcHandler } from "../jsonrpc";
import { countDocuments } from "../portal/counters";
import { loginRedirect, renderPortalPage } from "../portal/page";
import { currentUser } from "../session";

export const V15_HOME = "/my/v15";

export function portalHomeRoutes(app: Hono<AppEnv>) {
  for (const path of ["/my", "/my/home"]) {
    app.get(path, (c) => (currentUser(c) ? renderPortalPage(c, "home.html", [["My Account"]]) : loginRedirect(c)));
  }
  app.get(V15_HOME, (c) => (currentUser(c) ? renderPortalPage(c, "home_15.html", [["My Account"]]) : loginRedirect(c)));

  app.post(
    "/my/counters",
    rpcHandler((params, c) => {
      const user = currentUser(c);
      if (!user) throw new ServerException(EXCEPTIONS.sessionExpired, "Session expired");
      return countDocuments(c.get("store"), user.partner_id, Array.isArray(params.counters) ? params.counters : []);
    }),
  );
}
