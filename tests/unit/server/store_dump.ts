// The whole store as text: every table's rows in order, to tell a call left it byte-identical.
import type { Store } from "../../../server/store";

export function dumpStore(store: Store, { except = [] as string[] } = {}): string {
  const tables = store.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[];
  return tables
    .filter(({ name }) => !except.includes(name))
    .map(({ name }) => {
      const rows = store.db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all() as Record<string, unknown>[];
      return `${name}\n${rows.map((row) => JSON.stringify(row)).join("\n")}`;
    })
    .join("\n\n");
}
