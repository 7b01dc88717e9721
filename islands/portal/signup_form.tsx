// Signup form (spec 2 §2): submitting disables the submit button and shows a spinner; the form is
// posted once (a second submit, by Enter for instance, is stopped). A submit prevented by another
// script, or a page restored from the back-forward cache, gets it back.
import { child, defineIsland, defineMarkup, useBind, usePostOnce, type IslandProps } from "../../src/kit";

const markup = defineMarkup({
  children: { submit: child.optional(".oe_login_buttons > button[type='submit']") },
});

function SignupForm({ parts }: IslandProps<typeof markup>) {
  const postOnce = usePostOnce();
  useBind(parts, { host: { on: { submit: (event) => postOnce(event, parts.submit.first()) } } });
  return null;
}

export default defineIsland({
  name: "portal.signup_form",
  selector: ".oe_signup_form",
  moment: "load",
  mode: "enhance",
  markup,
  Component: SignupForm,
});
