// Helpers bound to the island's life: whatever they scheduled is cancelled when the island
// stops, and the latest callback always runs (no stale closure). A unit test stops an island
// mid-debounce, mid-write and mid-interval and finds nothing left behind. Like an event handler
// of useBind, a scheduled callback's state changes show on the page as soon as it returns.
import { useCallback, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { debounce, leadingDebounce, throttle, type LeadingDebounced, type Timed } from "./timing";
import { createTimeouts, type Timeouts } from "./bind_core";

export type { Timeouts } from "./bind_core";

const flushed = <A extends unknown[]>(run: (...args: A) => void) => (...args: A) => flushSync(() => run(...args));

function useLatest<T>(value: T) {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}

/** One timed wrapper per mounted island, cancelled when it stops. */
function useStopped<T extends { cancel?(): void; reset?(): void }>(make: () => T): T {
  const [timed] = useState(make);
  useEffect(() => () => (timed.cancel ? timed.cancel() : timed.reset?.()), [timed]);
  return timed;
}

export function useDebounced<A extends unknown[]>(fn: (...args: A) => void, delay: number): Timed<A> {
  const latest = useLatest(fn);
  return useStopped(() => debounce(flushed((...args: A) => latest.current(...args)), delay));
}

export function useThrottled<A extends unknown[]>(fn: (...args: A) => void, delay: number): Timed<A> {
  const latest = useLatest(fn);
  return useStopped(() => throttle(flushed((...args: A) => latest.current(...args)), delay));
}

export function useLeadingDebounced<A extends unknown[]>(fn: (...args: A) => void, wait: number): LeadingDebounced<A> {
  const latest = useLatest(fn);
  return useStopped(() => leadingDebounce(flushed((...args: A) => latest.current(...args)), wait));
}

/** Calls `fn` every `ms` while mounted (and while `ms` is not null). */
export function useInterval(fn: () => void, ms: number | null): void {
  const latest = useLatest(fn);
  useEffect(() => {
    if (ms === null) return;
    const timer = setInterval(flushed(() => latest.current()), ms);
    return () => clearInterval(timer);
  }, [ms, latest]);
}

/** Timeouts that are all cleared when the island stops. */
export function useTimeouts(): Timeouts {
  const [timeouts] = useState(() => createTimeouts(flushSync));
  useEffect(() => () => timeouts.clear(), [timeouts]);
  return timeouts;
}

/**
 * Waits on a promise only while the island is mounted: after it stops, the returned promise
 * never settles, so a late answer touches nothing.
 */
export function useWaitFor(): <T>(promise: Promise<T>) => Promise<T> {
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  return useCallback(
    <T,>(promise: Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        promise.then(
          (value) => alive.current && resolve(value),
          (error) => alive.current && reject(error),
        );
      }),
    [],
  );
}

/** Whether the island is still mounted (for code that cannot use useWaitFor). */
export function useAlive(): () => boolean {
  const alive = useRef(false);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  return useCallback(() => alive.current, []);
}
