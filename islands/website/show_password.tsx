// Show-password button of the login page (spec 2 §2): pressing and holding shows the password,
// releasing (or leaving) hides it again; Space and Enter held down do the same from the keyboard.
import { useLayoutEffect, useState } from "react";
import { child, defineIsland, findIn, useBind, useHost } from "../../src/kit";

export const PASSWORD_INPUT = "input#password";
const HOLD_KEYS = new Set([" ", "Enter"]);

const password = child.optional(PASSWORD_INPUT);

/** The password field next to the button: in its form or input group, else the page's. */
const passwordInput = (button: HTMLElement) => {
  const group = button.closest("form, .input-group, .field-password");
  return (group && findIn<HTMLInputElement>(password, group)[0]) || findIn<HTMLInputElement>(password, document)[0] || null;
};

function ShowPassword() {
  const button = useHost();
  const [input] = useState(() => passwordInput(button));
  const [visible, setVisible] = useState(false);
  useLayoutEffect(() => {
    if (!input) return;
    input.type = visible ? "text" : "password";
    return () => void (input.type = "password");
  }, [input, visible]);
  const press = (event: Event) => {
    event.preventDefault();
    setVisible(true);
  };
  const release = () => setVisible(false);
  useBind({}, {
    host: {
      attr: { "aria-pressed": input ? String(visible) : undefined },
      on: {
        mousedown: press,
        touchstart: press,
        mouseup: release,
        mouseleave: release,
        touchend: release,
        blur: release,
        keydown: (event) => HOLD_KEYS.has(event.key) && press(event),
        keyup: (event) => HOLD_KEYS.has(event.key) && release(),
      },
    },
  });
  return null;
}

export default defineIsland({
  name: "website.show_password",
  selector: "#showPass",
  moment: "load",
  mode: "enhance",
  Component: ShowPassword,
});
