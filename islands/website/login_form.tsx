// Login form (spec 1 §2): on submit the submit button shows a loading effect, removed again if
// the submit is prevented (by validation or another script). A form on a page the platform did not
// render (README, "Drop-in guide") may lack the session's csrf_token: it is added from the page's
// globals, which such a page loads before loader.js.
import { useEffect } from "react";
import { addButtonLoadingEffect, child, defineIsland, findIn, defineMarkup, readSessionInfo, useBind, useHost, useTimeouts, type IslandProps } from "../../src/kit";

const csrfField = child.optional("input[name='csrf_token']");

/** Gives the form the page's csrf token when its own field is missing or empty. */
export function fillCsrfToken(form: HTMLElement, token: string): void {
  if (!token) return;
  let field = findIn<HTMLInputElement>(csrfField, form)[0];
  if (field?.value) return;
  if (!field) form.prepend((field = Object.assign(document.createElement("input"), { type: "hidden", name: "csrf_token" })));
  field.value = token;
}

const markup = defineMarkup({
  children: {
    submitButton: child.optional("button[type='submit'], button:not([type])"),
    csrfToken: csrfField,
  },
});

function LoginForm({ parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const timeouts = useTimeouts();
  useEffect(() => fillCsrfToken(host, readSessionInfo().csrfToken), [host]);
  const submit = (event: Event) => {
    const button = parts.submitButton.first();
    if (event.defaultPrevented || !button) return;
    const remove = addButtonLoadingEffect(button);
    const preventDefault = event.preventDefault.bind(event);
    event.preventDefault = () => {
      remove();
      preventDefault();
    };
    // A listener that ran before ours in the same dispatch may already have prevented it.
    timeouts.set(() => event.defaultPrevented && remove(), 0);
  };
  useBind(parts, { host: { on: { submit } } });
  return null;
}

export default defineIsland({
  name: "public.login_form",
  selector: ".oe_login_form, .login-form",
  moment: "load",
  mode: "enhance",
  markup,
  Component: LoginForm,
});
