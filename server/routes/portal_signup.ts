// Signing up (/web/signup): the form, and its post creating a portal user and its partner, then
// logged in; a refused sign-up comes back with the error and what was typed (passwords excepted).
import { overRateLimit, TOO_MANY_REQUESTS } from "../security/rate_limit";
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { escapeHtml, markup } from "../html";
import { hashPassword } from "../security/password";
import { safeRedirect } from "../security/redirect";
import { rotateSession } from "../session";
import { renderFixture } from "./pages";

export const SIGNUP_ERRORS = {
  passwordsDiffer: "Passwords do not match; please retype them.",
  loginTaken: "Another user is already registered using this email address.",
  missing: "Could not create a new account.",
} as const;

function renderSignup(c: Context<AppEnv>, values: { login?: string; name?: string }, error = "") {
  return renderFixture(c, "portal/signup.html", {
    login: values.login ?? "",
    name: values.name ?? "",
    error: markup(error ? `<p class="alert alert-danger" role="alert">${escapeHtml(error)}</p>` : ""),
  });
}

export function portalSignupRoutes(app: Hono<AppEnv>) {
  app.get("/web/signup", (c) => renderSignup(c, {}));

  app.post("/web/signup", async (c) => {
    const form = await c.req.parseBody();
    const login = String(form.login ?? "").trim();
    const name = String(form.name ?? "").trim();
    const password = String(form.password ?? "");
    const store = c.get("store");
    let error = "";
    if (overRateLimit(c, "signup")) error = TOO_MANY_REQUESTS;
    else if (!login || !name || !password) error = SIGNUP_ERRORS.missing;
    else if (password !== String(form.confirm_password ?? "")) error = SIGNUP_ERRORS.passwordsDiffer;
    else if (store.all("res.users").some((u) => u.login === login)) error = SIGNUP_ERRORS.loginTaken;
    if (error) return renderSignup(c, { login, name }, error);
    const partner = store.create("res.partner", { name, email: login });
    const user = store.create("res.users", { login, password: await hashPassword(password), name, partner_id: partner.id, is_admin: false, is_system: false, lang: "en_US", tz: "Europe/Brussels", groups: ["base.group_portal"] });
    rotateSession(c, user.id, { keepData: true });
    return c.redirect(safeRedirect(form.redirect, "/my"));
  });
}
