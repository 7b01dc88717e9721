// Login form (spec 1 §2): on submit the submit button shows a loading effect, removed again if
// the submit is prevented (by validation or another script).
import { defineIsland } from "../../src/runtime/island";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { addButtonLoadingEffect } from "../../src/components/button_loading";

function LoginForm() {
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
