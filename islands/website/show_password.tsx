// Show-password button of the login page (spec 2 §2): pressing and holding shows the password,
// releasing (or leaving) hides it again; Space and Enter held down do the same from the keyboard.
import { useEffect } from "react";
import { defineIsland } from "../../src/runtime/island";
import { useHost } from "../../src/hooks/env";

export const PASSWORD_INPUT = "input#password";
const HOLD_KEYS = new Set([" ", "Enter"]);

function ShowPassword() {
  const button = useHost();
  useEffect(() => {
    const input = button.closest("form, .input-group, .field-password")?.querySelector<HTMLInputElement>(PASSWORD_INPUT) ?? document.querySelector<HTMLInputElement>(PASSWORD_INPUT);
    if (!input) return;
    button.setAttribute("aria-pressed", "false");
    const show = (visible: boolean) => {
      input.type = visible ? "text" : "password";
      button.setAttribute("aria-pressed", String(visible));
    };
    const press = (event: Event) => {
      event.preventDefault();
      show(true);
    };
    const release = () => show(false);
    const keyDown = (event: KeyboardEvent) => HOLD_KEYS.has(event.key) && press(event);
    const keyUp = (event: KeyboardEvent) => HOLD_KEYS.has(event.key) && release();
    const listeners: [string, EventListener][] = [
      ["mousedown", press],
      ["touchstart", press],
      ["mouseup", release],
      ["mouseleave", release],
      ["touchend", release],
      ["blur", release],
      ["keydown", keyDown as EventListener],
      ["keyup", keyUp as EventListener],
    ];
    for (const [type, listener] of listeners) button.addEventListener(type, listener, type === "touchstart" ? { passive: false } : undefined);
    return () => {
      for (const [type, listener] of listeners) button.removeEventListener(type, listener);
      show(false);
    };
  }, [button]);
  return null;
}

export default defineIsland({
  name: "website.show_password",
  selector: "#showPass",
  moment: "load",
  mode: "enhance",
  Component: ShowPassword,
});
