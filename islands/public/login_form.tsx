// Login form (spec 1 §2): on submit the submit button shows a loading effect, removed again if
// the submit is prevented (by validation or another script). A form on a page the platform did not
// render (README, "Drop-in guide") may lack the session's csrf_token: it is added from the page's
// globals, which such a page loads before loader.js.
import { useEffect } from "react";
import { useHost } from "../../src/hooks/env";
import { readSessionInfo } from "../../src/services/session_info";
import { defineIsland } from "../../src/runtime/island";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { addButtonLoadingEffect } from "../../src/components/button_loading";

/** Gives the form the page's csrf token when its own field is missing or empty. */
export function fillCsrfToken(form: HTMLElement, token: string): void {
  if (!token) return;
  let field = form.querySelector<HTMLInputElement>('input[name="csrf_token"]');
  if (field?.value) return;
  if (!field) {
    field = document.createElement("input");
    field.type = "hidden";
    field.name = "csrf_token";
    form.prepend(field);
  }
  field.value = token;
}

function LoginForm() {
  const host = useHost();
  useEffect(() => fillCsrfToken(host, readSessionInfo().csrfToken), [host]);
  useHostEvent("submit", (event, form) => {
    if (event.defaultPrevented) return;
    const button = form.querySelector<HTMLElement>("button[type='submit'], button:not([type])");
    if (!button) return;
    const remove = addButtonLoadingEffect(button);
    const preventDefault = event.preventDefault.bind(event);
    event.preventDefault = () => {
      remove();
      preventDefault();
    };
    // A listener that ran before ours in the same dispatch may already have prevented it.
    setTimeout(() => event.defaultPrevented && remove());
  });
  return null;
}

export default defineIsland({
  name: "public.login_form",
  selector: ".oe_login_form, .login-form",
  moment: "load",
  mode: "enhance",
  Component: LoginForm,
});
