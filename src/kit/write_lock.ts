// One write at a time per island (no double write): while a write of the island runs, any other
// write the user starts, from whichever button or form of the island, is ignored. A write after
// which the page leaves (a reload, a redirect, a native form post) keeps the lock until it has
// left; a page restored from the back-forward cache gets it back.
import { useStore } from "../hooks/use_store";
import { atom, type ReadableAtom } from "nanostores";
import { useEffect, useState } from "react";

/** Rejects a write started while another one of the island runs; callers drop it silently. */
export class WriteIgnored extends Error {
  constructor() {
    super("Another write of this island is running.");
    this.name = "WriteIgnored";
  }
}

export interface WriteLock {
  /** true while a write runs (or the page is leaving after one) */
  busy: ReadableAtom<boolean>;
  isBusy(): boolean;
  /**
   * Runs `write` unless another write runs (then rejects with WriteIgnored, without calling it).
   * `write` calls `keepLocked()` when it makes the page leave.
   */
  run<T>(write: (keepLocked: () => void) => Promise<T>): Promise<T>;
  /**
   * `write` wrapped for an event handler: it runs under the lock, and a call made while another
   * write of the island runs (a second Enter in the same task, a double click) is dropped.
   */
  locked<A extends unknown[], T>(write: (...args: A) => Promise<T>): (...args: A) => Promise<T | undefined>;
  /** For a native form post: takes the lock for good and says true, or says false when busy. */
  claimForNavigation(): boolean;
  release(): void;
}

export function createWriteLock(): WriteLock {
  const busy = atom(false);
  const lock: WriteLock = {
    busy,
    isBusy: () => busy.get(),
    async run(write) {
      if (busy.get()) throw new WriteIgnored();
      busy.set(true);
      let kept = false;
      try {
        return await write(() => (kept = true));
      } finally {
        if (!kept) busy.set(false);
      }
    },
    locked(write) {
      return (...args) => runWrite(lock, () => write(...args));
    },
    claimForNavigation() {
      if (busy.get()) return false;
      busy.set(true);
      return true;
    },
    release: () => busy.set(false),
  };
  return lock;
}

/**
 * Runs a write under the island's lock; a write started while another one runs (a second Enter or
 * submit dispatched in the same task, before any re-render) is dropped silently.
 */
export async function runWrite<T>(lock: WriteLock, write: (keepLocked: () => void) => Promise<T>): Promise<T | undefined> {
  try {
    return await lock.run(write);
  } catch (error) {
    if (error instanceof WriteIgnored) return undefined;
    throw error;
  }
}

/** The island's write lock, released when the page comes back from the back-forward cache. */
export function useWriteLock(): WriteLock {
  const [lock] = useState(createWriteLock);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && lock.release();
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pageshow", onPageShow);
      // an island that stops mid-write leaves no lock behind
      lock.release();
    };
  }, [lock]);
  return lock;
}

export const useWriteBusy = (lock: WriteLock): boolean => useStore(lock.busy);
