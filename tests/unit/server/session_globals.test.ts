import { describe, expect, it } from "vitest";
import { PAGE_GLOBALS_PATH } from "../../../server/routes/session_globals";
import { startTestServer } from "../server_fetch";

const globalsOf = (script: string) => {
  const window: { odoo?: any } = {};
  new Function("window", script)(window);
  return window.odoo;
};

describe("GET /web/session/page_globals.js", () => {
  it("sets window.odoo for the visitor's session, never cached; after login, the user's", async () => {
    const server = startTestServer();
    const visitor = await server.fetch(PAGE_GLOBALS_PATH);
    expect(visitor.headers.get("Cache-Control")).toBe("no-store");
    expect(visitor.headers.get("Content-Type")).toBe("application/javascript; charset=utf-8");
    const before = globalsOf(await visitor.text());
    expect(before.csrf_token).toMatch(/\w+/);
    expect(before.__session_info__).toMatchObject({ uid: false, is_website_user: true });
    await server.login("portal", "portal");
    const after = globalsOf(await (await server.fetch(PAGE_GLOBALS_PATH)).text());
    expect(after.__session_info__).toMatchObject({ username: "portal", is_website_user: false });
    expect(after.csrf_token).not.toBe(before.csrf_token);
  });
});
