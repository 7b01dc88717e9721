// The payment form's markup contract (15/16 markup): the context on its data attributes (spec 2
// §3, read by context.ts), the options, the pay button, icon lists, card slots, donation fields.
import { attr, child, defineMarkup, type Parts } from "../../../src/kit";

export const paymentFormMarkup = defineMarkup({
  attributes: {
    amount: attr.string("data-amount"),
    currencyId: attr.string("data-currency-id"),
    partnerId: attr.string("data-partner-id"),
    invoiceId: attr.string("data-invoice-id"),
    saleOrderId: attr.string("data-sale-order-id"),
    referencePrefix: attr.string("data-reference-prefix"),
    flow: attr.string("data-flow"),
    tokenizationRequested: attr.string("data-tokenization-requested"),
    landingRoute: attr.string("data-landing-route"),
    isValidation: attr.string("data-is-validation"),
    accessToken: attr.string("data-access-token"),
    transactionRoute: attr.string("data-transaction-route"),
    assignTokenRoute: attr.string("data-assign-token-route"),
    allowTokenSelection: attr.string("data-allow-token-selection"),
    isDonation: attr.hasClass("o_donation_payment_form"),
  },
  children: {
    radio: child.optional('input[name="o_payment_radio"]', {
      optionId: attr.int("data-payment-option-id", 0),
      type: attr.string("data-payment-option-type"),
      provider: attr.string("data-provider"),
      flow: attr.string("data-flow"),
    }),
    optionCard: child.optional('div[name="o_payment_option_card"]'),
    inlineForm: child.optional('[name="o_payment_inline_form"]'),
    saveAsToken: child.optional('input[name="o_payment_save_as_token"]'),
    submitButton: child.optional('button[name="o_payment_submit_button"]', { iconClass: attr.string("data-icon-class") }),
    submitIcon: child.optional('button[name="o_payment_submit_button"] i.fa'),
    deleteToken: child.optional('button[name="o_payment_delete_token"]'),
    cardSlot: child.optional(".o_payment_card_form"),
    iconMore: child.optional('a[name="o_payment_icon_more"]'),
    iconLess: child.optional('a[name="o_payment_icon_less"]'),
    iconItem: child.optional("ul:has(a[name='o_payment_icon_more']) > li"),
    amountRadio: child.optional('input[name="o_donation_amount"]'),
    otherAmount: child.optional("#other_amount_value"),
    donorField: child.optional('[name="name"], [name="email"], select[name="country_id"]'),
    commentBox: child.optional("#donation_comment_checkbox"),
    comment: child.optional('#donation_comment, [name="donation_comment"]'),
    recipientEmail: child.optional('[name="donation_recipient_email"]'),
    feeSlot: child.optional(".o_payment_fee[data-provider-id]", { providerId: attr.string("data-provider-id") }),
  },
});

export type PaymentParts = Parts<typeof paymentFormMarkup>;
