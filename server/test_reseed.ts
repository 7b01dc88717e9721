// Test hooks' reset: the records of the chosen models put back as seeded (fixtures/seed), so an
// e2e test starts from the same state whatever ran before it on the shared server.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Store } from "./store";

export function reseedModels(store: Store, root: string, chosen: (model: string) => boolean): void {
  const dir = join(root, "fixtures/seed");
  store.db.transaction(() => {
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json") && chosen(f.replace(/\.json$/, "")))) {
      const model = file.replace(/\.json$/, "");
      store.db.prepare("DELETE FROM records WHERE model = ?").run(model);
      for (const row of JSON.parse(readFileSync(join(dir, file), "utf8"))) store.db.prepare("INSERT INTO records (model, id, data) VALUES (?, ?, ?)").run(model, row.id, JSON.stringify(row));
    }
  })();
}
