import { beforeEach, describe, expect, it } from "vitest";
import { safeRedirect } from "../../../server/routes/auth";
import { startTestServer, type TestServer } from "../server_fetch";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});

async function loginPage(query = "") {
  const html = await (await server.fetch(`/web/login${query}`)).text();
  const csrf = /name="csrf_token" value="([0-9a-f]+)"/.exec(html)![1];
  return { html, csrf };
}

function post(csrf: string, fields: Record<string, string>) {
  const body = new URLSearchParams({ csrf_token: csrf, ...fields });
  return server.fetch("/web/login", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: body.toString(), redirect: "manual" });
}

describe("login", () => {
  it("keeps the page's redirect and goes there once logged in", async () => {
    const { html, csrf } = await loginPage("?redirect=%2Fmy%2Forders%2F12");
    expect(html).toContain('name="redirect" value="/my/orders/12"');
    const answer = await post(csrf, { login: "portal", password: "portal", redirect: "/my/orders/12" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/my/orders/12");
  });

  it("comes back with the error, the login typed and the redirect after a wrong password", async () => {
    const { csrf } = await loginPage();
    const answer = await post(csrf, { login: "portal", password: "nope", redirect: "/my" });
    const location = answer.headers.get("location")!;
    expect(location).toBe("/web/login?error=Wrong+login%2Fpassword&login=portal&redirect=%2Fmy");
    const html = await (await server.fetch(location)).text();
    expect(html).toContain('<p class="alert alert-danger" role="alert">Wrong login/password</p>');
    expect(html).toContain('id="login" value="portal"');
  });

  it("escapes what it writes back into the page", async () => {
    const html = await (await server.fetch(`/web/login?error=${encodeURIComponent("<script>x</script>")}&login=${encodeURIComponent('"><img src=x>')}`)).text();
    expect(html).not.toContain("<script>x</script>");
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(html).toContain('value="&quot;&gt;&lt;img src=x&gt;"');
  });

  it("refuses a post without the session's csrf token", async () => {
    await loginPage();
    const answer = await post("forged", { login: "portal", password: "portal" });
    expect(answer.status).toBe(400);
  });

  it("never redirects off the site", () => {
    expect(safeRedirect("/my")).toBe("/my");
    expect(safeRedirect("//evil.example/x")).toBe("/");
    expect(safeRedirect("https://evil.example")).toBe("/");
    expect(safeRedirect(undefined)).toBe("/");
  });
});
