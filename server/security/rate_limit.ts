// Rate limits on the public writes anyone can repeat (website forms, newsletter, live chat
// messages, forum posts, signup): each kind allows `perSession` writes per minute from one session
// (a browser) and ten times that from one address (browsers dropping their cookie), then refuses
// with TOO_MANY_REQUESTS until the minute has passed. Counted in memory, outside the transactions
// (a refused write still counts), per store; the e2e flows of one server stay far below them, and
// `POST /__test/rate_limits/reset` clears them.
import type { Context, Hono } from "hono";
import type { AppEnv } from "../context";
import type { Store } from "../store";
import { remoteAddress } from "./throttle";

// Ours: the specification (/work/shared/spec) gives no text for too many requests; this one
// follows the wording of the platform's login throttle ('Too many login failures, please wait a
// bit before trying again.').
export const TOO_MANY_REQUESTS = "Too many requests, please wait a bit before trying again.";
export const RATE_WINDOW_MS = 60_000;
export const ADDRESS_FACTOR = 10;

export const RATE_LIMITS = {
  website_form: 10,
  newsletter: 10,
  livechat_message: 30,
  forum_post: 10,
  signup: 5,
} as const;
export type RateKind = keyof typeof RATE_LIMITS;

const hits = new WeakMap<Store, Map<string, number[]>>();

function allow(store: Store, key: string, max: number, now: number): boolean {
  const table = hits.get(store) ?? hits.set(store, new Map()).get(store)!;
  const recent = (table.get(key) ?? []).filter((at) => now - at < RATE_WINDOW_MS);
  table.set(key, recent);
  return recent.length < max;
}

/** Counts this write; true when it goes over the session's or the address's limit (refuse it). */
export function overRateLimit(c: Context<AppEnv>, kind: RateKind, now = Date.now()): boolean {
  const store = c.get("store");
  const keys: [string, number][] = [
    [`${kind}|session|${c.get("session").sid}`, RATE_LIMITS[kind]],
    [`${kind}|address|${remoteAddress(c)}`, RATE_LIMITS[kind] * ADDRESS_FACTOR],
  ];
  if (!keys.every(([key, max]) => allow(store, key, max, now))) return true;
  for (const [key] of keys) hits.get(store)!.get(key)!.push(now);
  return false;
}

export function clearRateLimits(store: Store): void {
  hits.delete(store);
}

/** Test hook: the counters back to zero. */
export function rateLimitTestHooks(app: Hono<AppEnv>): void {
  app.post("/__test/rate_limits/reset", (c) => {
    clearRateLimits(c.get("store"));
    return c.body(null, 204);
  });
}
