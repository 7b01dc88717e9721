// The payment form's rules (spec 2 §4 "Payment flow", "Pay button"; §5 "Payment option"; §7
// transaction values; §8 texts; §9 debounce) as pure functions.
import { afterEach, describe, expect, it, vi } from "vitest";
import { readPaymentContext } from "../../../islands/payment/form/context";
import { DEFAULT_FLOW, canPay, normalizeFlow, paymentFlow } from "../../../islands/payment/form/flow";
import { leadingDebounce } from "../../../src/kit/timing";
import { PAYMENT_BUTTON_DEBOUNCE_MS } from "../../../islands/payment/messages";
import { MalformedRedirectForm, buildRedirectForm } from "../../../islands/payment/form/redirect_form";
import { selectionError } from "../../../islands/payment/form/flow";
import { transactionParams } from "../../../islands/payment/form/context";
import * as messages from "../../../islands/payment/messages";

afterEach(() => vi.useRealTimers());

describe("messages", () => {
  it("are the specification's texts", () => {
    expect(messages.NO_OPTION_TITLE).toBe("No payment option selected");
    expect(messages.NO_OPTION_MESSAGE).toBe("Please select a payment option.");
    expect(messages.MULTIPLE_OPTIONS_TITLE).toBe("Multiple payment options selected");
    expect(messages.MULTIPLE_OPTIONS_MESSAGE).toBe("Please select only one payment option.");
    expect(messages.ERROR_DIALOG_TITLE).toBe("Error: %s");
    expect(messages.SERVER_ERROR_TITLE).toBe("Server Error");
    expect(messages.PAYMENT_FAILED).toBe("We are not able to process your payment.");
    expect(messages.SAVE_FAILED).toBe("We are not able to save your payment method.");
    expect(messages.DELETE_FAILED).toBe("We are not able to delete your payment method.");
    expect(messages.FEES_FAILED).toBe("We could not obtain payment fees.");
    expect(messages.PROCESSING_PAYMENT).toBe("We are processing your payment, please wait ...");
    expect(messages.MANDATORY_FIELD).toBe("Field '%s' is mandatory");
    expect(messages.EMAIL_INVALID).toBe("Email is invalid");
    expect(messages.VALIDATION_ERROR_TITLE).toBe("Validation Error");
    expect(messages.MISSING_INFORMATION).toBe("Some information is missing to process your payment.");
  });
});

describe("payment flow", () => {
  it("is token for a saved token, else the form's; redirect by default and for unknown values", () => {
    expect(paymentFlow("token", "direct")).toBe("token");
    expect(paymentFlow("provider", "direct")).toBe("direct");
    expect(paymentFlow("acquirer", "redirect")).toBe("redirect");
    expect(paymentFlow("provider", undefined)).toBe("redirect");
    expect(paymentFlow("provider", "token")).toBe("token");
    expect(normalizeFlow("s2s")).toBe("redirect");
    expect(normalizeFlow(null)).toBe("redirect");
    expect(DEFAULT_FLOW).toBe("redirect");
  });

  it("the pay button: exactly one option, token selection allowed for tokens, terms accepted where present", () => {
    const base = { selectedCount: 1, flow: "direct" as const, allowTokenSelection: true, termsAccepted: null };
    expect(canPay(base)).toBe(true);
    expect(canPay({ ...base, selectedCount: 0 })).toBe(false);
    expect(canPay({ ...base, selectedCount: 2 })).toBe(false);
    expect(canPay({ ...base, flow: "token", allowTokenSelection: false })).toBe(false);
    expect(canPay({ ...base, flow: "redirect", allowTokenSelection: false })).toBe(true);
    expect(canPay({ ...base, termsAccepted: false })).toBe(false);
    expect(canPay({ ...base, termsAccepted: true })).toBe(true);
  });

  it("names what is wrong with the selection", () => {
    expect(selectionError(0)).toEqual({ title: "No payment option selected", message: "Please select a payment option." });
    expect(selectionError(2)).toEqual({ title: "Multiple payment options selected", message: "Please select only one payment option." });
    expect(selectionError(1)).toBeNull();
  });
});

