import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { setProfilingEnabled } from "../../../server/models/profiling";
import { browserNavigation } from "../../../src/services/browser_navigation";
import {
  ACCESS_CHECKS,
  BECOME_SUPERUSER_ROUTE,
  DEBUG_ASSETS,
  DEBUG_ASSETS_TESTS,
  PROFILES_ACTION,
  createDebugService,
  urlWithDebug,
} from "../../../src/services/debug";
import { DEFAULT_COLLECTORS, DEFAULT_PROFILING_PARAMS, createProfilingService, initialProfilingState } from "../../../src/services/profiling";
import { createOrm } from "../../../src/services/orm";
import { rpcService } from "../../../src/services/rpc";
import { createEnv } from "../../../src/runtime/env";
import { readSessionInfo } from "../../../src/services/session_info";
import { startTestServer, type TestServer } from "../server_fetch";

let server: TestServer;
let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(() => {
  server = startTestServer();
  assign = vi.fn<(url: string) => void>();
  vi.spyOn(browserNavigation, "assign").mockImplementation(assign);
  vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
});
afterEach(() => {
  delete (window as any).odoo;
  setProfilingEnabled(server.store, true);
});

function makeOrm() {
  const session = readSessionInfo();
  const rpc = rpcService.start(createEnv(), { session }) as any;
  return createOrm(rpc, () => ({ ...session.user_context }));
}

describe("debug menu actions", () => {
  it("reloads with ?debug=assets or ?debug=assets,tests, keeping the rest of the URL", () => {
    expect([DEBUG_ASSETS, DEBUG_ASSETS_TESTS]).toEqual(["assets", "assets,tests"]);
    const location = { pathname: "/shop", search: "?page=2&debug=1", hash: "#top" };
    expect(urlWithDebug("assets", location)).toBe("/shop?page=2&debug=assets#top");
    expect(urlWithDebug("assets,tests", location)).toBe("/shop?page=2&debug=assets%2Ctests#top");
    const debug = createDebugService({ call: vi.fn() } as never, { isAdmin: false }, "1");
    debug.activateAssets();
    debug.activateTests();
    expect(assign.mock.calls.map((c) => new URL(c[0], "http://x").searchParams.get("debug"))).toEqual(["assets", "assets,tests"]);
  });

  it("clears the debug key when leaving debug mode", () => {
    const debug = createDebugService({ call: vi.fn() } as never, { isAdmin: false }, "assets");
    debug.leave();
    const url = new URL(assign.mock.calls[0][0], "http://x");
    expect(url.searchParams.get("debug")).toBe("");
  });

  it("lists profiles through the action in the hash", () => {
    expect(PROFILES_ACTION).toBe("base.action_menu_ir_profile");
    createDebugService({ call: vi.fn() } as never, { isAdmin: false }, "1").listProfiles();
    expect(assign).toHaveBeenCalledWith("/web#action=base.action_menu_ir_profile");
  });

  it("offers Become Superuser (/web/become) to admins only", () => {
    expect(BECOME_SUPERUSER_ROUTE).toBe("/web/become");
    expect(createDebugService({ call: vi.fn() } as never, { isAdmin: false }, "1").canBecomeSuperuser).toBe(false);
    const admin = createDebugService({ call: vi.fn() } as never, { isAdmin: true }, "1");
    expect(admin.canBecomeSuperuser).toBe(true);
    admin.becomeSuperuser();
    expect(assign).toHaveBeenCalledWith("/web/become");
  });

  it("/web/become is refused to a non-admin (403, still themselves) and makes an admin the superuser", async () => {
    const { visitor } = await import("../server/requests");
    const sessionOf = async (who: { fetch(path: string): Promise<Response> }) =>
      JSON.parse(/window\.odoo = (.*?);<\/script>/.exec(await (await who.fetch("/runtime/public")).text())![1]).__session_info__;
    const portal = await visitor(server, "portal");
    const refused = await portal.fetch(BECOME_SUPERUSER_ROUTE, { redirect: "manual" });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe("Forbidden");
    const before = await sessionOf(portal);
    const anonymous = await visitor(server);
    expect((await anonymous.fetch(BECOME_SUPERUSER_ROUTE, { redirect: "manual" })).status).toBe(403);
    const admin = await visitor(server, "admin");
    const became = await admin.fetch(BECOME_SUPERUSER_ROUTE, { redirect: "manual" });
    expect(became.status).toBe(302);
    expect((await sessionOf(admin)).uid).toBe(1);
    expect((await sessionOf(portal)).uid).toBe(before.uid);
    expect(before.uid).not.toBe(1);
  });

  it("regenerates the asset bundles on the server, then reloads", async () => {
    await server.login("admin", "admin");
    const debug = createDebugService(makeOrm(), { isAdmin: true }, "1");
    await debug.regenerateAssets();
    expect(server.requests.at(-1)).toMatchObject({ url: "/web/dataset/call_kw/ir.attachment/regenerate_assets_bundles" });
    expect(browserNavigation.reload).toHaveBeenCalledTimes(1);
  });

  it("checks write on views, read on record rules and read on model access, once", async () => {
    expect(ACCESS_CHECKS).toEqual({
      canEditView: { model: "ir.ui.view", operation: "write" },
      canSeeRecordRules: { model: "ir.rule", operation: "read" },
      canSeeModelAccess: { model: "ir.model.access", operation: "read" },
    });
    await server.login("admin", "admin");
    const debug = createDebugService(makeOrm(), { isAdmin: true }, "1");
    expect(await debug.accessRights()).toEqual({ canEditView: true, canSeeRecordRules: true, canSeeModelAccess: true });
    await debug.accessRights();
    const checks = server.requests.filter((r) => r.url.endsWith("/check_access_rights"));
    expect(checks.map((r) => [r.body.params.model, r.body.params.args, r.body.params.kwargs.raise_exception])).toEqual([
      ["ir.ui.view", ["write"], false],
      ["ir.rule", ["read"], false],
      ["ir.model.access", ["read"], false],
    ]);
  });

  it("denies what the access checks deny", async () => {
    await server.login("portal", "portal");
    const rights = await createDebugService(makeOrm(), { isAdmin: false }, "1").accessRights();
    expect(rights.canEditView).toBe(false);
    expect(rights.canSeeRecordRules).toBe(false);
  });
});

