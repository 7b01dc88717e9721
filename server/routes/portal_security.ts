// The portal security page (/my/security): the password change form and the user's API keys
// (created and removed through the model calls of models/portal_identity.ts).
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { escapeHtml, formatDate, markup } from "../html";
import { loginRedirect, renderPortalPage } from "../portal/page";
import { hashPassword, verifyPassword } from "../security/password";
import { currentUser } from "../session";
import { totpSectionHtml } from "../totp/section";

export const PASSWORD_MESSAGES = {
  changed: "Your password has been changed.",
  wrongOld: "The old password you provided is incorrect, your password was not changed.",
  differ: "The new password and its confirmation must be identical.",
} as const;

function renderSecurity(c: Context<AppEnv>, message?: { text: string; kind: "success" | "danger" }) {
  const user = currentUser(c)!;
  const keys = c
    .get("store")
    .all("res.users.apikeys")
    .filter((k) => k.user_id === user.id)
    .map(
      (k) => `<tr><td>${escapeHtml(k.name)}</td><td>${escapeHtml(k.scope || "")}</td><td>${escapeHtml(formatDate(k.create_date))}</td>
<td class="text-end"><button type="button" class="btn btn-link text-danger p-0 o_portal_remove_api_key" id="${k.id}" aria-label="Remove the key ${escapeHtml(k.name)}" title="Remove"><i class="fa fa-trash fa-lg"></i></button></td></tr>`,
    )
    .join("\n");
  const empty = `<tr class="o_portal_no_api_key"><td colspan="4" class="text-muted">You have no API key yet.</td></tr>`;
  return renderPortalPage(c, "security.html", [["My Account", "/my"], ["Security"]], {
    api_keys: markup(keys || empty),
    totp: markup(totpSectionHtml(c.get("store"), user)),
    message: markup(message ? `<div class="alert alert-${message.kind}" role="alert">${escapeHtml(message.text)}</div>` : ""),
  });
}

export function portalSecurityRoutes(app: Hono<AppEnv>) {
  app.get("/my/security", (c) => (currentUser(c) ? renderSecurity(c) : loginRedirect(c)));

  app.post("/my/security", async (c) => {
    const user = currentUser(c);
    if (!user) return loginRedirect(c);
    const form = await c.req.parseBody();
    if (!verifyPassword(form.old, user.password)) return renderSecurity(c, { text: PASSWORD_MESSAGES.wrongOld, kind: "danger" });
    if (typeof form.new1 !== "string" || !form.new1 || form.new1 !== form.new2) return renderSecurity(c, { text: PASSWORD_MESSAGES.differ, kind: "danger" });
    c.get("store").write("res.users", user.id, { password: await hashPassword(form.new1) });
    return renderSecurity(c, { text: PASSWORD_MESSAGES.changed, kind: "success" });
  });
}
