// The payment form as the platform renders it (15/16: form[name="o_payment_checkout"] or
// form[name="o_payment_manage"]): its payment context in data attributes, one card per option
// (the customer's saved tokens, then the providers), each option's inline form, the icons with
// their show-more link, the error slot and the submit button.
import { escapeHtml as e, escapeUrl } from "../html";
import type { Row, Store } from "../store";
import { CURRENCY_ID, providers } from "./providers";
import { partnerTokens } from "./tokens";

export const MAX_VISIBLE_ICONS = 3;

export interface PaymentFormValues {
  mode: "checkout" | "manage";
  amount: number;
  partnerId: number | false;
  referencePrefix: string;
  transactionRoute: string;
  landingRoute: string;
  accessToken: string;
  saleOrderId?: number;
  invoiceId?: number;
  assignTokenRoute?: string;
  /** tokens of the partner are offered (and may be paid with) */
  allowTokenSelection: boolean;
  /** the save-as-token checkbox in the inline forms of providers that tokenize */
  showTokenize: boolean;
  extraClass?: string;
  submitLabel?: string;
  /** markup of the form's own fields before the options (the donation's amount and donor) */
  before?: string;
}

const bool = (value: boolean) => (value ? "True" : "False");

function icons(provider: Row): string {
  const list = (provider.icons ?? []) as string[];
  if (!list.length) return "";
  const items = list
    .map((icon, index) => `<li class="list-inline-item${index >= MAX_VISIBLE_ICONS ? " d-none" : ""}"><span class="badge text-bg-light border" title="${e(icon)}">${e(icon)}</span></li>`)
    .join("");
  const more = list.length > MAX_VISIBLE_ICONS
    ? `<li class="list-inline-item"><a name="o_payment_icon_more" href="#" class="small">show more</a></li><li class="list-inline-item d-none"><a name="o_payment_icon_less" href="#" class="small">show less</a></li>`
    : "";
  return `<ul class="payment_icon_list list-inline float-end mb-0" data-max-icons="${MAX_VISIBLE_ICONS}">${items}${more}</ul>`;
}

function tokenCard(token: Row, provider: Row | undefined, values: PaymentFormValues): string {
  const remove = values.mode === "manage"
    ? `<button type="button" name="o_payment_delete_token" class="btn btn-link btn-sm text-danger float-end p-0" aria-label="Delete ${e(token.name)}"><i class="fa fa-trash"></i> Delete</button>`
    : "";
  return `<div name="o_payment_option_card" class="card-body o_payment_option_card">
<label class="mb-0"><input name="o_payment_radio" type="radio" class="form-check-input me-2" data-payment-option-id="${token.id}" data-provider="${e(provider?.code ?? "")}" data-payment-option-type="token"/><span class="payment_option_name">${e(token.name)}</span></label>
<span class="badge text-bg-light border ms-1">${e(provider?.name ?? "")}</span>${remove}
</div>
<div id="o_payment_token_inline_form_${token.id}" name="o_payment_inline_form" class="card-footer d-none"></div>`;
}

function providerCard(provider: Row, values: PaymentFormValues): string {
  const tokenize = values.showTokenize && provider.allow_tokenization
    ? `<div class="form-check mt-2"><input type="checkbox" class="form-check-input" name="o_payment_save_as_token" id="o_payment_save_as_token_${provider.id}"/><label class="form-check-label" for="o_payment_save_as_token_${provider.id}">Save my payment details</label></div>`
    : "";
  const card = provider.flow === "direct" ? `<div class="o_payment_card_form" data-provider-id="${provider.id}"></div>` : "";
  const inline = card || tokenize ? `${card}${tokenize}` : `<p class="small text-muted mb-0">You will be redirected to the ${e(provider.name)} website to pay.</p>`;
  return `<div name="o_payment_option_card" class="card-body o_payment_option_card">
<label class="mb-0"><input name="o_payment_radio" type="radio" class="form-check-input me-2" data-payment-option-id="${provider.id}" data-provider="${e(provider.code)}" data-payment-option-type="provider" data-flow="${e(provider.flow)}"/><span class="payment_option_name">${e(provider.name)}</span></label>
<span class="o_payment_fee ms-1 small text-muted" data-provider-id="${provider.id}"></span>
${icons(provider)}
</div>
<div id="o_payment_provider_inline_form_${provider.id}" name="o_payment_inline_form" class="card-footer d-none">${inline}</div>`;
}

export function paymentForm(store: Store, values: PaymentFormValues): string {
  const tokens = values.allowTokenSelection && values.partnerId ? partnerTokens(store, values.partnerId) : [];
  const offered = values.mode === "manage" ? providers(store).filter((p) => p.allow_tokenization) : providers(store);
  const options = [
    ...tokens.map((token) => tokenCard(token, store.get("payment.provider", token.provider_id), values)),
    ...offered.map((provider) => providerCard(provider, values)),
  ].join("\n");
  const name = values.mode === "manage" ? "o_payment_manage" : "o_payment_checkout";
  const label = values.submitLabel ?? (values.mode === "manage" ? "Save Payment Method" : "Pay");
  const icon = values.mode === "manage" ? "fa-plus-circle" : "fa-lock";
  const optional = [
    values.saleOrderId ? ` data-sale-order-id="${values.saleOrderId}"` : "",
    values.invoiceId ? ` data-invoice-id="${values.invoiceId}"` : "",
    values.assignTokenRoute ? ` data-assign-token-route="${escapeUrl(values.assignTokenRoute)}"` : "",
  ].join("");
  return `<form name="${name}" class="o_payment_form mt-3 clearfix${values.extraClass ? ` ${e(values.extraClass)}` : ""}" method="post"
 data-reference-prefix="${e(values.referencePrefix)}" data-amount="${values.amount}" data-currency-id="${CURRENCY_ID}" data-partner-id="${values.partnerId || ""}"
 data-access-token="${e(values.accessToken)}" data-transaction-route="${escapeUrl(values.transactionRoute)}" data-landing-route="${escapeUrl(values.landingRoute)}"
 data-allow-token-selection="${bool(values.allowTokenSelection)}" data-is-validation="${bool(values.mode === "manage")}" data-flow="redirect"${optional}>
${values.before ?? ""}<div class="card">
${options || `<div class="card-body text-muted">No payment method is available.</div>`}
</div>
<div class="d-flex justify-content-end mt-3"><button name="o_payment_submit_button" type="submit" class="btn btn-primary" data-icon-class="${icon}" disabled="disabled"><i class="fa ${icon}"></i> ${e(label)}</button></div>
</form>`;
}
