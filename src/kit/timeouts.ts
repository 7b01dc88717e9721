// Timeouts an island can cancel all at once when it stops, without React: useTimeouts
// (lifecycle.ts) and bind mode (bind_mount.ts) create them here. `run` calls each callback
// (React flushes its updates there, bind mode applies the declarations again).
export interface Timeouts {
  /** schedules `fn`; returns a function that cancels it */
  set(fn: () => void, ms: number): () => void;
  /** cancels every pending timeout of the island */
  clear(): void;
}

export function createTimeouts(run: (fn: () => void) => void = (fn) => fn()): Timeouts {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    set(fn, ms) {
      const timer = setTimeout(() => {
        pending.delete(timer);
        run(fn);
      }, ms);
      pending.add(timer);
      return () => {
        clearTimeout(timer);
        pending.delete(timer);
      };
    },
    clear() {
      pending.forEach(clearTimeout);
      pending.clear();
    },
  };
}
