// Login throttling as the platform does it: after LOGIN_COOLDOWN_AFTER failed logins from one
// address, every attempt from it within LOGIN_COOLDOWN_S of the last failure is refused without
// looking at the password; a successful login forgets the failures.
import type { Context } from "hono";
import type { Store } from "../store";
import { afterTransaction } from "../transaction";

export const LOGIN_COOLDOWN_AFTER = 5;
export const LOGIN_COOLDOWN_S = 60;
export const TOO_MANY_FAILURES = "Too many login failures, please wait a bit before trying again.";

/** The failures table, made on first use (again after a transaction that made it rolled back). */
function table(store: Store): Store {
  store.db.exec("CREATE TABLE IF NOT EXISTS login_failures (address TEXT PRIMARY KEY, failures INTEGER NOT NULL, previous INTEGER NOT NULL)");
  return store;
}

/** The client's address (in-process requests of unit tests have none: "local"). */
export function remoteAddress(c: Context): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "local";
}

/** Whether this address is cooling down after too many failures. */
export function onLoginCooldown(store: Store, address: string, now = Date.now()): boolean {
  const row = table(store).db.prepare("SELECT failures, previous FROM login_failures WHERE address = ?").get(address) as { failures: number; previous: number } | undefined;
  return Boolean(row) && row!.failures >= LOGIN_COOLDOWN_AFTER && now - row!.previous < LOGIN_COOLDOWN_S * 1000;
}

/** Counted outside the login's transaction: the refusal that follows rolls that back. */
export function recordLoginFailure(store: Store, address: string, now = Date.now()): void {
  afterTransaction(store, () =>
    table(store)
      .db.prepare("INSERT INTO login_failures (address, failures, previous) VALUES (?, 1, ?) ON CONFLICT(address) DO UPDATE SET failures = failures + 1, previous = excluded.previous")
      .run(address, now),
  );
}

export function forgetLoginFailures(store: Store, address: string): void {
  table(store).db.prepare("DELETE FROM login_failures WHERE address = ?").run(address);
}
