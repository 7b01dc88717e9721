// Payment buttons are debounced 500 ms on the leading edge (spec 2 §9): the first click acts at
// once, the clicks that follow it within 500 ms of each other are dropped.
export const PAYMENT_BUTTON_DEBOUNCE_MS = 500;

export interface LeadingDebounced<A extends unknown[]> {
  (...args: A): void;
  /** ends the quiet period now (the next call acts at once) */
  reset(): void;
}

export function leadingDebounce<A extends unknown[]>(action: (...args: A) => void, wait = PAYMENT_BUTTON_DEBOUNCE_MS): LeadingDebounced<A> {
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
