// Project ratings in the portal (/my/projects/{id}/ratings): the customers' ratings of the
// project's tasks, as cards (?view=kanban) or as a table (any other view).
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { canAccess } from "../portal/access";
import { escapeHtml as e, formatDate, markup } from "../html";
import { loginRedirect, renderPortalPage } from "../portal/page";
import { currentUser } from "../session";
import type { Row } from "../store";

const SMILEYS: Record<number, [string, string]> = { 5: ["fa-smile-o text-success", "Satisfied"], 3: ["fa-meh-o text-warning", "Okay"], 1: ["fa-frown-o text-danger", "Dissatisfied"] };
const smiley = (rating: Row) => SMILEYS[rating.rating >= 4 ? 5 : rating.rating >= 2 ? 3 : 1];

export function portalProjectRoutes(app: Hono<AppEnv>) {
  app.get("/my/projects/:id{[0-9]+}/ratings", (c) => {
    const store = c.get("store");
    const project = store.get("project.project", Number(c.req.param("id")));
    const user = currentUser(c);
    if (!project || !canAccess(store, user, "project.project", project, c.req.query("access_token"))) return user ? c.redirect("/my") : loginRedirect(c);
    const ratings = store.all("rating.rating").filter((r) => r.project_id === project.id);
    const kanban = (c.req.query("view") ?? "").includes("kanban");
    const summary = [5, 3, 1]
      .map((level) => {
        const [icon, label] = SMILEYS[level];
        const count = ratings.filter((r) => smiley(r) === SMILEYS[level]).length;
        return `<div class="col"><div class="bg-white border rounded py-3"><i class="fa ${icon} fa-2x" aria-hidden="true"></i><div class="fw-bold">${count}</div><div class="small text-muted">${label}</div></div></div>`;
      })
      .join("");
    const cards = ratings
      .map((r) => {
        const [icon, label] = smiley(r);
        return `<div class="col"><div class="card h-100 o_rating_card"><div class="card-body"><h6 class="card-title"><i class="fa ${icon} me-1" aria-label="${label}"></i>${e(r.task)}</h6><p class="card-text small">${e(r.feedback || "No feedback")}</p></div><div class="card-footer small text-muted">${e(r.partner)} · ${e(formatDate(r.write_date))}</div></div></div>`;
      })
      .join("\n");
    const rows = ratings
      .map((r) => {
        const [icon, label] = smiley(r);
        return `<tr><td><i class="fa ${icon}" aria-hidden="true"></i> ${label}</td><td>${e(r.task)}</td><td>${e(r.feedback || "")}</td><td>${e(r.partner)}</td><td>${e(formatDate(r.write_date))}</td></tr>`;
      })
      .join("\n");
    const body = kanban
      ? `<div class="row row-cols-1 row-cols-md-3 g-3 o_rating_kanban">${cards}</div>`
      : `<table class="table bg-white border o_rating_list"><thead><tr><th>Rating</th><th>Task</th><th>Feedback</th><th>Customer</th><th>Date</th></tr></thead><tbody>${rows}</tbody></table>`;
    return renderPortalPage(c, "project_ratings.html", [["My Account", "/my"], ["Projects", "/my"], [project.name]], {
      project_id: project.id,
      project_name: project.name,
      summary: markup(summary),
      ratings: markup(body),
    });
  });
}
