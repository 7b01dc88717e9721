// The payment flow (spec 2 §4 "Payment flow"), when the pay button may be used (§4 "Pay button")
// and what is wrong with a selection of other than one option (§5).
import { MULTIPLE_OPTIONS_MESSAGE, MULTIPLE_OPTIONS_TITLE, NO_OPTION_MESSAGE, NO_OPTION_TITLE } from "../messages";

export const PAYMENT_FLOWS = ["redirect", "direct", "token"] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];
export const DEFAULT_FLOW: PaymentFlow = "redirect";

/** A flow value as the server wrote it; anything else is the default, redirect. */
export const normalizeFlow = (value: unknown): PaymentFlow => (PAYMENT_FLOWS.includes(value as PaymentFlow) ? (value as PaymentFlow) : DEFAULT_FLOW);

/** token for a saved token, otherwise the form's flow (the provider's own, when its option names one). */
export const paymentFlow = (optionType: string | null | undefined, formFlow: unknown): PaymentFlow => (optionType === "token" ? "token" : normalizeFlow(formFlow));

/** termsAccepted: the terms-and-conditions checkbox, null when the page has none. */
type PayButtonState = { selectedCount: number; flow: PaymentFlow; allowTokenSelection: boolean; termsAccepted: boolean | null };
export function canPay({ selectedCount, flow, allowTokenSelection, termsAccepted }: PayButtonState) {
  return selectedCount === 1 && (flow !== "token" || allowTokenSelection) && termsAccepted !== false;
}

export function selectionError(selectedCount: number): { title: string; message: string } | null {
  if (selectedCount === 0) return { title: NO_OPTION_TITLE, message: NO_OPTION_MESSAGE };
  return selectedCount > 1 ? { title: MULTIPLE_OPTIONS_TITLE, message: MULTIPLE_OPTIONS_MESSAGE } : null;
}
