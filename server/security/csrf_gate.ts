// The one CSRF gate of the reference server, in front of every route (server/app.ts): a request
// that may change state (any method but GET, HEAD, OPTIONS) reaches its route only if
// - the route is a JSON route (declared with `rpcHandler` or `jsonRoute`, the platform's
//   type='json') and the body is application/json: a cross-site page cannot send that type
//   without the browser asking first, so the session cookie plus the content type is the guard;
// - or the route is an HTTP route and the form's `csrf_token` is the session's (constant time);
// - or the route is on CSRF_EXEMPT below, each with the platform's reason.
// Routes never check the token themselves: a new form route is guarded by being registered.
import type { Context, Next } from "hono";
import { matchedRoutes } from "hono/route";
import type { AppEnv } from "../context";
import { isJsonRequest, notJson } from "./json_only";
import { tokensEqual } from "./tokens";

export const CSRF_REFUSED = "Session expired (invalid CSRF token)";
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Routes that take no csrf_token, matched on their registered path. Nothing else is exempt.
 */
export const CSRF_EXEMPT: readonly { route: RegExp; why: string }[] = [
  // Test hooks: never part of a deployment (README, "What a real deployment must add").
  { route: /^\/__test\//, why: "test hook" },
  // The captcha provider's verify endpoint (our stand-in of it): called server to server with the
  // site's secret, never by a browser with a session, like the provider's real endpoint.
  { route: /^\/website\/recaptcha\/siteverify$/, why: "captcha provider's server-to-server endpoint" },
  // The payment provider's pages (csrf=False on the platform): the checkout posts the
  // transaction to the provider's site, which posts the outcome back; both carry the
  // transaction's reference and the provider's key, checked in constant time instead.
  { route: /^\/payment\/demo\/(redirect|return)$/, why: "payment provider's redirect and return webhook" },
];

const jsonHandlers = new WeakSet<object>();

/** Declares a JSON route's handler (rpcHandler does it for JSON-RPC routes). */
export function jsonRoute<H extends object>(handler: H): H {
  jsonHandlers.add(handler);
  return handler;
}

/** The route (path pattern and handler) that answers this request, not counting middleware. */
export function routeOf(c: Context<AppEnv>): { path: string; handler: object } | undefined {
  return matchedRoutes(c).find((route) => route.method === c.req.method);
}

export const exemptionOf = (path: string) => CSRF_EXEMPT.find((entry) => entry.route.test(path));
export const isJsonHandler = (handler: object) => jsonHandlers.has(handler);

/** Form routes whose callers read a JSON answer are refused in JSON, with the status they had. */
const JSON_REFUSALS: readonly [RegExp, 200 | 400][] = [
  [/^\/web\/binary\/upload$/, 200],
  [/^\/website\/form\//, 400],
];

function refuse(c: Context<AppEnv>, path: string) {
  const json = JSON_REFUSALS.find(([pattern]) => pattern.test(path));
  return json ? c.json({ error: CSRF_REFUSED }, json[1]) : c.text(CSRF_REFUSED, 400);
}

export async function csrfGate(c: Context<AppEnv>, next: Next) {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const route = routeOf(c);
  if (!route || exemptionOf(route.path)) return next();
  if (isJsonHandler(route.handler)) return isJsonRequest(c) ? next() : notJson(c);
  // parseBody reads url-encoded and multipart bodies (anything else has no token) and caches
  // them for the route.
  const form = await c.req.parseBody();
  if (!tokensEqual(form.csrf_token, c.get("session").csrf)) return refuse(c, route.path);
  return next();
}
