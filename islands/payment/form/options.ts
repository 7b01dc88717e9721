// The options of the payment form's markup (15/16): radios input[name="o_payment_radio"] with
// data-payment-option-id, data-provider, data-payment-option-type (token, provider; 15: acquirer),
// each in a div[name="o_payment_option_card"] followed by its inline form
// #o_payment_<type>_inline_form_<id>[name="o_payment_inline_form"].
import { useState } from "react";
import { useBind } from "../../../src/kit";
import { normalizeFlow, paymentFlow, type PaymentFlow } from "./flow";
import type { PaymentParts } from "./markup";

const checkedRadios = (parts: PaymentParts) => parts.radio.all<HTMLInputElement>().filter((radio) => radio.checked);

export function inlineFormOf(parts: PaymentParts, radio: HTMLInputElement): HTMLElement | null {
  const { type, optionId } = parts.radio.attrs(radio);
  return parts.inlineForm.all().find((inline) => inline.id === `o_payment_${type}_inline_form_${optionId}`) ?? null;
}

/** The option a radio stands for; the flow is the option's provider's when it names one, else the form's. */
export function optionOf(parts: PaymentParts, radio: HTMLInputElement, formFlow: PaymentFlow) {
  const { optionId, type, provider, flow } = parts.radio.attrs(radio);
  const inline = inlineFormOf(parts, radio);
  return {
    id: optionId,
    type,
    provider,
    flow: paymentFlow(type, flow ? normalizeFlow(flow) : formFlow),
    tokenize: parts.saveAsToken.all<HTMLInputElement>().some((box) => box.checked && inline?.contains(box)),
  };
}

/** The selected options: a click on an option's card checks its radio; only the selected option's inline form shows. */
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
