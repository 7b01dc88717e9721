// Payment buttons are debounced 500 ms on the leading edge (spec 2 §9): the first click acts at
// once, the clicks that follow it within 500 ms of each other are dropped.
export const PAYMENT_BUTTON_DEBOUNCE_MS = 500;

export function leadingDebounce<A extends unknown[]>(action: (...args: A) => void, wait = PAYMENT_BUTTON_DEBOUNCE_MS): (...args: A) => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return (...args: A) => {
    const idle = timer === null;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => (timer = null), wait);
    if (idle) action(...args);
  };
}
