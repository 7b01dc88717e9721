import { useEffect, useRef } from "react";
import { useHost } from "./use_env";

/**
 * Listens to an event on the island's host (or on elements inside it matching `selector`,
 * by delegation), with the latest handler and automatic clean-up.
 */
export function useHostEvent<K extends keyof HTMLElementEventMap>(
  type: K,
  handler: (event: HTMLElementEventMap[K], target: HTMLElement) => void,
  options: { selector?: string; capture?: boolean } = {},
): void {
  const host = useHost();
  const latest = useRef(handler);
  latest.current = handler;
  const { selector, capture = false } = options;
  useEffect(() => {
    const listener = (event: Event) => {
      if (!selector) return latest.current(event as HTMLElementEventMap[K], host);
      const target = (event.target as Element | null)?.closest?.(selector);
      if (target instanceof HTMLElement && host.contains(target)) latest.current(event as HTMLElementEventMap[K], target);
    };
    host.addEventListener(type, listener, capture);
    return () => host.removeEventListener(type, listener, capture);
  }, [host, type, selector, capture]);
}
