// Portal details form (spec 2 §2): the state select offers only the chosen country's states
// (options carry data-country_id) and its field is hidden when the country has none. A state
// that does not belong to the new country is cleared. The details are posted once: the form's
// submit button shows it is busy and a second submit (Enter, a second click) is stopped.
import { useEffect, useRef, useState } from "react";
import { attr, child, defineIsland, defineMarkup, submitButtonOf, useBind, useHost, usePostOnce, type IslandProps } from "../../src/kit";

const markup = defineMarkup({
  children: {
    country: child.optional("select[name='country_id']"),
    state: child.optional("select[name='state_id']"),
    stateOption: child.optional("select[name='state_id'] > option", { countryId: attr.string("data-country_id") }),
    /** the element hidden with the state select: its form group */
    stateField: child.optional(":is(.mb-3, .form-group):has(> select[name='state_id'])"),
  },
});

export function statesOf(
  options: HTMLOptionElement[],
  countryId: string,
  countryOf = (option: HTMLOptionElement): string | null => option.getAttribute("data-country_id"),
): HTMLOptionElement[] {
  return options.filter((option) => countryOf(option) === countryId && countryId !== "");
}

function DetailsForm({ parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const postOnce = usePostOnce();
  const stateOptions = useRef<HTMLOptionElement[] | null>(null);
  const [hasStates, setHasStates] = useState(true);

  const showStatesOf = (country: HTMLSelectElement | null) => {
    const state = parts.state.first<HTMLSelectElement>();
    if (!country || !state) return;
    // The first option is the empty choice: it stays.
    stateOptions.current ??= parts.stateOption.all<HTMLOptionElement>().slice(1);
    const selected = state.value;
    const shown = statesOf(stateOptions.current, country.value, (option) => parts.stateOption.attrs(option).countryId);
    stateOptions.current.forEach((option) => option.remove());
    for (const option of shown) {
      option.style.removeProperty("display");
      state.append(option);
    }
    state.value = shown.some((option) => option.value === selected) ? selected : "";
    setHasStates(shown.length > 0);
  };

  useEffect(() => showStatesOf(parts.country.first()), []);
  useBind(parts, {
    country: { on: { change: (_event, select) => showStatesOf(select as HTMLSelectElement) } },
    stateField: { class: { "d-none": !hasStates } },
    // On the platform's markup the form holding the details is around the host.
    document: {
      on: {
        submit: (event) => {
          const form = event.target as HTMLFormElement;
          if (form.contains(host)) postOnce(event, submitButtonOf(form));
        },
      },
    },
  });
  return null;
}

export default defineIsland({
  name: "portal.details_form",
  selector: ".o_portal_details",
  moment: "load",
  mode: "enhance",
  markup,
  Component: DetailsForm,
});
