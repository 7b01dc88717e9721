// The selected options of the form: a click on an option's card checks its radio, the selected
// option's inline form is shown and the others hidden.
import { useEffect, useState } from "react";
import { useHostEvent } from "../../../src/hooks/use_host_event";
import { OPTION_CARD, RADIO, checkedRadios, inlineFormOf, radiosOf } from "./options";

export function useSelection(form: HTMLElement): HTMLInputElement[] {
  const [checked, setChecked] = useState(() => checkedRadios(form));
  const refresh = () => setChecked(checkedRadios(form));
  useHostEvent("change", refresh, { selector: RADIO });
  useHostEvent(
    "click",
    (event, card) => {
      const target = event.target as Element;
      if (target.closest("button, a, input, label, select, textarea")) return;
      const radio = card.querySelector<HTMLInputElement>(RADIO);
      if (!radio || radio.checked) return;
      radio.checked = true;
      refresh();
    },
    { selector: OPTION_CARD },
  );
  useEffect(() => {
    for (const radio of radiosOf(form)) inlineFormOf(radio)?.classList.toggle("d-none", !checked.includes(radio));
  }, [form, checked]);
  return checked;
}
