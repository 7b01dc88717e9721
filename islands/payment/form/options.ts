// The options of the payment form's markup (15/16): radios input[name="o_payment_radio"] with
// data-payment-option-id, data-provider, data-payment-option-type (token, provider; 15: acquirer),
// each in a div[name="o_payment_option_card"] followed by its inline form
// #o_payment_<type>_inline_form_<id>[name="o_payment_inline_form"].
import { normalizeFlow, paymentFlow, type PaymentFlow } from "./flow";
import type { PaymentParts } from "./markup";

export interface PaymentOption {
  id: number;
  type: string;
  provider: string;
  flow: PaymentFlow;
  tokenize: boolean;
}

export const checkedRadios = (parts: PaymentParts) => parts.radio.all<HTMLInputElement>().filter((radio) => radio.checked);

export function inlineFormOf(parts: PaymentParts, radio: HTMLInputElement): HTMLElement | null {
  const { type, optionId } = parts.radio.attrs(radio);
  return parts.inlineForm.all().find((inline) => inline.id === `o_payment_${type}_inline_form_${optionId}`) ?? null;
}

/** The option a radio stands for; the flow is the option's provider's when it names one, else the form's. */
export function optionOf(parts: PaymentParts, radio: HTMLInputElement, formFlow: PaymentFlow): PaymentOption {
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
