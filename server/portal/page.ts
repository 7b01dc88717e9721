// Renders a portal fixture page for the current visitor: layout slots plus the page's own values.
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { renderFixture } from "../routes/pages";
import { breadcrumbs } from "./layout";
import type { TemplateValue } from "../html";

export function renderPortalPage(c: Context<AppEnv>, fixture: string, crumbs: [string, string?][], values: Record<string, TemplateValue> = {}) {
  return renderFixture(c, `portal/${fixture}`, { breadcrumbs: breadcrumbs(crumbs), ...values });
}

/** Pages of /my need a logged-in user: others go to the login page, back here afterwards. */
export function loginRedirect(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  return c.redirect(`/web/login?redirect=${encodeURIComponent(url.pathname + url.search)}`);
}
