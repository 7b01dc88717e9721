// POST /__test/reset: the store as a fresh server has it, whatever ran before.
import { afterEach, beforeEach, expect, it } from "vitest";
import { addFault } from "../../../server/faults";
import { recordLoginFailure } from "../../../server/security/throttle";
import { busOf } from "../../../server/bus";
import { startTestServer, type TestServer } from "../server_fetch";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.store.db.close());

const dump = (sql: string) => server.store.db.prepare(sql).all();
/** Every record; a password hashed from the seed's plain text gets a new salt each time, so it is left out. */
const records = () =>
  (dump("SELECT model, data FROM records ORDER BY model, id") as { model: string; data: string }[]).map(({ model, data }) => {
    const { password, ...rest } = JSON.parse(data);
    return { model, ...rest, password: model === "res.users" && password ? "(hashed)" : password };
  });

it("puts back the seeded records and drops sessions, files, bus notifications, login failures and faults", async () => {
  const seeded = records();
  await server.login("portal");
  server.store.create("res.partner", { name: "Left behind" });
  server.store.write("res.users", 7, { name: "Renamed" });
  server.store.unlink("product.template", server.store.all("product.template")[0].id);
  server.store.db.prepare("INSERT INTO files (name, mimetype, content) VALUES ('a.txt', 'text/plain', x'00')").run();
  busOf(server.store).send("channel", { type: "x", payload: {} } as never);
  recordLoginFailure(server.store, "127.0.0.1");
  addFault({ match: "/shop", kind: "502", times: 1 });

  const answer = await server.app.fetch(new Request("http://localhost/__test/reset", { method: "POST" }));
  expect(answer.status).toBe(204);
  expect(records()).toEqual(seeded);
  for (const table of ["files", "sessions", "bus_notifications", "login_failures"]) expect(dump(`SELECT * FROM ${table}`)).toEqual([]);
  expect((await server.app.fetch(new Request("http://localhost/shop"))).status).toBe(200);
  const payer = await server.app.fetch(
    new Request("http://localhost/web/session/authenticate", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ params: { login: "payer", password: "payer" } }) }),
  );
  expect((await payer.json()).result.uid).toBe(9);
});
