// The options of the payment form's markup (15/16): radios input[name="o_payment_radio"] with
// data-payment-option-id, data-provider, data-payment-option-type (token, provider; 15: acquirer),
// each in a div[name="o_payment_option_card"] followed by its inline form
// #o_payment_<type>_inline_form_<id>[name="o_payment_inline_form"].
import { normalizeFlow, paymentFlow, type PaymentFlow } from "./flow";

export const RADIO = 'input[name="o_payment_radio"]';
export const OPTION_CARD = 'div[name="o_payment_option_card"]';
export const INLINE_FORM = '[name="o_payment_inline_form"]';
export const SUBMIT_BUTTON = 'button[name="o_payment_submit_button"]';
export const SAVE_AS_TOKEN = 'input[name="o_payment_save_as_token"]';
export const DELETE_TOKEN_BUTTON = 'button[name="o_payment_delete_token"]';
export const CARD_FORM_SLOT = ".o_payment_card_form";

export interface PaymentOption {
  id: number;
  type: string;
  provider: string;
  flow: PaymentFlow;
  tokenize: boolean;
}

export const radiosOf = (form: Element) => [...form.querySelectorAll<HTMLInputElement>(RADIO)];
export const checkedRadios = (form: Element) => radiosOf(form).filter((radio) => radio.checked);

export function inlineFormOf(radio: HTMLInputElement): HTMLElement | null {
  const type = radio.dataset.paymentOptionType ?? "";
  const id = radio.dataset.paymentOptionId ?? "";
  const form = radio.closest("form");
  const inline = radio.ownerDocument.getElementById(`o_payment_${type}_inline_form_${id}`);
  return inline && (!form || form.contains(inline)) ? inline : null;
}

/** The option a radio stands for; the flow is the option's provider's when it names one, else the form's. */
export function optionOf(radio: HTMLInputElement, formFlow: PaymentFlow): PaymentOption {
  const type = radio.dataset.paymentOptionType ?? "";
  const ownFlow = radio.dataset.flow;
  return {
    id: Number(radio.dataset.paymentOptionId),
    type,
    provider: radio.dataset.provider ?? "",
    flow: paymentFlow(type, ownFlow ? normalizeFlow(ownFlow) : formFlow),
    tokenize: Boolean(inlineFormOf(radio)?.querySelector<HTMLInputElement>(SAVE_AS_TOKEN)?.checked),
  };
}
