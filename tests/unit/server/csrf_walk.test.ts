// The CSRF gate (server/security/csrf_gate.ts) over every state-changing route the app registers,
// read from the app itself: a form route refuses a missing and a foreign csrf_token (url-encoded
// and multipart) and lets the session's own through; a JSON route refuses any other content type;
// the rest are on the commented exempt list.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CSRF_EXEMPT, CSRF_REFUSED, exemptionOf, isJsonHandler } from "../../../server/security/csrf_gate";
import { NOT_JSON_MESSAGE } from "../../../server/security/json_only";
import { startTestServer, type TestServer } from "../server_fetch";
import { nodeForm, visitor, type Visitor } from "./requests";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.store.db.close());

const SAFE = new Set(["GET", "HEAD", "OPTIONS", "ALL"]);

/** Every state-changing route of the app: method, path pattern and handler, once each. */
function stateChangingRoutes(app: TestServer["app"]) {
  const seen = new Map<string, { method: string; path: string; handler: object }>();
  for (const route of app.routes) {
    if (SAFE.has(route.method)) continue;
    const key = `${route.method} ${route.path}`;
    if (!seen.has(key)) seen.set(key, route);
  }
  return [...seen.values()];
}

/** A concrete URL for a route pattern: numbers for numeric parameters, a word for the others. */
const concrete = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, (_all, _name, pattern?: string) => (pattern && /0-9/.test(pattern) ? "1" : "x"));

async function refusedForm(who: Visitor, method: string, url: string, token?: string, multipart = false) {
  const fields: Record<string, string> = { name: "probe", email: "probe@example.com", login: "portal", password: "portal" };
  if (token !== undefined) fields.csrf_token = token;
  let body: BodyInit;
  if (multipart) {
    const form = new nodeForm.FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    body = form as unknown as BodyInit;
  } else body = new URLSearchParams(fields).toString();
  const headers: Record<string, string> = multipart ? {} : { "Content-Type": "application/x-www-form-urlencoded" };
  const response = await who.fetch(url, { method, headers, body, redirect: "manual" });
  const text = await response.text();
  return text.includes(CSRF_REFUSED) && (response.status === 400 || url === "/web/binary/upload");
}

describe("the CSRF gate", () => {
  it("guards every state-changing route of the app, or the route is on the exempt list", async () => {
    const routes = stateChangingRoutes(server.app);
    const stranger = await visitor(server);
    const foreign = await stranger.csrf();
    const kinds = { form: [] as string[], json: [] as string[], exempt: [] as string[] };
    const who = await visitor(server, "portal");
    for (const route of routes) {
      const url = concrete(route.path);
      const own = await who.csrf();
      if (exemptionOf(route.path)) {
        kinds.exempt.push(route.path);
        continue;
      }
      if (isJsonHandler(route.handler)) {
        kinds.json.push(route.path);
        const asText = await who.fetch(url, { method: route.method, headers: { "Content-Type": "text/plain" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params: {} }) });
        expect([asText.status, await asText.text()], route.path).toEqual([400, NOT_JSON_MESSAGE]);
        const asForm = await who.fetch(url, { method: route.method, headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ csrf_token: own }).toString() });
        expect(asForm.status, route.path).toBe(400);
        continue;
      }
      kinds.form.push(route.path);
      expect(await refusedForm(who, route.method, url), `${route.path} without a token`).toBe(true);
      expect(await refusedForm(who, route.method, url, foreign), `${route.path} with another session's token`).toBe(true);
      expect(await refusedForm(who, route.method, url, foreign, true), `${route.path} multipart, another session's token`).toBe(true);
      expect(await refusedForm(who, route.method, url, ""), `${route.path} with an empty token`).toBe(true);
      expect(await refusedForm(who, route.method, url, own), `${route.path} with the session's token`).toBe(false);
    }
    // The figures of the walk (the report quotes them); the list itself is the app's.
    console.info(`CSRF walk: ${routes.length} state-changing routes — ${kinds.form.length} form, ${kinds.json.length} JSON, ${kinds.exempt.length} exempt`);
    expect(routes.length).toBe(kinds.form.length + kinds.json.length + kinds.exempt.length);
    expect(kinds.form.length).toBeGreaterThanOrEqual(18);
    expect(kinds.exempt.every((path) => path.startsWith("/__test/") || exemptionOf(path)!.why !== "test hook")).toBe(true);
  }, 60_000);

  it("exempts only test hooks, the captcha provider's endpoint and the payment provider's pages, each with its reason", () => {
    expect(CSRF_EXEMPT.map((entry) => entry.why)).toEqual(["test hook", "captcha provider's server-to-server endpoint", "payment provider's redirect and return webhook"]);
    const exempt = stateChangingRoutes(server.app).map((route) => route.path).filter((path) => exemptionOf(path) && !path.startsWith("/__test/"));
    expect(exempt.sort()).toEqual(["/payment/demo/redirect", "/payment/demo/return", "/website/recaptcha/siteverify"]);
  });

  it("leaves the store unchanged when it refuses a form post", async () => {
    const who = await visitor(server, "portal");
    const before = server.store.all("res.partner").find((p) => p.id === 9);
    await who.fetch("/my/account", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ name: "Hijacked", email: "x@example.com", csrf_token: await (await visitor(server)).csrf() }).toString() });
    expect(server.store.all("res.partner").find((p) => p.id === 9)).toEqual(before);
  });
});
