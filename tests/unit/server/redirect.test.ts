// Redirect parameters are kept only as paths of this site (security/redirect.ts), on every route
// that takes one: the login form and page, logout, sign-up and the details form.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { safeRedirect } from "../../../server/security/redirect";
import { startTestServer, type TestServer } from "../server_fetch";
import { csrfOf, postForm } from "./requests";

const OFF_SITE = [
  "//evil.example",
  "///evil.example",
  "////evil.example/x",
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  " //evil.example",
  "/\x00/evil.example",
  "/ /evil.example",
  "https://evil.example",
  "http:evil.example",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "evil.example",
  "%2F%2Fevil.example",
  "/%2F/evil.example",
  "/%2Fevil.example",
  "/%5Cevil.example",
  "/%09/evil.example",
  "%252F%252Fevil.example",
  "/%252F%252Fevil.example",
  "/%E0%A4%A",
  "",
];

const ON_SITE: [string, string][] = [
  ["/", "/"],
  ["/my", "/my"],
  ["/my/orders/12?access_token=ab&x=1#top", "/my/orders/12?access_token=ab&x=1#top"],
  ["/shop/cart?redirect=//evil.example", "/shop/cart?redirect=//evil.example"],
  ["/my%20orders", "/my%20orders"],
  ["\t/my\n", "/my"],
];

describe("safeRedirect", () => {
  it.each(OFF_SITE)("sends %j home", (value) => {
    expect(safeRedirect(value)).toBe("/");
    expect(safeRedirect(value, "/my")).toBe("/my");
  });

  it.each(ON_SITE)("keeps the path %j as %j", (value, kept) => {
    expect(safeRedirect(value)).toBe(kept);
  });

  it("sends anything that is not text home", () => {
    for (const value of [undefined, null, 42, ["/my"], { href: "/my" }]) expect(safeRedirect(value)).toBe("/");
  });
});

describe("routes taking a redirect", () => {
  let server: TestServer;
  beforeEach(() => {
    server = startTestServer();
  });
  afterEach(() => server.store.db.close());

  const location = (response: Response) => response.headers.get("location");

  it.each(["//evil.example", "/\\evil.example", "/\t/evil.example", "https://evil.example"])("login with redirect %j goes home", async (redirect) => {
    const csrf = await csrfOf(server, `/web/login?redirect=${encodeURIComponent(redirect)}`);
    const page = await (await server.fetch(`/web/login?redirect=${encodeURIComponent(redirect)}`)).text();
    expect(page).toContain('name="redirect" value="/"');
    expect(location(await postForm(server, "/web/login", { csrf_token: csrf, login: "portal", password: "portal", redirect }))).toBe("/");
  });

  it("logout, sign-up and the details form send off-site redirects to their default page", async () => {
    expect(location(await server.fetch("/web/session/logout?redirect=%2F%2Fevil.example", { redirect: "manual" }))).toBe("/");
    let csrf = await csrfOf(server, "/web/signup");
    const signup = await postForm(server, "/web/signup", { csrf_token: csrf, login: "n@example.com", name: "N", password: "p", confirm_password: "p", redirect: "/\\evil.example" });
    expect(location(signup)).toBe("/my");
    csrf = await csrfOf(server, "/my/account");
    const details = { csrf_token: csrf, name: "N", email: "n@example.com", street: "1 St", city: "C", country_id: "21", redirect: "//evil.example" };
    expect(location(await postForm(server, "/my/account", details))).toBe("/my/home");
    expect(location(await postForm(server, "/my/account", { ...details, redirect: "/my/orders" }))).toBe("/my/orders");
  });
});
