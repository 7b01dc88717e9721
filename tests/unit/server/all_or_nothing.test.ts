// All or nothing (server/transaction.ts): every call_kw and JSON route runs in one transaction, so
// a refused or failing call leaves the store byte-identical (every table's rows compared), even
// one that had written before it failed.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { userError } from "../../../server/errors";
import { GENERIC_OPERATIONS } from "../../../server/models/generic";
import { defineModel, registeredMethods } from "../../../server/models/registry";
import { isJsonHandler } from "../../../server/security/csrf_gate";
import { EVERYONE, MODEL_ACCESS } from "../../../server/security/access_model";
import { startTestServer, type TestServer } from "../server_fetch";
import { caller } from "./matrix_callers";
import { visitor, type Visitor } from "./requests";
import { dumpStore } from "./store_dump";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.store.db.close());

type Answer = { result?: unknown; error?: { data: { name: string; message: string } } };
const callKw = (who: Visitor, model: string, method: string, args: unknown[], kwargs: Record<string, unknown> = {}) =>
  who.rpc(`/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs }) as Promise<Answer>;

const HALF_WRITE_MODEL = "islands.test_half_write";

describe("a call that fails halfway", () => {
  beforeEach(() => {
    MODEL_ACCESS[HALF_WRITE_MODEL] = { label: "Half write (test)", methods: { write_then_fail: EVERYONE, write_then_succeed: EVERYONE } };
    defineModel(HALF_WRITE_MODEL, {
      write_then_fail: ({ store }) => {
        store.create("res.partner", { name: "Written before the failure" });
        store.write("res.partner", 9, { name: "Renamed before the failure" });
        store.db.prepare("UPDATE sessions SET data = ?").run("{}");
        throw userError("Failed after writing.");
      },
      write_then_succeed: ({ store }) => store.create("res.partner", { name: "Kept" }).id,
    });
  });
  afterEach(() => {
    delete MODEL_ACCESS[HALF_WRITE_MODEL];
  });

  it("leaves nothing behind; one that succeeds keeps its writes", async () => {
    const someone = await visitor(server, "portal");
    const before = dump();
    const failed = await callKw(someone, HALF_WRITE_MODEL, "write_then_fail", []);
    expect(failed.error?.data.message).toBe("Failed after writing.");
    expect(dump()).toBe(before);
    const { result: id } = await callKw(someone, HALF_WRITE_MODEL, "write_then_succeed", []);
    expect(server.store.get("res.partner", id as number)?.name).toBe("Kept");
  });
});

/** The calls tried on every method: no arguments, and one on record 1 (a write with a plausible value). */
function attempts(method: string): unknown[][] {
  const onRecord = ({ write: [[1], { name: "Probe" }], create: [{ name: "Probe" }], unlink: [[1]] } as Record<string, unknown[]>)[method] ?? [[1], { name: "Probe" }];
  return [[], onRecord];
}

/** The store as compared: all of it but the failed logins, which the throttle keeps on purpose. */
const dump = () => dumpStore(server.store, { except: ["login_failures"] });

/** Every model the access model declares or a models file defines, with all its callable methods. */
function modelMethods(): Map<string, string[]> {
  const models = new Set([...Object.keys(MODEL_ACCESS), ...registeredMethods().map(([model]) => model)]);
  return new Map(
    [...models].filter((model) => model !== HALF_WRITE_MODEL).map((model) => [
      model,
      [...new Set([...Object.keys(GENERIC_OPERATIONS), ...Object.keys(MODEL_ACCESS[model]?.methods ?? {}), ...registeredMethods().filter(([m]) => m === model).map(([, method]) => method)])],
    ]),
  );
}

describe("every model method, refused or failing, leaves the store byte-identical (public, portal, another portal user)", () => {
  const all = modelMethods();
  it("covers every model and method", () => {
    const pairs = [...all.values()].reduce((sum, methods) => sum + methods.length, 0);
    console.info(`all or nothing: ${all.size} models, ${pairs} model methods`);
    expect(pairs).toBeGreaterThan(150);
  });
  for (const [model, methods] of all) {
    it(model, async () => {
      const callers = [await caller(server, "public"), await caller(server, "portal"), await caller(server, "other")];
      let before = dump();
      for (const method of methods) {
        for (const who of callers) {
          for (const args of attempts(method)) {
            const answer = await callKw(who, model, method, args);
            const after = dump();
            if (answer.error) expect(after === before, `${model}.${method}(${JSON.stringify(args)}) → ${answer.error.data.name}`).toBe(true);
            before = after;
          }
        }
      }
    });
  }
});

describe("every JSON route", () => {
  it("refused or failing, leaves the store byte-identical", async () => {
    const routes = new Map<string, string>();
    for (const route of server.app.routes) if (route.method === "POST" && isJsonHandler(route.handler) && !route.path.startsWith("/__test/")) routes.set(route.path, route.path);
    // The long poll writes nothing and waits for notifications: it is not a transaction.
    routes.delete("/longpolling/poll");
    const concrete = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, (_all, _name, pattern?: string) => (pattern && /0-9/.test(pattern) ? "999" : "x"));
    const callers = [await visitor(server), await visitor(server, "portal")];
    let refused = 0;
    let before = dump();
    for (const path of routes.keys()) {
      for (const who of callers) {
        for (const params of [{}, { id: 999, res_id: 999, res_model: "res.partner", uuid: "x", group_id: 999, list_id: 999, product_id: 999 }]) {
          const answer = (await who.rpc(concrete(path), params)) as Answer;
          const after = dump();
          if (answer.error) {
            refused++;
            expect(after === before, `${path} ${JSON.stringify(params)} → ${answer.error.data.name}: ${answer.error.data.message}`).toBe(true);
          }
          before = after;
        }
      }
    }
    console.info(`all or nothing: ${routes.size} JSON routes, ${refused} refused or failing calls compared`);
    expect(refused).toBeGreaterThan(routes.size);
  }, 120_000);
});
