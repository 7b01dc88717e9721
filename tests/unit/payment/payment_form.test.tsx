// The payment form island on the pages the reference server renders and on static 15/16 markup
// (spec 2 §2, §4 "Pay button", "Payment flow", §5 "Payment option", §8).
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import paymentForm from "../../../islands/payment/payment_form";
import { SPINNER_CLASS } from "../../../islands/payment/form/pay_button";
import { addFault } from "../../../server/faults";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { $, $$, answerWith, click, holdRequests, loadPage, settle, startPortal, text, typeInto, type PortalHarness } from "../portal/portal_harness";

let portal: PortalHarness;
afterEach(() => portal?.stop());

const button = () => $<HTMLButtonElement>('button[name="o_payment_submit_button"]')!;
const radio = (id: number, type = "provider") => $<HTMLInputElement>(`input[data-payment-option-id="${id}"][data-payment-option-type="${type}"]`)!;
const inline = (id: number, type = "provider") => $(`#o_payment_${type}_inline_form_${id}`)!;
async function choose(input: HTMLInputElement) {
  await act(async () => {
    input.checked = true;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await settle();
}
async function submit() {
  await act(async () => {
    $<HTMLFormElement>("form")!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
  });
  await settle();
}
async function fillCard(number = "4242 4242 4242 4242") {
  await act(async () => {
    typeInto($<HTMLInputElement>('input[name="cc_number"]')!, number);
    typeInto($<HTMLInputElement>('input[name="cc_holder_name"]')!, "Joel Willis");
    typeInto($<HTMLInputElement>('input[name="cc_expiry"]')!, "12 / 30");
    typeInto($<HTMLInputElement>('input[name="cc_cvc"]')!, "123");
  });
  await settle();
}

describe("checkout on a sale order", () => {
  async function openOrder() {
    portal = await startPortal("portal");
    portal.server.store.write("sale.order", 1, { signature: "iVBORw0KGgo=", signed_by: "Joel Willis" });
    await loadPage(portal.server, "/my/orders/1");
    await portal.mount(paymentForm);
  }

  it("enables the button once one option is selected and shows only its inline form", async () => {
    await openOrder();
    expect(button().disabled).toBe(true);
    expect(inline(2).classList.contains("d-none")).toBe(true);
    await choose(radio(2));
    expect(button().disabled).toBe(false);
    expect(inline(2).classList.contains("d-none")).toBe(false);
    expect(inline(1).classList.contains("d-none")).toBe(true);
    expect($('input[name="cc_number"]')).not.toBeNull();
    await choose(radio(1, "token"));
    expect(inline(2).classList.contains("d-none")).toBe(true);
  });

  it("a click on an option's card selects it", async () => {
    await openOrder();
    await click(radio(1).closest('div[name="o_payment_option_card"]'));
    expect(radio(1).checked).toBe(true);
    expect(button().disabled).toBe(false);
  });

  it("submitting with no option opens the dialog 'Error: No payment option selected'", async () => {
    await openOrder();
    await submit();
    expect(text(".o_dialog .modal-title")).toBe("Error: No payment option selected");
    expect(text(".o_dialog .modal-body")).toBe("Please select a payment option.");
  });

  it("is disabled with a spinner while the transaction is processed", async () => {
    await openOrder();
    await choose(radio(2));
    await fillCard();
    const release = holdRequests(portal.server, "/my/orders/1/transaction");
    await submit();
    expect(button().disabled).toBe(true);
    expect(button().querySelector("i")!.className).toContain(SPINNER_CLASS);
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    release();
    await settle(20);
    expect(assign).toHaveBeenCalledWith("/payment/status");
  });

  it("a 502 of the transaction route: inline alert in the option's form, button usable, card kept", async () => {
    await openOrder();
    await choose(radio(2));
    await fillCard();
    addFault({ match: "/my/orders/1/transaction", kind: "502", times: 1 });
    await submit();
    const alert = inline(2).querySelector('[name="o_payment_error"]')!;
    expect(alert.textContent).toContain("Server Error");
    expect(alert.textContent).toContain("We are not able to process your payment.");
    expect(button().disabled).toBe(false);
    expect($<HTMLInputElement>('input[name="cc_holder_name"]')!.value).toBe("Joel Willis");
  });

  it("a redirect answer that is not a form is refused inline", async () => {
    await openOrder();
    await choose(radio(1));
    answerWith(portal.server, "/my/orders/1/transaction", { redirect_form_html: "<div><script>alert(1)</script></div>" });
    await submit();
    expect(inline(1).querySelector('[name="o_payment_error"]')!.textContent).toContain("The server sent an answer that could not be read.");
    expect(document.querySelector("#o_payment_redirect_form")).toBeNull();
  });

  it("a saved token goes to /payment/status", async () => {
    await openOrder();
    await choose(radio(1, "token"));
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    await submit();
    await settle(10);
    expect(assign).toHaveBeenCalledWith("/payment/status");
    const sent = portal.server.requests.find((r) => r.url === "/my/orders/1/transaction")!.body.params;
    expect(sent).toMatchObject({ flow: "token", payment_option_id: 1, sale_order_id: 1, tokenization_requested: false });
  });

  it("an invalid card is marked and nothing is sent", async () => {
    await openOrder();
    await choose(radio(2));
    await fillCard("4242 4242 4242 4241");
    await submit();
    expect($('input[name="cc_number"]')!.classList.contains("is-invalid")).toBe(true);
    expect(portal.server.requests.some((r) => r.url.includes("/transaction"))).toBe(false);
  });
});

describe("static 15/16 markup", () => {
  const markup = (attrs: string, extra = "") => `${extra}<form name="o_payment_checkout" data-transaction-route="/payment/transaction" data-amount="10" ${attrs}>
<div name="o_payment_option_card"><label><input type="radio" name="o_payment_radio" data-payment-option-id="5" data-provider="demo" data-payment-option-type="acquirer"/> A</label></div>
<div id="o_payment_acquirer_inline_form_5" name="o_payment_inline_form" class="d-none"></div>
<div name="o_payment_option_card"><label><input type="radio" name="o_payment_radio" data-payment-option-id="6" data-provider="demo" data-payment-option-type="token"/> T</label></div>
<div id="o_payment_token_inline_form_6" name="o_payment_inline_form" class="d-none"></div>
<button name="o_payment_submit_button" type="submit" data-icon-class="fa-chevron-right"><i class="fa fa-chevron-right"></i> Pay</button></form>`;

  it("two selected options: the dialog 'Error: Multiple payment options selected'", async () => {
    portal = await startPortal("portal");
    document.body.insertAdjacentHTML("afterbegin", markup(""));
    await portal.mount(paymentForm);
    // a radio group keeps one checked: a second selection comes from markup such as a checkbox
    radio(6, "token").type = "checkbox";
    await choose(radio(5, "acquirer"));
    await choose(radio(6, "token"));
    expect(button().disabled).toBe(true);
    await submit();
    expect(text(".o_dialog .modal-title")).toBe("Error: Multiple payment options selected");
    expect(text(".o_dialog .modal-body")).toBe("Please select only one payment option.");
  });

  it("a token cannot be paid with when token selection is not allowed", async () => {
    portal = await startPortal("portal");
    document.body.insertAdjacentHTML("afterbegin", markup('data-allow-token-selection="False"'));
    await portal.mount(paymentForm);
    await choose(radio(6, "token"));
    expect(button().disabled).toBe(true);
  });

  it("the terms checkbox gates the button", async () => {
    portal = await startPortal("portal");
    document.body.insertAdjacentHTML("afterbegin", markup("", `<input type="checkbox" id="website_sale_tc_checkbox"/>`));
    await portal.mount(paymentForm);
    await choose(radio(5, "acquirer"));
    expect(button().disabled).toBe(true);
    await act(async () => {
      const box = $<HTMLInputElement>("#website_sale_tc_checkbox")!;
      box.checked = true;
      box.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settle();
    expect(button().disabled).toBe(false);
  });
});

describe("manage mode", () => {
  it("a failed save says 'We are not able to save your payment method.'", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/payment_method");
    await portal.mount(paymentForm);
    expect(button().textContent).toContain("Save Payment Method");
    await choose(radio(2));
    await fillCard();
    addFault({ match: "/payment/transaction", kind: "500-html", times: 1 });
    await submit();
    expect(inline(2).textContent).toContain("We are not able to save your payment method.");
    expect($$('[name="o_payment_error"]')).toHaveLength(1);
  });
});

describe("manage mode: assign a saved method", () => {
  it("posts the assign token route with token_id and csrf_token, then goes to the landing route", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/payment_method");
    await portal.mount(paymentForm);
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    await choose(radio(1, "token"));
    await submit();
    await settle(10);
    const sent = portal.server.requests.find((r) => r.url === "/my/payment_method/assign_token")!.body.params;
    expect(sent).toEqual({ token_id: 1, csrf_token: (window as any).odoo.csrf_token });
    expect(portal.server.store.get("res.partner", 9)!.default_payment_token_id).toBe(1);
    expect(assign).toHaveBeenCalledWith("/my/payment_method");
  });
});

describe("donation", () => {
  async function openDonation(before: () => void = () => {}) {
    portal = await startPortal(null);
    before();
    await loadPage(portal.server, "/donation/pay");
    await portal.mount(paymentForm);
  }

  it("asks the fees of every provider option for the amount and country, and shows them with 2 decimals", async () => {
    await openDonation();
    const asked = portal.server.requests.filter((r) => r.url === "/donation/get_acquirer_fees").map((r) => r.body.params);
    expect(asked).toEqual([{ acquirer_ids: [1, 2], amount: 25, currency_id: 2, country_id: false }]);
    expect(text('.o_payment_fee[data-provider-id="2"]')).toBe("(+ 0.60 fees)");
    await act(async () => {
      const select = $<HTMLSelectElement>('select[name="country_id"]')!;
      select.value = "75";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settle();
    expect(text('.o_payment_fee[data-provider-id="2"]')).toBe("(+ 0.98 fees)");
  });

  it("a missing donor field: the 'Validation Error' popup and each field's message, nothing sent", async () => {
    await openDonation();
    await choose(radio(2));
    await submit();
    expect(text(".o_dialog .modal-title")).toBe("Validation Error");
    expect(text(".o_dialog .modal-body")).toBe("Some information is missing to process your payment.");
    expect($$(".o_donation_field_error").map((e) => e.textContent)).toEqual(["Field 'Name' is mandatory", "Field 'Email' is mandatory", "Field 'Country' is mandatory"]);
    expect($('input[name="name"]')!.classList.contains("is-invalid")).toBe(true);
    expect(text(`#${$('input[name="name"]')!.getAttribute("aria-describedby")}`)).toBe("Field 'Name' is mandatory");
    expect(portal.server.requests.some((r) => r.url.startsWith("/donation/transaction"))).toBe(false);
  });

  it("a failed fee request with no option selected: the dialog 'Error: Server Error' with 'We could not obtain payment fees.'", async () => {
    await openDonation(() => addFault({ match: "/donation/get_acquirer_fees", kind: "502", times: 1 }));
    expect(text(".o_dialog .modal-title")).toBe("Error: Server Error");
    expect(text(".o_dialog .modal-body")).toContain("We could not obtain payment fees.");
  });
});

describe("card form and icons", () => {
  it("groups and cuts the typed card, shows its type, marks a bad field on blur and clears it once fixed", async () => {
    portal = await startPortal("portal");
    portal.server.store.write("sale.order", 1, { signature: "iVBORw0KGgo=", signed_by: "Joel Willis" });
    await loadPage(portal.server, "/my/orders/1");
    await portal.mount(paymentForm);
    await choose(radio(2));
    const number = $<HTMLInputElement>('input[name="cc_number"]')!;
    await act(async () => typeInto(number, "378282246310005777"));
    expect(number.value).toBe("3782 822463 10005");
    expect(text(".o_payment_card_type")).toBe("Card type: amex");
    await act(async () => typeInto($<HTMLInputElement>('input[name="cc_expiry"]')!, "0125999"));
    expect($<HTMLInputElement>('input[name="cc_expiry"]')!.value).toBe("01 / 2599");
    const cvc = $<HTMLInputElement>('input[name="cc_cvc"]')!;
    await act(async () => typeInto(cvc, "12"));
    await act(async () => cvc.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    await settle();
    expect(cvc.getAttribute("aria-invalid")).toBe("true");
    expect(text(".invalid-feedback")).toBe("The security code is not valid.");
    await act(async () => typeInto(cvc, "1234"));
    await act(async () => cvc.dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
    await settle();
    expect(cvc.getAttribute("aria-invalid")).toBe("false");
  });

  it("'show less' folds the icons past the list's data-max-icons (spec 2 §9)", async () => {
    const { toggleIcons, ICON_MORE, ICON_LESS } = await import("../../../islands/payment/form/use_icon_lists");
    document.body.innerHTML = `<ul class="payment_icon_list" data-max-icons="2">${["Visa", "Mastercard", "Amex", "Discover"]
      .map((name, i) => `<li class="list-inline-item${i >= 3 ? " d-none" : ""}">${name}</li>`)
      .join("")}<li><a name="o_payment_icon_more" href="#">show more</a></li><li class="d-none"><a name="o_payment_icon_less" href="#">show less</a></li></ul>`;
    const visible = () => $$(".payment_icon_list li:not(.d-none)").map((li) => li.textContent);
    toggleIcons(document.querySelector<HTMLElement>(ICON_MORE)!, true);
    expect(visible()).toEqual(["Visa", "Mastercard", "Amex", "Discover", "show less"]);
    toggleIcons(document.querySelector<HTMLElement>(ICON_LESS)!, false);
    expect(visible()).toEqual(["Visa", "Mastercard", "show more"]);
    document.querySelector<HTMLElement>(".payment_icon_list")!.dataset.maxIcons = "3";
    toggleIcons(document.querySelector<HTMLElement>(ICON_LESS)!, false);
    expect(visible()).toEqual(["Visa", "Mastercard", "Amex", "show more"]);
  });

  it("'show more' shows the hidden icons and the 'show less' link, which hides them again", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/donation/pay");
    await portal.mount(paymentForm);
    const hidden = () => $$(".payment_icon_list li.d-none").length;
    const before = hidden();
    await click($('a[name="o_payment_icon_more"]'));
    expect(hidden()).toBe(1);
    expect($('a[name="o_payment_icon_more"]')!.closest("li")!.classList.contains("d-none")).toBe(true);
    await click($('a[name="o_payment_icon_less"]'));
    expect(hidden()).toBe(before);
  });
});
