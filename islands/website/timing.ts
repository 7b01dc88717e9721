// Debounce and throttle for the page effects (resize and scroll handlers), and the reduced-motion
// preference they honour.
export function debounce<A extends unknown[]>(run: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => run(...args), ms);
  };
  debounced.cancel = () => clearTimeout(timer);
  return debounced;
}

/** Runs at once, then at most once per `ms` (the last call of a burst runs at its end). */
export function throttle<A extends unknown[]>(run: (...args: A) => void, ms: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | null = null;
  const throttled = (...args: A) => {
    const now = Date.now();
    if (now - last >= ms) {
      last = now;
      run(...args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      last = Date.now();
      if (pending) run(...pending);
      pending = null;
    }, ms - (now - last));
  };
  throttled.cancel = () => (clearTimeout(timer), (timer = undefined));
  return throttled;
}

export const prefersReducedMotion = () => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
