// Debounce (trailing), throttle (leading and trailing) and clamp for the shop's controls
// (spec 2 §5, §9): timers are the page's, so tests drive them with fake timers.

export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  cancel(): void;
  flush(): void;
}

/** Calls `fn` once `delay` ms have passed without a new call, with the last arguments. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, delay: number): Debounced<A> {
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
export function throttle<A extends unknown[]>(fn: (...args: A) => void, delay: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const open = () => {
    timer = null;
    if (pending) {
      const args = pending;
      pending = null;
      fn(...args);
      timer = setTimeout(open, delay);
    }
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

/** A quantity within [min, max]: not a number gives min. */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** data-min / data-max of a quantity input (spec 2 §5: min 0 and no max by default). */
export function quantityBounds(input: HTMLElement, defaults = { min: 0, max: Infinity }) {
  const read = (name: string, fallback: number) => {
    const raw = input.dataset[name];
    const value = raw === undefined || raw === "" ? NaN : Number(raw);
    return Number.isFinite(value) ? value : fallback;
  };
  return { min: read("min", defaults.min), max: read("max", defaults.max) };
}
