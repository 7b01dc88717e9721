// Payment transactions in the store (states draft, pending, authorized, done, cancel, error),
// the transactions a session monitors for /payment/status, and their post-processing: a done
// payment confirms its sale order or pays its invoice once.
import type { Row, Store } from "../store";
import { displayMessage, providerOf } from "./providers";

export const TX_STATES = ["draft", "pending", "authorized", "done", "cancel", "error"] as const;
export type TxState = (typeof TX_STATES)[number];
/** A pending card payment is confirmed by the demo provider after this many status polls. */
export const POLLS_BEFORE_CONFIRMATION = 2;
export const MONITORED_KEY = "__payment_monitored_tx_ids__";

export interface NewTransaction {
  provider_id: number;
  token_id: number | false;
  amount: number;
  currency_id: number;
  partner_id: number | false;
  operation: string;
  sale_order_id: number | false;
  invoice_id: number | false;
  landing_route: string;
  tokenize: boolean;
  reference_prefix: string;
  extra?: Record<string, unknown>;
}

function uniqueReference(store: Store, prefix: string): string {
  const taken = new Set(store.all("payment.transaction").map((tx) => tx.reference));
  if (!taken.has(prefix)) return prefix;
  for (let n = 1; ; n++) if (!taken.has(`${prefix}-${n}`)) return `${prefix}-${n}`;
}

export function createTransaction(store: Store, values: NewTransaction): Row {
  const { reference_prefix, extra, ...fields } = values;
  return store.create("payment.transaction", {
    ...fields,
    ...extra,
    reference: uniqueReference(store, reference_prefix || "tx"),
    state: "draft",
    is_post_processed: false,
    polls_left: null,
    state_message: "",
  });
}

export const transactionByReference = (store: Store, reference: unknown) => store.all("payment.transaction").find((tx) => tx.reference === reference);

export function setState(store: Store, tx: Row, state: TxState, extra: Record<string, unknown> = {}): Row {
  return store.write("payment.transaction", tx.id, { state, ...extra })!;
}

/** The demo provider confirms a pending payment after its polls; one without a count stays pending. */
export function advancePending(store: Store, tx: Row): Row {
  if (tx.state !== "pending" || tx.polls_left === null || tx.polls_left === undefined) return tx;
  if (tx.polls_left > 1) return store.write("payment.transaction", tx.id, { polls_left: tx.polls_left - 1 })!;
  return setState(store, tx, "done", { polls_left: null });
}

/** A done payment confirms its order or pays its invoice, once. */
export function postProcess(store: Store, tx: Row): Row {
  if (tx.state !== "done" || tx.is_post_processed) return tx;
  if (tx.sale_order_id) store.write("sale.order", tx.sale_order_id, { state: "sale", paid: true, ...(tx.token_id ? { payment_token_id: tx.token_id } : {}) });
  if (tx.invoice_id) store.write("account.move", tx.invoice_id, { payment_state: "paid", amount_residual: 0 });
  return store.write("payment.transaction", tx.id, { is_post_processed: true })!;
}

export function displayValues(store: Store, tx: Row) {
  const provider = providerOf(store, tx.provider_id);
  return {
    provider_code: provider?.code ?? "",
    reference: tx.reference,
    amount: tx.amount,
    currency_id: tx.currency_id,
    state: tx.state,
    state_message: tx.state_message ?? "",
    operation: tx.operation,
    landing_route: tx.landing_route,
    is_post_processed: Boolean(tx.is_post_processed),
    display_message: displayMessage(provider, tx.state),
  };
}

/** The last transaction of a sale order (its state drives the order confirmation). */
export function lastOrderTransaction(store: Store, orderId: number): Row | undefined {
  return store.all("payment.transaction").filter((tx) => tx.sale_order_id === orderId).at(-1);
}
