// Logging in and out: the login form post (/web/login), the JSON-RPC /web/session/authenticate
// used by tests, and /web/session/logout.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import { accessDenied } from "../errors_auth";
import { rpcHandler } from "../jsonrpc";
import { setSessionUser } from "../session";
import { checkCsrf } from "../csrf";
import { escapeHtml } from "../html";
import { renderFixture } from "./pages";

function findUser(c: Context<AppEnv>, login: string, password: string) {
  return c.get("store").all("res.users").find((u) => u.login === login && u.password === password);
}

/** Only paths of this site: "//evil.example" or "https://…" go home instead. */
export function safeRedirect(value: string | undefined): string {
  return value && value.startsWith("/") && !value.startsWith("//") ? value : "/";
}

export function authRoutes(app: Hono<AppEnv>) {
  // The login page shows a failed attempt's error and keeps the login typed.
  app.get("/web/login", (c) =>
    renderFixture(c, "auth/login.html", (html) => {
      const error = c.req.query("error");
      const login = c.req.query("login") ?? "";
      const redirect = safeRedirect(c.req.query("redirect"));
      return html
        .replace('name="redirect" value="/"', `name="redirect" value="${escapeHtml(redirect)}"`)
        .replace("<!--login-error-->", error ? `<p class="alert alert-danger" role="alert">${escapeHtml(error)}</p>` : "")
        .replace('name="login" id="login"', `name="login" id="login" value="${escapeHtml(login)}"`);
    }),
  );

  app.post("/web/login", async (c) => {
    const form = await c.req.parseBody();
    if (!checkCsrf(c, form)) return c.text("Session expired (invalid CSRF token)", 400);
    const user = findUser(c, String(form.login ?? ""), String(form.password ?? ""));
    const redirect = safeRedirect(String(form.redirect ?? ""));
    if (!user) {
      const query = new URLSearchParams({ error: "Wrong login/password", login: String(form.login ?? ""), redirect });
      return c.redirect(`/web/login?${query}`);
    }
    setSessionUser(c.get("store"), c.get("session"), user.id);
    return c.redirect(redirect);
  });

  app.post(
    "/web/session/authenticate",
    rpcHandler((params, c) => {
      const user = findUser(c, params.login, params.password);
      if (!user) throw accessDenied();
      setSessionUser(c.get("store"), c.get("session"), user.id);
      return { uid: user.id, name: user.name, username: user.login };
    }),
  );

  app.get("/web/session/logout", (c) => {
    setSessionUser(c.get("store"), c.get("session"), null);
    return c.redirect(safeRedirect(c.req.query("redirect")));
  });
}
