// The helpdesk pages (spec 3 §2 "Helpdesk"): /helpdesk shows the first team, /helpdesk/{team}
// a team; each page carries the team menu the island highlights.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { escapeHtml as e, escapeUrl, markup } from "../html";
import { renderFixture } from "../routes/pages";
import type { Row } from "../store";

function teamPage(c: Context<AppEnv>, team: Row | undefined) {
  if (!team) return c.notFound();
  const teams = c.get("store").all("helpdesk.team");
  const menu = teams.map((t) => `<li class="nav-item"><a class="nav-link" href="${escapeUrl(`/helpdesk/${t.slug}`)}">${e(t.name)}</a></li>`).join("\n");
  return renderFixture(c, "helpdesk/team.html", { team_name: team.name, team_description: team.description, team_menu: markup(menu) });
}

export function helpdeskRoutes(app: Hono<AppEnv>) {
  const first = (c: Context<AppEnv>) => teamPage(c, c.get("store").all("helpdesk.team")[0]);
  app.get("/helpdesk", first);
  app.get("/helpdesk/", first);
  app.get("/helpdesk/:slug", (c) => teamPage(c, c.get("store").all("helpdesk.team").find((t) => t.slug === c.req.param("slug"))));
}
