// The payment context the server writes on the form's data attributes (spec 2 §3 "Payment
// context"; markup 15/16: data-reference-prefix, data-amount …, "True"/"False" booleans).
import { normalizeFlow, type PaymentFlow } from "./flow";

export interface PaymentContext {
  mode: "checkout" | "manage";
  amount: number | null;
  currencyId: number | null;
  partnerId: number | null;
  invoiceId: number | null;
  saleOrderId: number | null;
  referencePrefix: string;
  flow: PaymentFlow;
  tokenizationRequested: boolean;
  landingRoute: string;
  isValidation: boolean;
  accessToken: string;
  transactionRoute: string;
  assignTokenRoute: string;
  allowTokenSelection: boolean;
}

const number = (value: string | null) => (value === null || value.trim() === "" || !Number.isFinite(Number(value)) ? null : Number(value));
const flag = (value: string | null) => value !== null && ["true", "1"].includes(value.trim().toLowerCase());

export function readPaymentContext(form: HTMLElement): PaymentContext {
  const data = (name: string) => form.getAttribute(`data-${name}`);
  return {
    mode: form.getAttribute("name") === "o_payment_manage" ? "manage" : "checkout",
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
