// What every transaction route checks and does with the payment form's values (spec 2 §7
// "Transaction route"): the csrf token, a known option and flow, a bounded amount, a same-site
// landing route; then the transaction is created, monitored by the session and processed by flow.
import { randomBytes } from "node:crypto";
import type { Context } from "hono";
import type { AppEnv } from "../context";
import { accessError, userError, validationError } from "../errors";
import { escapeHtml, escapeUrl } from "../html";
import { readSessionData, writeSessionData } from "../portal/session_data";
import { checkAmount } from "../security/bounds";
import { safeRedirect } from "../security/redirect";
import { tokensEqual } from "../security/tokens";
import { commercialPartnerId } from "../security/user_type";
import { currentUser } from "../session";
import type { Row } from "../store";
import { providerOf } from "./providers";
import { partnerTokens } from "./tokens";
import { MONITORED_KEY, createTransaction, setState } from "./transactions";

export const FLOWS = ["redirect", "direct", "token"] as const;
export const DEMO_REDIRECT_ROUTE = "/payment/demo/redirect";

export interface TransactionTarget {
  partnerId: number | false;
  saleOrderId?: number;
  invoiceId?: number;
  /** the amount the document asks (the form's amount must match it) */
  amount?: number;
  referencePrefix: string;
  extra?: Record<string, unknown>;
}

const idOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export function monitor(c: Context<AppEnv>, tx: Row): void {
  const { sid } = c.get("session");
  const store = c.get("store");
  const ids = ((readSessionData(store, sid)[MONITORED_KEY] as number[] | undefined) ?? []).filter((id) => id !== tx.id);
  writeSessionData(store, sid, { [MONITORED_KEY]: [...ids, tx.id] });
}

export function monitoredIds(c: Context<AppEnv>): number[] {
  return (readSessionData(c.get("store"), c.get("session").sid)[MONITORED_KEY] as number[] | undefined) ?? [];
}

export function stopMonitoring(c: Context<AppEnv>, ids: number[]): void {
  writeSessionData(c.get("store"), c.get("session").sid, { [MONITORED_KEY]: monitoredIds(c).filter((id) => !ids.includes(id)) });
}

function redirectForm(tx: Row): string {
  return `<form method="post" action="${escapeUrl(DEMO_REDIRECT_ROUTE)}"><input type="hidden" name="reference" value="${escapeHtml(tx.reference)}"/><input type="hidden" name="key" value="${escapeHtml(tx.provider_key)}"/></form>`;
}

export function processTransaction(c: Context<AppEnv>, params: Record<string, any>, target: TransactionTarget) {
  const store = c.get("store");
  if (!tokensEqual(params.csrf_token, c.get("session").csrf)) throw accessError("Invalid CSRF token.");
  const flow = params.flow;
  if (!FLOWS.includes(flow)) throw validationError(`The payment flow '${String(flow)}' is not supported.`);
  const optionId = Number(params.payment_option_id);
  let provider: Row | undefined;
  let token: Row | undefined;
  if (flow === "token") {
    token = store.get("payment.token", optionId);
    // a saved card pays only for its owner, signed in (an access token to the document is not enough)
    const user = currentUser(c);
    const owner = user && target.partnerId && commercialPartnerId(store, user.partner_id) === commercialPartnerId(store, target.partnerId);
    if (!token || !token.active || !owner || !partnerTokens(store, target.partnerId as number).some((t) => t.id === token!.id)) throw userError("The saved payment method is not available.");
    provider = providerOf(store, token.provider_id);
  } else {
    provider = providerOf(store, optionId);
  }
  if (!provider) throw userError("The payment provider is not available.");
  const isValidation = params.is_validation === true;
  const amount = checkAmount(params.amount);
  if (!isValidation && target.amount !== undefined && Math.abs(amount - target.amount) > 0.005) throw validationError("The amount does not match the document's amount.");
  if (!isValidation && !(amount > 0)) throw validationError("The amount to pay must be positive.");
  if (Number(params.partner_id || 0) !== Number(target.partnerId || 0)) throw accessError("The partner does not match the document's customer.");
  const tx = createTransaction(store, {
    provider_id: provider.id,
    token_id: token?.id ?? false,
    amount,
    currency_id: Number(params.currency_id) || 0,
    partner_id: target.partnerId,
    operation: isValidation ? "validation" : `online_${flow}`,
    sale_order_id: target.saleOrderId ?? false,
    invoice_id: target.invoiceId ?? false,
    landing_route: safeRedirect(params.landing_route, "/my"),
    tokenize: isValidation || params.tokenization_requested === true,
    reference_prefix: target.referencePrefix,
    extra: { ...target.extra, provider_key: randomBytes(12).toString("hex") },
  });
  monitor(c, tx);
  const values = { provider_id: provider.id, provider_code: provider.code, reference: tx.reference, amount: tx.amount, currency_id: tx.currency_id, partner_id: idOf(tx.partner_id) };
  if (flow === "token") {
    setState(store, tx, "done");
    return values;
  }
  if (flow === "redirect") return { ...values, redirect_form_html: redirectForm(tx) };
  return values;
}
