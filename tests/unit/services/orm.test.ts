import { beforeEach, describe, expect, it } from "vitest";
import { createOrm } from "../../../src/services/orm";
import { x2ManyCommands } from "../../../src/services/orm_commands";
import { jsonrpc } from "../../../src/services/jsonrpc";
import type { RPC } from "../../../src/services/rpc";
import { startTestServer, type TestServer } from "../server_fetch";

let server: TestServer;
const userContext = { lang: "en_US", tz: "Europe/Brussels", uid: 7 };
const orm = () => createOrm(jsonrpc as RPC, () => userContext);
// The reference server enforces access rights: creating and deleting contacts is an admin's.
beforeEach(async () => {
  server = startTestServer();
  await server.login("admin");
  server.requests.length = 0;
});

describe("orm", () => {
  it("calls /web/dataset/call_kw/{model}/{method} with model, method, args and kwargs, context merged over the user context", async () => {
    const rows = await orm().searchRead("res.partner", [["city", "=", "Paris"]], ["name"], { context: { active_test: false, lang: "fr_FR" } });
    expect(rows).toEqual([{ id: 7, name: "Marc Demo" }]);
    const request = server.requests.at(-1)!;
    expect(request.url).toBe("/web/dataset/call_kw/res.partner/search_read");
    expect(request.body.params).toEqual({
      model: "res.partner",
      method: "search_read",
      args: [],
      kwargs: { domain: [["city", "=", "Paris"]], fields: ["name"], context: { lang: "fr_FR", tz: "Europe/Brussels", uid: 7, active_test: false } },
    });
  });

  it("creates, writes, reads and unlinks records that the server keeps", async () => {
    const [id] = await orm().create("res.partner", [{ name: "Azure Interior" }]);
    await orm().write("res.partner", [id], { city: "Fremont" });
    expect(await orm().read("res.partner", [id], ["name", "city"])).toEqual([{ id, name: "Azure Interior", city: "Fremont" }]);
    await orm().unlink("res.partner", [id]);
    expect(await orm().search("res.partner", [["id", "=", id]])).toEqual([]);
  });

  it("read_group, web_read_group and web_search_read go to their methods with domain, fields and groupby in the kwargs", async () => {
    const groups = await orm().readGroup("res.partner", [["city", "in", ["Paris", "Fremont"]]], ["city"], ["city"]);
    expect(groups).toEqual([
      { city: "Paris", city_count: 1, __domain: [["city", "=", "Paris"]] },
      { city: "Fremont", city_count: 1, __domain: [["city", "=", "Fremont"]] },
    ]);
    expect(server.requests.at(-1)!.url).toBe("/web/dataset/call_kw/res.partner/read_group");
    expect(server.requests.at(-1)!.body.params).toEqual({
      model: "res.partner",
      method: "read_group",
      args: [],
      kwargs: { domain: [["city", "in", ["Paris", "Fremont"]]], fields: ["city"], groupby: ["city"], context: userContext },
    });

    const web = await orm().webReadGroup("res.partner", [["city", "=", "Paris"]], ["city"], ["city"], { lazy: true });
    expect(web).toEqual({ groups: [{ city: "Paris", city_count: 1, __domain: [["city", "=", "Paris"]] }], length: 1 });
    expect(server.requests.at(-1)!.url).toBe("/web/dataset/call_kw/res.partner/web_read_group");
    expect(server.requests.at(-1)!.body.params.kwargs).toEqual({ lazy: true, domain: [["city", "=", "Paris"]], fields: ["city"], groupby: ["city"], context: userContext });

    const page = await orm().webSearchRead("res.partner", [["city", "!=", false]], ["name"], { limit: 2, order: "id" });
    expect(page).toEqual({ length: 4, records: [{ id: 3, name: "Mitchell Admin" }, { id: 7, name: "Marc Demo" }] });
    expect(server.requests.at(-1)!.url).toBe("/web/dataset/call_kw/res.partner/web_search_read");
    expect(server.requests.at(-1)!.body.params.kwargs).toEqual({ limit: 2, order: "id", domain: [["city", "!=", false]], fields: ["name"], context: userContext });
  });

  it("web_read_group and read_group require their groupby, checked before any request", () => {
    const o = orm();
    expect(() => o.webReadGroup("res.partner", [], ["city"], undefined as any)).toThrowError("Invalid groupby list: undefined");
    expect(() => o.webReadGroup("res.partner", [], ["city"], "city" as any)).toThrowError('Invalid groupby list: "city"');
    expect(() => o.readGroup("res.partner", [], ["city"], [1] as any)).toThrowError("Invalid groupby list: [1]");
    expect(server.requests).toHaveLength(0);
  });

  it("checks its arguments before any request (spec 1 §5 'ORM calls')", () => {
    const o = orm();
    expect(() => o.call("", "read")).toThrowError("Invalid model name: ");
    expect(() => o.read("res.partner", ["1"] as any, ["name"])).toThrowError('Invalid ids list: ["1"]');
    expect(() => o.read("res.partner", [1], [1] as any)).toThrowError("Invalid fields list: [1]");
    expect(() => o.search("res.partner", "[]" as any)).toThrowError('Invalid domain: "[]"');
    expect(() => o.write("res.partner", [1], [] as any)).toThrowError("Invalid data: []");
    expect(() => o.create("res.partner", [null as any])).toThrowError("Invalid data: null");
    expect(server.requests).toHaveLength(0);
  });

  it("numbers relational commands as the spec does", () => {
    expect([x2ManyCommands.CREATE, x2ManyCommands.UPDATE, x2ManyCommands.DELETE, x2ManyCommands.FORGET, x2ManyCommands.LINK, x2ManyCommands.DELETE_ALL, x2ManyCommands.REPLACE]).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(x2ManyCommands.replace([3, 4])).toEqual([6, false, [3, 4]]);
    expect(x2ManyCommands.link(9)).toEqual([4, 9, false]);
  });
});
