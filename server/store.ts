// The reference server's embedded store: SQLite (server/sqlite.ts), a file for the demo site and
// ":memory:" for tests, seeded from fixtures/seed/*.json. Records of every model live in one
// table as JSON, so any model the islands call can be stored without its own schema. Users'
// passwords are only ever stored hashed (a plain one in a fixture or an older store is hashed).
import { mkdirSync, readFileSync, readdirSync, existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { isPasswordHash, storedPassword } from "./security/password";
import { SqliteConnection } from "./sqlite";

export type Row = Record<string, any> & { id: number };

export class Store {
  readonly db: SqliteConnection;

  constructor(file = ":memory:") {
    if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
    this.db = new SqliteConnection(file);
    this.db.exec(`
      CREATE TABLE IF NOT EXISTS records (
        model TEXT NOT NULL, id INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (model, id));
      CREATE TABLE IF NOT EXISTS sessions (
        sid TEXT PRIMARY KEY, uid INTEGER, csrf TEXT NOT NULL, data TEXT NOT NULL DEFAULT '{}');
      CREATE TABLE IF NOT EXISTS files (
        id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, mimetype TEXT NOT NULL,
        res_model TEXT, res_id INTEGER, access_token TEXT, content BLOB NOT NULL,
        create_uid INTEGER, create_sid TEXT);
    `);
    // Stores made before files knew their uploader.
    const columns = (this.db.prepare("PRAGMA table_info(files)").all() as { name: string }[]).map((c) => c.name);
    if (!columns.includes("create_uid")) this.db.exec("ALTER TABLE files ADD COLUMN create_uid INTEGER; ALTER TABLE files ADD COLUMN create_sid TEXT;");
  }

  /** Loads fixtures/seed/<model>.json (a list of records with ids) unless the store has data. */
  seed(dir: string): this {
    const count = this.db.prepare("SELECT COUNT(*) AS n FROM records").get() as { n: number };
    if (count.n > 0 || !existsSync(dir)) return this.hashPlainPasswords();
    const insert = this.db.prepare("INSERT INTO records (model, id, data) VALUES (?, ?, ?)");
    this.db.transaction(() => {
      for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
        const model = file.replace(/\.json$/, "");
        for (const row of JSON.parse(readFileSync(join(dir, file), "utf8")) as Row[]) {
          if (model === "res.users") row.password = storedPassword(row.password);
          insert.run(model, row.id, JSON.stringify(row));
        }
      }
    })();
    return this;
  }

  private hashPlainPasswords(): this {
    for (const user of this.all("res.users")) {
      if (user.password !== false && !isPasswordHash(user.password)) this.write("res.users", user.id, { password: storedPassword(user.password) });
    }
    return this;
  }

  all(model: string): Row[] {
    const rows = this.db.prepare("SELECT data FROM records WHERE model = ? ORDER BY id").all(model) as { data: string }[];
    return rows.map((r) => JSON.parse(r.data));
  }

  get(model: string, id: number): Row | undefined {
    const row = this.db.prepare("SELECT data FROM records WHERE model = ? AND id = ?").get(model, id) as { data: string } | undefined;
    return row ? JSON.parse(row.data) : undefined;
  }

  create(model: string, values: Record<string, any>): Row {
    const next = this.db.prepare("SELECT COALESCE(MAX(id), 0) + 1 AS id FROM records WHERE model = ?").get(model) as { id: number };
    const row = { ...values, id: next.id };
    this.db.prepare("INSERT INTO records (model, id, data) VALUES (?, ?, ?)").run(model, row.id, JSON.stringify(row));
    return row;
  }

  write(model: string, id: number, values: Record<string, any>): Row | undefined {
    const current = this.get(model, id);
    if (!current) return undefined;
    const row = { ...current, ...values, id };
    this.db.prepare("UPDATE records SET data = ? WHERE model = ? AND id = ?").run(JSON.stringify(row), model, id);
    return row;
  }

  unlink(model: string, id: number): boolean {
    return this.db.prepare("DELETE FROM records WHERE model = ? AND id = ?").run(model, id).changes > 0;
  }
}
