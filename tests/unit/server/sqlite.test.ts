// The store's SQLite connection (server/sqlite.ts): the shape the server relies on.
import { existsSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { SqliteConnection } from "../../../server/sqlite";
import { scratchDir } from "../temp_dir";

let db: SqliteConnection;
afterEach(() => db?.close());

function table() {
  db = new SqliteConnection(":memory:");
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT, content BLOB)");
  return db;
}

describe("the store's SQLite connection", () => {
  it("gives undefined for no row, rows as objects, and a run's changes and new id", () => {
    table();
    expect(db.prepare("SELECT * FROM t WHERE id = ?").get(1)).toBeUndefined();
    expect(db.prepare("INSERT INTO t (name) VALUES (?)").run("a")).toEqual({ changes: 1, lastInsertRowid: 1 });
    expect(db.prepare("INSERT INTO t (name) VALUES (?)").run("b").lastInsertRowid).toBe(2);
    expect(db.prepare("SELECT id, name FROM t ORDER BY id").all()).toEqual([{ id: 1, name: "a" }, { id: 2, name: "b" }]);
    expect(db.prepare("DELETE FROM t WHERE name = ?").run("zz").changes).toBe(0);
  });

  it("gives a blob back as a Buffer with the same bytes", () => {
    table();
    const bytes = Buffer.from([0, 1, 2, 255]);
    db.prepare("INSERT INTO t (content) VALUES (?)").run(bytes);
    const row = db.prepare("SELECT content FROM t").get() as { content: Buffer };
    expect(Buffer.isBuffer(row.content)).toBe(true);
    expect([...row.content]).toEqual([0, 1, 2, 255]);
  });

  it("runs a transaction all or nothing, and a nested one as a savepoint", () => {
    table();
    const insert = db.prepare("INSERT INTO t (name) VALUES (?)");
    const failing = db.transaction(() => {
      insert.run("lost");
      throw new Error("halfway");
    });
    expect(failing).toThrow("halfway");
    expect(db.inTransaction).toBe(false);
    db.transaction(() => {
      insert.run("kept");
      expect(() => failing()).toThrow("halfway");
      expect(db.inTransaction).toBe(true);
    })();
    expect(db.prepare("SELECT name FROM t").all()).toEqual([{ name: "kept" }]);
  });

  it("keeps what a file holds after the connection closes", () => {
    const dir = scratchDir("sqlite-");
    try {
      db = new SqliteConnection(join(dir, "store.sqlite"));
      db.exec("CREATE TABLE t (name TEXT)");
      db.prepare("INSERT INTO t VALUES (?)").run("saved");
      db.prepare("INSERT INTO t VALUES (?)").run("again");
      // a read left midway would keep the file locked (the driver's lock is a folder beside it)
      expect(db.prepare("SELECT name FROM t").get()).toEqual({ name: "saved" });
      expect(existsSync(join(dir, "store.sqlite.lock"))).toBe(false);
      db.close();
      db = new SqliteConnection(join(dir, "store.sqlite"));
      expect(db.prepare("SELECT name FROM t").all()).toEqual([{ name: "saved" }, { name: "again" }]);
    } finally {
      db.close();
      db = undefined as unknown as SqliteConnection;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses a store left in write-ahead-log mode, saying what to do", () => {
    const dir = scratchDir("sqlite-wal-");
    try {
      const header = Buffer.alloc(100);
      header.write("SQLite format 3\0");
      header[18] = header[19] = 2;
      writeFileSync(join(dir, "old.sqlite"), header);
      expect(() => new SqliteConnection(join(dir, "old.sqlite"))).toThrow(/write-ahead-log mode.*Delete it/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
