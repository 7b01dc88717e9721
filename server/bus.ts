// The reference server's bus: notifications stored in SQLite with increasing ids, and a real long
// poll: a poll is held until a notification for one of its channels exists after `last`, or until
// BUS_TIMEOUT passes (then the answer is an empty list). A held poll whose client goes away is
// released at once. `busOf(store).send(channel, message)` is what routes and tests use.
import type { Store } from "./store";

/** How long the server holds a poll without news (the client gives up after 60 s). */
export const BUS_TIMEOUT = 50000;
/** A poll with last = 0 gets the notifications of this recent past (a client that starts over). */
export const BUS_RECENT_PERIOD = 50000;

export interface BusMessage {
  type: string;
  payload: unknown;
}

export interface Notification {
  id: number;
  message: BusMessage;
}

export interface BusStats {
  /** Polls being answered right now (held or not). */
  inFlight: number;
  /** The most polls in flight at one moment since the last reset. */
  maxInFlight: number;
  /** Polls received since the last reset. */
  polls: number;
  /** Held polls ended because the same tab polled again (it had aborted them). */
  superseded: number;
  /** The params of the last poll received. */
  lastParams: { channels: string[]; last: number; options: Record<string, unknown> } | null;
}

interface Waiter {
  channels: Set<string>;
  last: number;
  wake: () => void;
  /** Answers [] at once: its tab polled again, so it has given up on this one. */
  release: () => void;
}

export class ServerBus {
  private readonly waiters = new Set<Waiter>();
  private readonly stats: BusStats = { inFlight: 0, maxInFlight: 0, polls: 0, superseded: 0, lastParams: null };
  /** The held poll of each tab that names itself (options.bus_tab_id). */
  private readonly byTab = new Map<string, Waiter>();

  constructor(private readonly store: Store) {
    store.db.exec(`
      CREATE TABLE IF NOT EXISTS bus_notifications (
        id INTEGER PRIMARY KEY AUTOINCREMENT, channel TEXT NOT NULL, message TEXT NOT NULL,
        created_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS bus_notifications_channel ON bus_notifications (channel, id);
    `);
  }

  /** Stores a notification and wakes the polls waiting on its channel; returns its id. */
  send(channel: string, message: BusMessage): number {
    const result = this.store.db
      .prepare("INSERT INTO bus_notifications (channel, message, created_at) VALUES (?, ?, ?)")
      .run(channel, JSON.stringify(message), Date.now());
    for (const waiter of [...this.waiters]) if (waiter.channels.has(channel)) waiter.wake();
    return Number(result.lastInsertRowid);
  }

  /** The notifications of these channels after `last` (or of the recent past when last is 0). */
  notifications(channels: string[], last: number): Notification[] {
    if (!channels.length) return [];
    const rows = (
      last > 0
        ? this.store.db
            .prepare("SELECT id, message FROM bus_notifications WHERE id > ? AND channel IN (SELECT value FROM json_each(?)) ORDER BY id")
            .all(last, JSON.stringify(channels))
        : this.store.db
            .prepare("SELECT id, message FROM bus_notifications WHERE created_at > ? AND channel IN (SELECT value FROM json_each(?)) ORDER BY id")
            .all(Date.now() - BUS_RECENT_PERIOD, JSON.stringify(channels))
    ) as { id: number; message: string }[];
    return rows.map((row) => ({ id: row.id, message: JSON.parse(row.message) }));
  }

  /** The long poll: answers as soon as there is something, or [] after `timeout` or when `signal` aborts. */
  poll(
    params: { channels: string[]; last: number; options?: Record<string, unknown> },
    signal?: AbortSignal,
    timeout = BUS_TIMEOUT,
  ): Promise<Notification[]> {
    const { channels, last } = params;
    // A tab polls once at a time: a new poll from it means it aborted the one held here, whose
    // connection close may reach the server a moment after the new request (browsers close the
    // aborted connection late). Ending it now keeps the count of polls in flight true.
    const tab = typeof params.options?.bus_tab_id === "string" ? params.options.bus_tab_id : null;
    const previous = tab === null ? undefined : this.byTab.get(tab);
    if (previous) {
      this.stats.superseded++;
      previous.release();
    }
    this.stats.polls++;
    this.stats.lastParams = { channels, last, options: params.options ?? {} };
    this.stats.inFlight++;
    this.stats.maxInFlight = Math.max(this.stats.maxInFlight, this.stats.inFlight);
    return new Promise<Notification[]>((resolve, reject) => {
      let ready: Notification[];
      try {
        ready = this.notifications(channels, last);
      } catch (error) {
        this.stats.inFlight--;
        return reject(error);
      }
      if (ready.length || signal?.aborted) {
        this.stats.inFlight--;
        return resolve(ready);
      }
      // Counted out as soon as it is answered or abandoned (not a tick later).
      const finish = (found: Notification[]) => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
        if (tab !== null && this.byTab.get(tab) === waiter) this.byTab.delete(tab);
        signal?.removeEventListener("abort", onAbort);
        this.stats.inFlight--;
        resolve(found);
      };
      const onAbort = () => finish([]);
      const waiter: Waiter = {
        channels: new Set(channels),
        last,
        wake: () => finish(this.notifications(channels, last)),
        release: () => finish([]),
      };
      const timer = setTimeout(() => finish([]), timeout);
      this.waiters.add(waiter);
      if (tab !== null) this.byTab.set(tab, waiter);
      signal?.addEventListener("abort", onAbort);
    });
  }

  /** Polls waiting for news right now. */
  get waiting(): number {
    return this.waiters.size;
  }

  getStats(): BusStats {
    return { ...this.stats };
  }

  /** Starts counting again (the most in flight becomes what is in flight now). */
  resetStats(): void {
    Object.assign(this.stats, { maxInFlight: this.stats.inFlight, polls: 0, superseded: 0, lastParams: null });
  }
}

const buses = new WeakMap<Store, ServerBus>();

/** The bus of a store (one per app); its table is created on first use. */
export function busOf(store: Store): ServerBus {
  let bus = buses.get(store);
  if (!bus) buses.set(store, (bus = new ServerBus(store)));
  return bus;
}
