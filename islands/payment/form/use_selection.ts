// The selected options of the form: a click on an option's card checks its radio, the selected
// option's inline form is shown and the others hidden.
import { useState } from "react";
import { useBind } from "../../../src/kit";
import type { PaymentParts } from "./markup";
import { checkedRadios, inlineFormOf } from "./options";

export function useSelection(parts: PaymentParts): [HTMLInputElement[], () => void] {
  const [checked, setChecked] = useState(() => checkedRadios(parts));
  const refresh = () => setChecked(checkedRadios(parts));
  const shown = checked.map((radio) => inlineFormOf(parts, radio));
  useBind(parts, {
    radio: { on: { change: refresh } },
    optionCard: {
      on: {
        click: (event, card) => {
          if ((event.target as Element).closest("button, a, input, label, select, textarea")) return;
          const radio = parts.radio.all<HTMLInputElement>().find((radio) => card.contains(radio));
          if (!radio || radio.checked) return;
          radio.checked = true;
          refresh();
        },
      },
    },
    inlineForm: { each: (inline) => ({ class: { "d-none": !shown.includes(inline) } }) },
  });
  return [checked, refresh];
}
