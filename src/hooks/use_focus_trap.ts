import { useEffect, type RefObject } from "react";

export const FOCUSABLE =
  "a[href], area[href], button:not([disabled]), input:not([disabled]):not([type='hidden']), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1']), [contenteditable='true']";

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest("[hidden], [inert]"));
}

/**
 * Keeps keyboard focus inside `ref` while mounted: focuses the element marked [autofocus], else the
 * first focusable of `initialSelector`, else the container; Tab and Shift+Tab wrap around; focus
 * goes back where it was when the trap ends.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, initialSelector?: string): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const preferred =
      root.querySelector<HTMLElement>("[autofocus]") ??
      (initialSelector ? root.querySelector<HTMLElement>(initialSelector) : null) ??
      focusableIn(root)[0] ??
      root;
    preferred.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab") return;
      const items = focusableIn(root);
      if (!items.length) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener("keydown", onKeyDown);
    return () => {
      root.removeEventListener("keydown", onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [ref, initialSelector]);
}
