// The payment providers of the reference server and the demo provider's sandbox rules: what a
// card number gives (as a sandbox provider does), the messages of each transaction state, fees.
import type { Row, Store } from "../store";

export const CURRENCY_ID = 2;
/** The company's country: payments from there pay the domestic fees. */
export const COMPANY_COUNTRY_ID = 233;

export type CardOutcome = "done" | "pending" | "refused" | "error";

/** Sandbox card numbers: a refused and an erroring card, one confirmed later; any other valid card pays. */
export const SANDBOX_CARDS: Record<string, CardOutcome> = {
  "4000000000000002": "refused",
  "4000000000000119": "error",
  "4000000000000077": "pending",
};
export const CARD_REFUSED = "Your card was declined by the bank.";
export const CARD_ERROR = "The card could not be processed by the provider.";
export const TX_ERROR_MESSAGE = "An error occurred during the processing of your payment.";

export const cardOutcome = (number: string): CardOutcome => SANDBOX_CARDS[String(number).replace(/\D/g, "")] ?? "done";

export const providers = (store: Store) => store.all("payment.provider").filter((p) => p.state !== "disabled");
export const providerOf = (store: Store, id: unknown) => store.get("payment.provider", Number(id));

export function displayMessage(provider: Row | undefined, state: string): string | null {
  if (!provider) return null;
  if (state === "pending") return provider.pending_msg ?? null;
  if (state === "done") return provider.done_msg ?? null;
  if (state === "cancel") return provider.cancel_msg ?? null;
  return null;
}

/** The provider's fees for an amount paid from a country (2 decimals), 0 when it takes none. */
export function providerFees(provider: Row, amount: number, countryId: number | null): number {
  if (!provider.fees_active) return 0;
  const domestic = countryId === null || countryId === COMPANY_COUNTRY_ID;
  const fixed = Number(domestic ? provider.fees_dom_fixed : provider.fees_int_fixed) || 0;
  const variable = Number(domestic ? provider.fees_dom_var : provider.fees_int_var) || 0;
  return Math.round(((amount * variable) / 100 + fixed) * 100) / 100;
}
