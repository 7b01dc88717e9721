// Bus timings and limits of spec 1 §7 "Bus" and §9 "Bus timings", each named once.

export { POLL_ROUTE } from "../../../contract/runtime/bus";

/** A user-activity check shares this tab's presence with the others at most this often. */
export const PRESENCE_CHECK_PERIOD = 30000;
/** The fixed part of the delay before polling again after a failed poll. */
export const ERROR_RETRY_DELAY = 10000;
/** The random part of that delay: a whole number of seconds from 1 to 20. */
export const ERROR_RETRY_RANDOM_SECONDS = { min: 1, max: 20 } as const;
/** A poll without an answer after this long is abandoned (and counts as failed). */
export const POLL_TIMEOUT = 60000;
/** Every tab writes its own heartbeat (and channels) this often. */
export const TAB_HEARTBEAT_PERIOD = 10000;
/** The master tab writes the master heartbeat this often. */
export const MASTER_HEARTBEAT_PERIOD = 1500;
/** A master heartbeat older than this means the master is gone: another tab takes over. */
export const HEARTBEAT_OUT_OF_DATE_PERIOD = 5000;
/** A tab whose heartbeat is older than this is removed from the peers (closed without notice). */
export const HEARTBEAT_KILL_OLD_PERIOD = 15000;
/** The stored last notification id is reset to 0 if it was written longer ago than this. */
export const LAST_NOTIFICATION_MAX_AGE = 50000;

/**
 * Not in the spec: after claiming the master role, a tab waits this long and reads the claim
 * back; if another tab claimed after it (tabs claim together when a master disappears), the
 * last writer wins and the others stay followers, so only one tab ever polls.
 */
export const ELECTION_SETTLE_DELAY = 200;

/** 10 s plus a random whole 1 to 20 s (spec 1 §9 "Poll failure retry"). */
export function pollRetryDelay(random: () => number = Math.random): number {
  const { min, max } = ERROR_RETRY_RANDOM_SECONDS;
  const seconds = min + Math.min(max - min, Math.floor(random() * (max - min + 1)));
  return ERROR_RETRY_DELAY + seconds * 1000;
}
