import { useEffect, useRef } from "react";

/**
 * Runs `start` once per mounted island (StrictMode's simulated remount included), giving it a
 * function that tells whether the island is still mounted, so late answers are dropped.
 */
export function useStartOnce(start: (isAlive: () => boolean) => void): void {
  const started = useRef(false);
  const alive = useRef(false);
  const latest = useRef(start);
  latest.current = start;
  useEffect(() => {
    alive.current = true;
    if (!started.current) {
      started.current = true;
      latest.current(() => alive.current);
    }
    return () => {
      alive.current = false;
    };
  }, []);
}
