// Per-session values kept in the sessions table's data column (e.g. the last identity check).
import type { Store } from "../store";

export function readSessionData(store: Store, sid: string): Record<string, unknown> {
  const row = store.db.prepare("SELECT data FROM sessions WHERE sid = ?").get(sid) as { data: string } | undefined;
  return row ? (JSON.parse(row.data) as Record<string, unknown>) : {};
}

export function writeSessionData(store: Store, sid: string, patch: Record<string, unknown>): void {
  const data = { ...readSessionData(store, sid), ...patch };
  store.db.prepare("UPDATE sessions SET data = ? WHERE sid = ?").run(JSON.stringify(data), sid);
}
