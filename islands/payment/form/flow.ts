// The payment flow (spec 2 §4 "Payment flow") and when the pay button may be used (§4 "Pay button").
export const PAYMENT_FLOWS = ["redirect", "direct", "token"] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];
export const DEFAULT_FLOW: PaymentFlow = "redirect";

/** A flow value as the server wrote it; anything else is the default, redirect. */
export function normalizeFlow(value: unknown): PaymentFlow {
  return PAYMENT_FLOWS.includes(value as PaymentFlow) ? (value as PaymentFlow) : DEFAULT_FLOW;
}

/** token for a saved token, otherwise the form's flow (the provider's own, when its option names one). */
export function paymentFlow(optionType: string | null | undefined, formFlow: unknown): PaymentFlow {
  return optionType === "token" ? "token" : normalizeFlow(formFlow);
}

export interface PayButtonState {
  selectedCount: number;
  flow: PaymentFlow;
  allowTokenSelection: boolean;
  /** the terms-and-conditions checkbox, null when the page has none */
  termsAccepted: boolean | null;
}

export function canPay({ selectedCount, flow, allowTokenSelection, termsAccepted }: PayButtonState): boolean {
  return selectedCount === 1 && (flow !== "token" || allowTokenSelection) && termsAccepted !== false;
}
