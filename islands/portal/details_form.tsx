// Portal details form (spec 2 §2): the state select offers only the chosen country's states
// (options carry data-country_id) and its field is hidden when the country has none. A state
// that does not belong to the new country is cleared. The details are posted once: the form's
// submit button shows it is busy and a second submit (Enter, a second click) is stopped.
import { useEffect, useRef } from "react";
import { addButtonLoadingEffect } from "../../src/components/button_loading";
import { useHost } from "../../src/hooks/env";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { defineIsland } from "../../src/runtime/island";

export const COUNTRY_SELECT = "select[name='country_id']";
export const STATE_SELECT = "select[name='state_id']";
/** The element hidden with the state select: its form group. */
export const STATE_FIELD = ".mb-3, .form-group";

export function statesOf(options: HTMLOptionElement[], countryId: string): HTMLOptionElement[] {
  return options.filter((option) => option.dataset.country_id === countryId && countryId !== "");
}

function DetailsForm() {
  const host = useHost();
  const stateOptions = useRef<HTMLOptionElement[] | null>(null);

  const adapt = () => {
    const country = host.querySelector<HTMLSelectElement>(COUNTRY_SELECT);
    const state = host.querySelector<HTMLSelectElement>(STATE_SELECT);
    if (!country || !state) return;
    // The first option is the empty choice: it stays.
    stateOptions.current ??= [...state.options].slice(1);
    const selected = state.value;
    const shown = statesOf(stateOptions.current, country.value);
    stateOptions.current.forEach((option) => option.remove());
    for (const option of shown) {
      option.style.removeProperty("display");
      state.append(option);
    }
    state.value = shown.some((option) => option.value === selected) ? selected : "";
    const field = state.closest<HTMLElement>(STATE_FIELD) ?? state.parentElement;
    field?.classList.toggle("d-none", shown.length === 0);
  };

  useEffect(adapt, [host]);
  useHostEvent("change", adapt, { selector: COUNTRY_SELECT });
  usePostedOnce(host);
  return null;
}

/** The form holding the details (on the platform's markup the host sits inside it) is posted once. */
function usePostedOnce(host: HTMLElement) {
  useEffect(() => {
    const form = host.closest("form") ?? host.querySelector("form");
    if (!form) return;
    let restore: (() => void) | null = null;
    const onSubmit = (event: SubmitEvent) => {
      if (event.defaultPrevented) return;
      if (restore) return event.preventDefault();
      const button = form.querySelector<HTMLElement>("button[type='submit']");
      const remove = button ? addButtonLoadingEffect(button) : () => {};
      restore = () => {
        remove();
        restore = null;
      };
      // Another listener of the same dispatch may prevent the submit after us.
      setTimeout(() => event.defaultPrevented && restore?.());
    };
    const onPageShow = (event: PageTransitionEvent) => event.persisted && restore?.();
    form.addEventListener("submit", onSubmit);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      form.removeEventListener("submit", onSubmit);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [host]);
}

export default defineIsland({
  name: "portal.details_form",
  selector: ".o_portal_details",
  moment: "load",
  mode: "enhance",
  Component: DetailsForm,
});
