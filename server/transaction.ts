// All or nothing: a JSON route or call_kw runs inside one SQLite transaction, committed when it
// answers and rolled back entirely when it throws (an access refusal, a validation error, a bug
// halfway through a write). The store has one connection, so transactions never overlap:
// a synchronous handler opens and closes its transaction in one turn of the event loop; one
// that awaits holds the store's lock until it is done, and the next transaction waits for it.
import type { Store } from "./store";

const busy = new WeakMap<Store, Promise<void>>();
const afterwards = new WeakMap<Store, (() => void)[]>();

/**
 * Runs `write` outside the transaction in progress (once it is committed or rolled back), or now
 * when there is none: for records a refusal must keep, such as the failed logins the throttle
 * counts (the platform keeps those outside the database's transaction too).
 */
export function afterTransaction(store: Store, write: () => void): void {
  if (!store.db.inTransaction) return write();
  afterwards.set(store, [...(afterwards.get(store) ?? []), write]);
}

function settle(store: Store, end: "COMMIT" | "ROLLBACK"): void {
  if (store.db.inTransaction) store.db.exec(end);
  const queued = afterwards.get(store) ?? [];
  afterwards.delete(store);
  for (const write of queued) write();
}

const isPromise = (value: unknown): value is Promise<unknown> => Boolean(value) && typeof (value as Promise<unknown>).then === "function";

export async function atomically<T>(store: Store, work: () => T | Promise<T>): Promise<T> {
  for (let held = busy.get(store); held; held = busy.get(store)) await held;
  store.db.exec("BEGIN");
  const rollback = () => settle(store, "ROLLBACK");
  let result: T | Promise<T>;
  try {
    result = work();
  } catch (error) {
    rollback();
    throw error;
  }
  if (!isPromise(result)) {
    settle(store, "COMMIT");
    return result;
  }
  const done = result.then(
    (value) => {
      settle(store, "COMMIT");
      return value;
    },
    (error) => {
      rollback();
      throw error;
    },
  );
  const lock = done.then(
    () => undefined,
    () => undefined,
  );
  busy.set(store, lock);
  void lock.then(() => {
    if (busy.get(store) === lock) busy.delete(store);
  });
  return done;
}
