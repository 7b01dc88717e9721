// The reference server's SQLite connection: SQLite compiled to WebAssembly (node-sqlite3-wasm),
// so that installing the project builds nothing. The native driver it replaces compiled SQLite
// from source on every fresh `npm ci` (about two minutes of one core, and a C++ toolchain), since
// its prebuilt binaries come from GitHub, which CI cannot reach.
//
// The server keeps the small synchronous API it had: prepare(sql).get/all/run(...values), exec,
// transaction(fn), inTransaction and close. A statement is prepared once per SQL text and kept
// until the connection closes (the driver's statements live in WebAssembly memory and must be
// finalized by hand; the server's SQL texts are a small fixed set).
import { closeSync, openSync, readSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import type { Statement } from "node-sqlite3-wasm";

// A CommonJS module whose exports Node's ES module loader cannot name.
const { Database } = createRequire(import.meta.url)("node-sqlite3-wasm") as typeof import("node-sqlite3-wasm");

export type SqlValue = string | number | bigint | boolean | null | Uint8Array;
export type SqlRow = Record<string, unknown>;

export interface RunResult {
  changes: number;
  lastInsertRowid: number | bigint;
}

export interface PreparedStatement {
  /** The first row, or undefined when there is none. */
  get(...values: SqlValue[]): SqlRow | undefined;
  all(...values: SqlValue[]): SqlRow[];
  run(...values: SqlValue[]): RunResult;
}

/** A blob comes back as a Buffer, as the server's file routes send it. */
function withBuffers(row: Record<string, unknown>): SqlRow {
  for (const [name, value] of Object.entries(row)) if (value instanceof Uint8Array) row[name] = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  return row;
}

/** The file's header says write-ahead log (bytes 18 and 19 are 2): it needs shared memory, which this build lacks. */
function inWalMode(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch {
    return false;
  }
  try {
    const header = Buffer.alloc(20);
    return readSync(fd, header, 0, 20, 0) === 20 && header[18] === 2 && header[19] === 2;
  } finally {
    closeSync(fd);
  }
}

class CachedStatement implements PreparedStatement {
  constructor(private readonly statement: Statement) {}

  /**
   * Runs the statement to its end: the driver's own get() leaves it midway, and a statement left
   * midway keeps its read lock on a file store (the next writer would find it locked).
   */
  get(...values: SqlValue[]) {
    const [row] = this.statement.all(values);
    return row ? withBuffers(row) : undefined;
  }

  all(...values: SqlValue[]) {
    return this.statement.all(values).map(withBuffers);
  }

  run(...values: SqlValue[]) {
    return this.statement.run(values);
  }

  finalize() {
    this.statement.finalize();
  }
}

export class SqliteConnection {
  private readonly db: InstanceType<typeof Database>;
  private readonly statements = new Map<string, CachedStatement>();
  private savepoints = 0;

  constructor(file: string) {
    if (file !== ":memory:" && inWalMode(file)) throw new Error(`${file} is in write-ahead-log mode (an older demo store): this SQLite cannot open it. Delete it and its -wal and -shm files; the next start seeds a new one.`);
    // The driver locks a file by creating "<file>.lock" (a folder); a server stopped in the middle
    // of a write leaves it behind, and the store would stay locked. One server owns its store file.
    if (file !== ":memory:") rmSync(`${file}.lock`, { recursive: true, force: true });
    this.db = new Database(file);
  }

  get inTransaction(): boolean {
    return this.db.inTransaction;
  }

  prepare(sql: string): PreparedStatement {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = new CachedStatement(this.db.prepare(sql))));
    return statement;
  }

  exec(sql: string): void {
    this.db.exec(sql);
  }

  /**
   * `fn` wrapped so that it runs all or nothing: in a transaction of its own, or in a savepoint
   * when a transaction is already open (its error then rolls back its own writes only).
   */
  transaction<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
    return (...args: A) => {
      const nested = this.db.inTransaction;
      const savepoint = `nested_${++this.savepoints}`;
      this.db.exec(nested ? `SAVEPOINT ${savepoint}` : "BEGIN");
      try {
        const result = fn(...args);
        this.db.exec(nested ? `RELEASE ${savepoint}` : "COMMIT");
        return result;
      } catch (error) {
        if (nested) this.db.exec(`ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
        else if (this.db.inTransaction) this.db.exec("ROLLBACK");
        throw error;
      }
    };
  }

  close(): void {
    for (const statement of this.statements.values()) statement.finalize();
    this.statements.clear();
    this.db.close();
  }
}
