// The id of the last notification received, kept in shared storage so that a tab taking over
// as master polls on from where the previous master stopped. An id stored longer ago than
// LAST_NOTIFICATION_MAX_AGE is not trusted any more: polling starts again from 0.
import type { SharedStorage } from "./shared_storage";
import { LAST_NOTIFICATION_MAX_AGE } from "./timings";

export const LAST_ID_KEY = "bus.last";

interface StoredLastId {
  id: number;
  time: number;
}

export function readLastId(storage: SharedStorage, now = Date.now()): number {
  const stored = storage.get<StoredLastId>(LAST_ID_KEY);
  if (!stored || !Number.isInteger(stored.id) || typeof stored.time !== "number") return 0;
  return now - stored.time > LAST_NOTIFICATION_MAX_AGE ? 0 : stored.id;
}

export function writeLastId(storage: SharedStorage, id: number, now = Date.now()): void {
  const entry: StoredLastId = { id, time: now };
  storage.set(LAST_ID_KEY, entry);
}
