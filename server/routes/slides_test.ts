// Test hook (like /__test/faults): POST /__test/slides/reset puts the e-learning records back as
// seeded (courses, lessons, memberships, lesson states, questions, tags, karma, certifications,
// modules to install), so each e2e file
// starts from the same courses whatever ran before it on the server.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "../context";

const SLIDES_MODELS = /^(slide\.|gamification\.karma\.rank$|survey\.survey$|ir\.module\.module$)/;

export function slidesTestRoutes(app: Hono<AppEnv>) {
  app.post("/__test/slides/reset", (c) => {
    const store = c.get("store");
    const dir = join(c.get("app").root, "fixtures/seed");
    store.db.transaction(() => {
      for (const file of readdirSync(dir).filter((f) => f.endsWith(".json") && SLIDES_MODELS.test(f.replace(/\.json$/, "")))) {
        const model = file.replace(/\.json$/, "");
        store.db.prepare("DELETE FROM records WHERE model = ?").run(model);
        for (const row of JSON.parse(readFileSync(join(dir, file), "utf8"))) store.db.prepare("INSERT INTO records (model, id, data) VALUES (?, ?, ?)").run(model, row.id, JSON.stringify(row));
      }
      for (const user of store.all("res.users")) if ("karma" in user) store.write("res.users", user.id, { karma: 0 });
    })();
    return c.body(null, 204);
  });
}
