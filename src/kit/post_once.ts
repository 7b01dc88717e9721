// A form the browser posts itself (the page then leaves) is posted once: its submit button shows
// it is busy and a second submit (Enter, a second click) is stopped. A submit that another
// listener of the same dispatch prevents, a page restored from the back-forward cache, or an
// island that stops gives the button back.
import { useEffect, useRef } from "react";
import { addButtonLoadingEffect } from "../components/button_loading";
import { useTimeouts } from "./lifecycle";
import { useWriteLock } from "./write_lock";

/** The submit handler: call it with the submit event and the button to show busy. */
export function usePostOnce(): (event: SubmitEvent, button: HTMLElement | null) => void {
  const lock = useWriteLock();
  const timeouts = useTimeouts();
  const restoreButton = useRef<(() => void) | null>(null);
  useEffect(() => {
    const giveBack = () => {
      restoreButton.current?.();
      restoreButton.current = null;
    };
    const unlisten = lock.busy.listen((busy) => busy || giveBack());
    return () => (unlisten(), giveBack());
  }, [lock]);
  return (event, button) => {
    if (event.defaultPrevented) return;
    if (!lock.claimForNavigation()) return event.preventDefault();
    restoreButton.current = button ? addButtonLoadingEffect(button) : null;
    // Another listener of the same dispatch may prevent the submit after us.
    timeouts.set(() => event.defaultPrevented && lock.release(), 0);
  };
}

/** The first submit button of a form (the one Enter presses). */
export const submitButtonOf = (form: HTMLFormElement): HTMLButtonElement | null =>
  ([...form.elements].find((element) => element instanceof HTMLButtonElement && element.type === "submit") as HTMLButtonElement | undefined) ?? null;
