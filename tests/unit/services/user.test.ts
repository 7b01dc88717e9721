import { beforeEach, describe, expect, it } from "vitest";
import { createUser } from "../../../src/services/user";
import { jsonrpc } from "../../../src/services/jsonrpc";
import type { RPC } from "../../../src/services/rpc";
import { readSessionInfo } from "../../../src/services/session_info";
import { startTestServer, type TestServer } from "../server_fetch";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});

describe("user", () => {
  it("reads the session fields of the page", async () => {
    await server.login("admin", "admin");
    const session = readSessionInfo();
    expect(session).toMatchObject({ uid: 2, name: "Mitchell Admin", username: "admin", is_admin: true, is_system: true, partner_id: 3, db: "islands" });
    expect(session.user_context).toMatchObject({ lang: "en_US", tz: "Europe/Brussels" });
    expect(session.csrfToken).toMatch(/^[0-9a-f]{40}$/);
  });

  it("accepts user_id for uid", () => {
    expect(readSessionInfo({ __session_info__: { user_id: [5, "Someone"] } }).uid).toBe(5);
    expect(readSessionInfo({ __session_info__: { user_id: 6 } }).uid).toBe(6);
  });

  it("checks a group with a server call, cached per group", async () => {
    await server.login("portal", "portal");
    const user = createUser(jsonrpc as RPC, readSessionInfo());
    expect(user.isAdmin).toBe(false);
    expect(await user.hasGroup("base.group_portal")).toBe(true);
    expect(await user.hasGroup("base.group_portal")).toBe(true);
    expect(await user.hasGroup("base.group_system")).toBe(false);
    const calls = server.requests.filter((r) => r.url === "/web/dataset/call_kw/res.users/has_group");
    expect(calls).toHaveLength(2);
    expect(calls[0].body.params).toEqual({ model: "res.users", method: "has_group", args: ["base.group_portal"], kwargs: { context: { lang: "en_US", tz: "Europe/Brussels", uid: 7 } } });
  });

  it("answers false without a user id and without a call", async () => {
    await server.installPageGlobals();
    const user = createUser(jsonrpc as RPC, readSessionInfo());
    expect(await user.hasGroup("base.group_user")).toBe(false);
    expect(server.requests.some((r) => r.url.includes("has_group"))).toBe(false);
  });
});