describe("profiling", () => {
  it("starts with collectors sql and traces_async and the execution_context_qweb param", () => {
    expect(DEFAULT_COLLECTORS).toEqual(["sql", "traces_async"]);
    expect(DEFAULT_PROFILING_PARAMS).toEqual({ execution_context_qweb: false });
    expect(initialProfilingState({})).toEqual({ session: false, collectors: ["sql", "traces_async"], params: { execution_context_qweb: false } });
    expect(initialProfilingState({ profile_session: "p1", profile_collectors: ["qweb"], profile_params: { execution_context_qweb: true } })).toEqual({
      session: "p1",
      collectors: ["qweb"],
      params: { execution_context_qweb: true },
    });
  });

  it("turns profiling and each collector and param on and off through ir.profile set_profiling", async () => {
    await server.login("admin", "admin");
    const profiling = createProfilingService(makeOrm(), initialProfilingState({}));
    await profiling.toggleProfiling();
    expect(profiling.isEnabled).toBe(true);
    const on = server.requests.at(-1)!;
    expect(on.url).toBe("/web/dataset/call_kw/ir.profile/set_profiling");
    expect(on.body.params.kwargs).toMatchObject({ profile: true, collectors: ["sql", "traces_async"], params: { execution_context_qweb: false } });
    await profiling.toggleCollector("qweb");
    expect(profiling.state.get().collectors).toEqual(["sql", "traces_async", "qweb"]);
    await profiling.toggleCollector("sql");
    expect(profiling.state.get().collectors).toEqual(["traces_async", "qweb"]);
    await profiling.toggleParam("execution_context_qweb");
    expect(profiling.state.get().params).toEqual({ execution_context_qweb: true });
    expect(server.requests.at(-1)!.body.params.kwargs.params).toEqual({ execution_context_qweb: true });
    await profiling.toggleProfiling();
    expect(profiling.isEnabled).toBe(false);
    expect(server.requests.at(-1)!.body.params.kwargs.profile).toBe(false);
  });

  it("opens the action the server answers instead of a state (profiling not enabled on the database)", async () => {
    await server.login("admin", "admin");
    setProfilingEnabled(server.store, false);
    const profiling = createProfilingService(makeOrm(), initialProfilingState({}));
    expect(await profiling.toggleProfiling()).toBeNull();
    expect(profiling.isEnabled).toBe(false);
    expect(assign).toHaveBeenCalledWith("/web#model=base.enable.profiling.wizard&view_type=form");
  });
});
