// Signup form (spec 2 §2): submitting disables the submit button and shows a spinner; the form is
// posted once (a second submit, by Enter for instance, is stopped). A submit prevented by another
// script, or a page restored from the back-forward cache, gets it back.
import { useEffect, useRef } from "react";
import { addButtonLoadingEffect } from "../../src/components/button_loading";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { defineIsland } from "../../src/runtime/island";

export const SIGNUP_SUBMIT_BUTTON = ".oe_login_buttons > button[type='submit']";

function SignupForm() {
  const restore = useRef<(() => void) | null>(null);
  useHostEvent("submit", (event, form) => {
    if (event.defaultPrevented) return;
    if (restore.current) return event.preventDefault();
    const button = form.querySelector<HTMLElement>(SIGNUP_SUBMIT_BUTTON);
    if (!button) return;
    const remove = addButtonLoadingEffect(button);
    restore.current = () => {
      remove();
      restore.current = null;
    };
    // Another listener of the same dispatch may prevent the submit after us.
    setTimeout(() => event.defaultPrevented && restore.current?.());
  });
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => event.persisted && restore.current?.();
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  return null;
}

export default defineIsland({
  name: "portal.signup_form",
  selector: ".oe_signup_form",
  moment: "load",
  mode: "enhance",
  Component: SignupForm,
});
