// Logging in and out: the login form post (/web/login), the JSON-RPC /web/session/authenticate
// used by tests, and /web/session/logout. Each starts a new session; redirects stay on the site.
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { ACCESS_DENIED } from "../errors_auth";
import { ServerException } from "../errors";
import { rpcHandler } from "../jsonrpc";
import { authenticate } from "../security/login";
import { safeRedirect } from "../security/redirect";
import { rotateSession } from "../session";
import { adoptSessionWishes } from "../shop_extras/wishlist";
import { escapeHtml, replaceMarker } from "../html";
import { renderFixture } from "./pages";

export { safeRedirect };
export const WRONG_LOGIN = "Wrong login/password";

export function authRoutes(app: Hono<AppEnv>) {
  // The login page shows a failed attempt's error and keeps the login typed.
  app.get("/web/login", (c) => {
    const error = c.req.query("error");
    const login = c.req.query("login") ?? "";
    const redirect = safeRedirect(c.req.query("redirect"));
    return renderFixture(c, "auth/login.html", {}, (html) => {
      let page = replaceMarker(html, 'name="redirect" value="/"', `name="redirect" value="${escapeHtml(redirect)}"`);
      page = replaceMarker(page, "<!--login-error-->", error ? `<p class="alert alert-danger" role="alert">${escapeHtml(error)}</p>` : "");
      return replaceMarker(page, 'name="login" id="login"', `name="login" id="login" value="${escapeHtml(login)}"`);
    });
  });

  app.post("/web/login", async (c) => {
    const form = await c.req.parseBody();
    const redirect = safeRedirect(form.redirect);
    try {
      const user = authenticate(c, form.login, form.password);
      const anonymous = c.get("session").sid;
      rotateSession(c, user.id, { keepData: true });
      adoptSessionWishes(c.get("store"), anonymous, Number(user.partner_id));
      return c.redirect(redirect);
    } catch (error) {
      const message = error instanceof ServerException && error.message !== ACCESS_DENIED ? error.message : WRONG_LOGIN;
      const query = new URLSearchParams({ error: message, login: String(form.login ?? ""), redirect });
      return c.redirect(`/web/login?${query}`);
    }
  });

  app.post(
    "/web/session/authenticate",
    rpcHandler((params, c) => {
      const user = authenticate(c, params.login, params.password);
      const anonymous = c.get("session").sid;
      rotateSession(c, user.id, { keepData: true });
      adoptSessionWishes(c.get("store"), anonymous, Number(user.partner_id));
      return { uid: user.id, name: user.name, username: user.login };
    }),
  );

  app.get("/web/session/logout", (c) => {
    rotateSession(c, null, { keepData: false });
    return c.redirect(safeRedirect(c.req.query("redirect")));
  });
}
