// The payment context the server writes on the form's data attributes (spec 2 §3 "Payment
// context"; markup 15/16, "True"/"False" booleans), and what the transaction route is posted.
import { normalizeFlow, type PaymentFlow } from "./flow";

const number = (value: string | null) => (value === null || value.trim() === "" || !Number.isFinite(Number(value)) ? null : Number(value));
const flag = (value: string | null) => value !== null && ["true", "1"].includes(value.trim().toLowerCase());

export function readPaymentContext(form: HTMLElement) {
  const data = (name: string) => form.getAttribute(`data-${name}`);
  return {
    mode: form.getAttribute("name") === "o_payment_manage" ? ("manage" as const) : ("checkout" as const),
    amount: number(data("amount")),
    currencyId: number(data("currency-id")),
    partnerId: number(data("partner-id")),
    invoiceId: number(data("invoice-id")),
    saleOrderId: number(data("sale-order-id")),
    referencePrefix: data("reference-prefix") ?? "",
    flow: normalizeFlow(data("flow")),
    tokenizationRequested: flag(data("tokenization-requested")),
    landingRoute: data("landing-route") ?? "",
    isValidation: flag(data("is-validation")),
    accessToken: data("access-token") ?? "",
    transactionRoute: data("transaction-route") ?? "",
    assignTokenRoute: data("assign-token-route") ?? "",
    // absent means the page lets the customer pick tokens (the platform's default)
    allowTokenSelection: data("allow-token-selection") === null ? true : flag(data("allow-token-selection")),
  };
}
export type PaymentContext = ReturnType<typeof readPaymentContext>;

/** spec 2 §7 "Transaction route": every value, sale_order_id on sales pages, the donation's added by the caller. */
export function transactionParams(context: PaymentContext, option: { id: number; flow: PaymentFlow; tokenize: boolean }, csrfToken: string, extra: Record<string, unknown> = {}) {
  return {
    payment_option_id: option.id,
    reference_prefix: context.referencePrefix,
    amount: context.amount,
    currency_id: context.currencyId,
    partner_id: context.partnerId,
    invoice_id: context.invoiceId,
    flow: option.flow,
    tokenization_requested: context.isValidation || context.tokenizationRequested || option.tokenize,
    landing_route: context.landingRoute,
    is_validation: context.isValidation,
    access_token: context.accessToken,
    csrf_token: csrfToken,
    ...(context.saleOrderId !== null ? { sale_order_id: context.saleOrderId } : {}),
    ...extra,
  };
}
