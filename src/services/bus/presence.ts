// The user's presence: the time of the last activity (focus, click, key) in any tab. The master
// sends the inactivity with every poll (options.bus_inactivity, in ms). A tab shares its activity
// with the other tabs at most once per PRESENCE_CHECK_PERIOD, so typing does not flood storage.
import type { SharedStorage } from "./shared_storage";
import { PRESENCE_CHECK_PERIOD } from "./timings";

export const PRESENCE_KEY = "bus.presence";
export const ACTIVITY_EVENTS = ["focus", "click", "keydown"] as const;

export class Presence {
  private lastActivity = Date.now();
  private lastShared = -Infinity;
  private pending: ReturnType<typeof setTimeout> | null = null;
  private readonly onActivity = () => this.recordActivity();

  constructor(
    private readonly storage: SharedStorage,
    private readonly target: EventTarget,
  ) {}

  start(): void {
    for (const type of ACTIVITY_EVENTS) this.target.addEventListener(type, this.onActivity, true);
    this.recordActivity();
  }

  stop(): void {
    for (const type of ACTIVITY_EVENTS) this.target.removeEventListener(type, this.onActivity, true);
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
  }

  recordActivity(now = Date.now()): void {
    this.lastActivity = now;
    if (this.pending) return;
    const wait = this.lastShared + PRESENCE_CHECK_PERIOD - now;
    if (wait <= 0) return this.share();
    this.pending = setTimeout(() => this.share(), wait);
  }

  /** Milliseconds since the last activity in any tab. */
  inactivity(now = Date.now()): number {
    const shared = this.storage.get<number>(PRESENCE_KEY);
    const last = Math.max(this.lastActivity, typeof shared === "number" ? shared : -Infinity);
    return Math.max(0, now - last);
  }

  private share(): void {
    this.pending = null;
    this.lastShared = Date.now();
    const shared = this.storage.get<number>(PRESENCE_KEY);
    if (typeof shared !== "number" || shared < this.lastActivity) this.storage.set(PRESENCE_KEY, this.lastActivity);
  }
}
