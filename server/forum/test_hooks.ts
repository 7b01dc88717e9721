// Test hook (like /__test/faults): POST /__test/forum/reset puts the forum records back as seeded,
// so a test starts from the same question, answers, votes and karma whatever ran before it.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "../context";

export function forumTestRoutes(app: Hono<AppEnv>) {
  app.post("/__test/forum/reset", (c) => {
    const store = c.get("store");
    const dir = join(c.get("app").root, "fixtures/seed");
    store.db.transaction(() => {
      for (const file of readdirSync(dir).filter((f) => f.startsWith("forum.") && f.endsWith(".json"))) {
        const model = file.replace(/\.json$/, "");
        store.db.prepare("DELETE FROM records WHERE model = ?").run(model);
        for (const row of JSON.parse(readFileSync(join(dir, file), "utf8"))) store.db.prepare("INSERT INTO records (model, id, data) VALUES (?, ?, ?)").run(model, row.id, JSON.stringify(row));
      }
    })();
    return c.body(null, 204);
  });
}
