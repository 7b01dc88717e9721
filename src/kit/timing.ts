// The one set of timing helpers (debounce, throttle, leading-edge debounce). Timers are the
// page's, so tests drive them with fake timers; the hooks in lifecycle.ts cancel them when an
// island stops.

export interface Timed<A extends unknown[]> {
  (...args: A): void;
  /** drops the pending call */
  cancel(): void;
  /** runs the pending call now, if any */
  flush(): void;
}

/** Calls `fn` once `delay` ms have passed without a new call, with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, delay: number): Timed<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last: A | null = null;
  const run = () => {
    timer = null;
    const args = last!;
    last = null;
    fn(...args);
  };
  const debounced = (...args: A) => {
    last = args;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, delay);
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    last = null;
  };
  debounced.flush = () => {
    if (!timer) return;
    clearTimeout(timer);
    run();
  };
  return debounced;
}

/** Calls `fn` at once, then at most once per `delay` ms with the last arguments of the calls in between. */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, delay: number): Timed<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const open = () => {
    timer = null;
    if (!pending) return;
    const args = pending;
    pending = null;
    fn(...args);
    timer = setTimeout(open, delay);
  };
  const throttled = (...args: A) => {
    if (timer) {
      pending = args;
      return;
    }
    fn(...args);
    timer = setTimeout(open, delay);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  throttled.flush = () => {
    if (timer) clearTimeout(timer);
    open();
  };
  return throttled;
}

export interface LeadingDebounced<A extends unknown[]> {
  (...args: A): void;
  /** ends the quiet period now (the next call acts at once) */
  reset(): void;
}

/** Acts on the first call at once; calls that follow it within `wait` ms of each other are dropped. */
export function leadingDebounce<A extends unknown[]>(action: (...args: A) => void, wait: number): LeadingDebounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const debounced = (...args: A) => {
    const idle = timer === null;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => (timer = null), wait);
    if (idle) action(...args);
  };
  debounced.reset = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return debounced;
}
