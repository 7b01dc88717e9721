// The pay / save button: enabled only when the form may be submitted, disabled with a spinner
// (its icon, data-icon-class, swapped for one) while the payment is processed.
import { useEffect } from "react";
import { SUBMIT_BUTTON } from "./options";

export const SPINNER_CLASS = "fa-spinner fa-pulse";

export function useSubmitButton(form: HTMLElement, enabled: boolean, processing: boolean): void {
  useEffect(() => {
    const button = form.querySelector<HTMLButtonElement>(SUBMIT_BUTTON);
    if (!button) return;
    button.disabled = !enabled || processing;
    button.setAttribute("aria-busy", String(processing));
    const icon = button.querySelector<HTMLElement>("i.fa");
    const iconClass = button.dataset.iconClass ?? "";
    if (icon) {
      if (processing) {
        if (iconClass) icon.classList.remove(iconClass);
        icon.classList.add(...SPINNER_CLASS.split(" "));
      } else {
        icon.classList.remove(...SPINNER_CLASS.split(" "));
        if (iconClass) icon.classList.add(iconClass);
      }
    }
  }, [form, enabled, processing]);
}
