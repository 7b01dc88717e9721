// Test hook: POST /__test/reset puts the whole store back as a fresh server has it (records as
// seeded, no uploaded file, session, bus notification or login failure) and clears the faults, so
// an e2e file starts from the same state whatever ran before it (tests/e2e/fixtures.ts).
import { join } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "./context";
import { clearFaults } from "./faults";
import type { Store } from "./store";

/** Tables created on first use by their feature (bus, login throttling): emptied when they exist. */
const LAZY_TABLES = ["bus_notifications", "login_failures"];

export function resetStore(store: Store, root: string): void {
  const existing = new Set((store.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name));
  store.db.transaction(() => {
    for (const table of ["records", "files", "sessions", ...LAZY_TABLES.filter((name) => existing.has(name))]) store.db.prepare(`DELETE FROM ${table}`).run();
    store.seed(join(root, "fixtures/seed"));
  })();
}

export function testResetRoutes(app: Hono<AppEnv>) {
  app.post("/__test/reset", (c) => {
    resetStore(c.get("store"), c.get("app").root);
    clearFaults();
    return c.body(null, 204);
  });
}