describe("leading debounce", () => {
  it("acts on the first click, drops the clicks within 500 ms of each other, acts again after a quiet 500 ms or a reset", () => {
    vi.useFakeTimers();
    const action = vi.fn();
    const click = leadingDebounce(action, PAYMENT_BUTTON_DEBOUNCE_MS);
    expect(PAYMENT_BUTTON_DEBOUNCE_MS).toBe(500);
    click();
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(400);
    click();
    vi.advanceTimersByTime(400);
    click();
    expect(action).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(500);
    click();
    expect(action).toHaveBeenCalledTimes(2);
    click.reset();
    click();
    expect(action).toHaveBeenCalledTimes(3);
  });
});

describe("payment context and transaction values", () => {
  const form = () => {
    document.body.innerHTML = `<form name="o_payment_checkout" data-reference-prefix="S00021" data-amount="1530.5" data-currency-id="2" data-partner-id="9"
      data-access-token="tok" data-transaction-route="/my/orders/1/transaction" data-landing-route="/my/orders/1" data-allow-token-selection="False"
      data-is-validation="False" data-flow="bogus" data-sale-order-id="1"></form>`;
    return document.querySelector("form")!;
  };

  it("reads the data attributes, with True/False booleans and a fallback flow", () => {
    expect(readPaymentContext(form())).toMatchObject({
      mode: "checkout",
      amount: 1530.5,
      currencyId: 2,
      partnerId: 9,
      invoiceId: null,
      saleOrderId: 1,
      referencePrefix: "S00021",
      flow: "redirect",
      allowTokenSelection: false,
      isValidation: false,
      accessToken: "tok",
      transactionRoute: "/my/orders/1/transaction",
      landingRoute: "/my/orders/1",
    });
  });

  it("posts every value of the transaction route, sale_order_id on sales pages", () => {
    const params = transactionParams(readPaymentContext(form()), { id: 2, flow: "direct", tokenize: true }, "csrf");
    expect(params).toEqual({
      payment_option_id: 2,
      reference_prefix: "S00021",
      amount: 1530.5,
      currency_id: 2,
      partner_id: 9,
      invoice_id: null,
      flow: "direct",
      tokenization_requested: true,
      landing_route: "/my/orders/1",
      is_validation: false,
      access_token: "tok",
      csrf_token: "csrf",
      sale_order_id: 1,
    });
  });
});

describe("redirect form", () => {
  it("keeps the action, method and fields of the server's form, never its scripts or handlers", () => {
    const form = buildRedirectForm(`<form method="post" action="/payment/demo/redirect" onsubmit="alert(1)"><input type="hidden" name="reference" value="S1"/><script>alert(2)</script><img src=x onerror="alert(3)"></form><script>alert(4)</script>`);
    expect(form.method).toBe("post");
    expect(new URL(form.action).pathname).toBe("/payment/demo/redirect");
    expect(form.outerHTML).not.toMatch(/script|onerror|onsubmit|alert/);
    expect([...form.querySelectorAll("input")].map((i) => [i.name, i.value])).toEqual([["reference", "S1"]]);
  });

  it("refuses what is not one form, or a form going to a script URL", () => {
    expect(() => buildRedirectForm("<div>nope</div>")).toThrow(MalformedRedirectForm);
    expect(() => buildRedirectForm(undefined)).toThrow(MalformedRedirectForm);
    expect(() => buildRedirectForm(`<form action="javascript:alert(1)"></form>`)).toThrow(MalformedRedirectForm);
    expect(() => buildRedirectForm(`<form action="/a"></form><form action="/b"></form>`)).toThrow(MalformedRedirectForm);
  });
});
