// The values posted to the transaction route (spec 2 §7 "Transaction route"): every one, with
// sale_order_id on sales pages and the donation's own values added by the caller.
import type { PaymentContext } from "./context";
import type { PaymentFlow } from "./flow";

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
