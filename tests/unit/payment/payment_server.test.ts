// The payment routes of the reference server (spec 2 §4, §7 "Payments"): transactions per flow,
// the demo provider's card outcomes and redirect page, the status poll's state machine, saved
// methods, the shop order status, donations and fees.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CARD_REFUSED } from "../../../server/payment/providers";
import { MONITORED_KEY, POLLS_BEFORE_CONFIRMATION } from "../../../server/payment/transactions";
import { NO_TX_FOUND } from "../../../server/routes/payment_status";
import { startTestServer, type TestServer } from "../server_fetch";

let server: TestServer;
beforeEach(() => {
  server = startTestServer();
});
afterEach(() => server.store.db.close());

async function rpc(path: string, params: Record<string, unknown>) {
  const response = await server.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) });
  return (await response.json()) as { result?: any; error?: any };
}
const csrf = () => (window as any).odoo.csrf_token as string;
const orderParams = (extra: Record<string, unknown> = {}) => ({
  payment_option_id: 2,
  reference_prefix: "S00021",
  amount: 0,
  currency_id: 2,
  partner_id: 9,
  flow: "direct",
  tokenization_requested: false,
  landing_route: "/my/orders/1?access_token=4c2b8d1e-so21",
  is_validation: false,
  access_token: "4c2b8d1e-so21",
  csrf_token: csrf(),
  sale_order_id: 1,
  ...extra,
});
const total = () => server.store.all("sale.order.line").filter((l) => l.order_id === 1).reduce((s, l) => s + l.product_uom_qty * l.price_unit, 0);
const poll = () => rpc("/payment/status/poll", { csrf_token: csrf() });

describe("sale order transactions", () => {
  beforeEach(() => server.login("portal"));

  it("pays by card: a refused card cancels with the provider's message, a good one pays and confirms the order once polled", async () => {
    const first = await rpc("/my/orders/1/transaction", orderParams({ amount: total() }));
    expect(first.result).toMatchObject({ reference: "S00021", provider_code: "demo" });
    const refused = await rpc("/payment/demo/card", { reference: "S00021", card_number: "4000 0000 0000 0002", card_holder: "Joel", expiry_month: "12", expiry_year: "2030", cvc: "123" });
    expect(refused.error.data.message).toBe(CARD_REFUSED);
    const second = await rpc("/my/orders/1/transaction", orderParams({ amount: total() }));
    expect(second.result.reference).toBe("S00021-1");
    const paid = await rpc("/payment/demo/card", { reference: "S00021-1", card_number: "4242424242424242", card_holder: "Joel", expiry_month: "12", expiry_year: "2030", cvc: "123" });
    expect(paid.result).toEqual({ state: "done" });
    const answer = await poll();
    expect(answer.result.success).toBe(true);
    expect(answer.result.display_values_list.map((v: any) => [v.reference, v.state, v.is_post_processed])).toEqual([
      ["S00021", "cancel", false],
      ["S00021-1", "done", false],
    ]);
    expect(server.store.get("sale.order", 1)).toMatchObject({ state: "sale", paid: true });
    const next = await poll();
    expect(next.result.display_values_list.find((v: any) => v.reference === "S00021-1")).toMatchObject({ is_post_processed: true, landing_route: "/my/orders/1?access_token=4c2b8d1e-so21" });
  });

  it("refuses a wrong amount, an unknown flow, a missing csrf token and an order of someone else", async () => {
    expect((await rpc("/my/orders/1/transaction", orderParams({ amount: 1 }))).error.data.message).toBe("The amount does not match the document's amount.");
    expect((await rpc("/my/orders/1/transaction", orderParams({ amount: total(), flow: "magic" }))).error.data.message).toBe("The payment flow 'magic' is not supported.");
    expect((await rpc("/my/orders/1/transaction", orderParams({ amount: total(), csrf_token: "x" }))).error.data.message).toBe("Invalid CSRF token.");
    expect((await rpc("/my/orders/3/transaction", orderParams({ amount: 0, access_token: "x" }))).error.data.name).toBe("odoo.exceptions.AccessError");
  });

  it("redirect flow: a form to the demo provider's page, which returns to the status page", async () => {
    const { result } = await rpc("/my/orders/1/transaction", orderParams({ amount: total(), payment_option_id: 1, flow: "redirect" }));
    expect(result.redirect_form_html).toMatch(/^<form method="post" action="\/payment\/demo\/redirect">/);
    const key = /name="key" value="([0-9a-f]+)"/.exec(result.redirect_form_html)![1];
    const page = await server.fetch("/payment/demo/redirect", { method: "POST", body: new URLSearchParams({ reference: "S00021", key }) });
    expect(await page.text()).toContain('value="pay"');
    const back = await server.fetch("/payment/demo/return", { method: "POST", body: new URLSearchParams({ reference: "S00021", key, outcome: "pay" }), redirect: "manual" });
    expect(back.headers.get("location")).toBe("/payment/status");
    expect(server.store.all("payment.transaction")[0].state).toBe("done");
  });

  it("token flow: a saved method of the customer pays at once; someone else's is refused", async () => {
    const { result } = await rpc("/my/orders/1/transaction", orderParams({ amount: total(), payment_option_id: 1, flow: "token" }));
    expect(server.store.all("payment.transaction").find((tx) => tx.reference === result.reference)).toMatchObject({ state: "done", token_id: 1 });
    // with only the order's access token (signed out), the customer's saved card cannot be used
    await server.fetch("/web/session/logout");
    await server.installPageGlobals();
    expect((await rpc("/my/orders/1/transaction", orderParams({ amount: total(), payment_option_id: 1, flow: "token" }))).error.data.message).toBe("The saved payment method is not available.");
    await server.login("portal");
    server.store.write("payment.token", 1, { partner_id: [3, "Mitchell Admin"] });
    expect((await rpc("/my/orders/1/transaction", orderParams({ amount: total(), payment_option_id: 1, flow: "token" }))).error.data.message).toBe("The saved payment method is not available.");
  });

  it("a pending card payment is confirmed after its polls", async () => {
    await rpc("/my/orders/1/transaction", orderParams({ amount: total() }));
    await rpc("/payment/demo/card", { reference: "S00021", card_number: "4000000000000077", card_holder: "Joel", expiry_month: "12", expiry_year: "2030", cvc: "123" });
    const answers = [];
    for (let i = 0; i < POLLS_BEFORE_CONFIRMATION + 2; i++) answers.push((await poll()).result);
    expect(answers.slice(0, 3).map((a) => [a.display_values_list[0].state, a.display_values_list[0].is_post_processed])).toEqual([
      ["pending", false],
      ["done", false],
      ["done", true],
    ]);
    expect(answers[0].display_values_list[0].display_message).toBe("Your payment has been received but still needs to be confirmed by the provider.");
    // reported post-processed once, then no longer monitored
    expect(answers[3]).toEqual({ success: false, error: NO_TX_FOUND });
  });

  it("no monitored transaction: no_tx_found", async () => {
    expect((await poll()).result).toEqual({ success: false, error: NO_TX_FOUND });
    expect(MONITORED_KEY).toBe("__payment_monitored_tx_ids__");
  });
});

describe("saved methods", () => {
  const callKw = (model: string, method: string, args: unknown[]) => rpc(`/web/dataset/call_kw/${model}/${method}`, { model, method, args, kwargs: {} });

  it("lists the documents a token is linked to, only to its owner, and archives only the owner's", async () => {
    await server.login("portal");
    expect((await callKw("payment.token", "get_linked_records_info", [1])).result).toEqual([{ description: "Sales Order", id: 2, name: "S00017", url: "/my/orders/2?access_token=9f0a77c3-so17" }]);
    expect((await callKw("payment.token", "get_linked_records_info", [2])).error.data.name).toBe("odoo.exceptions.AccessError");
    expect((await callKw("payment.token", "read", [[1], ["card_number"]])).error.data.name).toBe("odoo.exceptions.AccessError");
    expect((await rpc("/payment/archive_token", { token_id: 2 })).error.data.name).toBe("odoo.exceptions.AccessError");
    expect((await rpc("/payment/archive_token", { token_id: 1 })).result).toBe(true);
    expect(server.store.get("payment.token", 1)!.active).toBe(false);
  });

  it("a card paid with 'save my payment details' becomes a saved method", async () => {
    await server.login("portal");
    await rpc("/my/orders/1/transaction", orderParams({ amount: total(), tokenization_requested: true }));
    await rpc("/payment/demo/card", { reference: "S00021", card_number: "5555555555554444", card_holder: "Joel", expiry_month: "12", expiry_year: "2030", cvc: "123" });
    expect(server.store.all("payment.token").at(-1)).toMatchObject({ name: "•••• 4444", partner_id: [9, "Joel Willis"], active: true });
  });
});

describe("order status and donations", () => {
  it("the order status says recall while the last payment is pending, nothing to a stranger", async () => {
    await server.login("portal");
    expect((await rpc("/shop/payment/get_status/1", {})).result).toMatchObject({ recall: false });
    await rpc("/my/orders/1/transaction", orderParams({ amount: total(), payment_option_id: 1, flow: "redirect" }));
    server.store.write("payment.transaction", 1, { state: "pending" });
    const answer = (await rpc("/shop/payment/get_status/1", {})).result;
    expect(answer.recall).toBe(true);
    expect(answer.message).toContain("Your payment has been received but still needs to be confirmed by the provider.");
    expect((await rpc("/shop/payment/get_status/3", {})).result).toEqual({});
  });

  it("fees per provider for an amount and a country, domestic or international", async () => {
    const { result } = await rpc("/donation/get_acquirer_fees", { acquirer_ids: [1, 2, 99], amount: 100, currency_id: 2, country_id: 233 });
    expect(result).toEqual({ 1: 3.2, 2: 1.65 });
    expect((await rpc("/donation/get_acquirer_fees", { acquirer_ids: [2], amount: 100, currency_id: 2, country_id: 75 })).result).toEqual({ 2: 3.15 });
  });

  it("a visitor's donation needs a name, an email and a country, and the minimum amount", async () => {
    await server.installPageGlobals();
    const params = { payment_option_id: 2, reference_prefix: "Donation", amount: 30, currency_id: 2, partner_id: null, flow: "direct", tokenization_requested: false, landing_route: "/donation/thanks", is_validation: false, access_token: "", csrf_token: csrf() };
    expect((await rpc("/donation/transaction/5", { ...params, partner_details: { name: "", email: "a@b.co", country_id: 75 } })).error.data.message).toBe("Name is required.");
    expect((await rpc("/donation/transaction/5", { ...params, amount: 2, partner_details: { name: "Ada", email: "a@b.co", country_id: 75 } })).error.data.message).toBe("Donation amount must be at least 5.00.");
    const { result } = await rpc("/donation/transaction/5", { ...params, partner_details: { name: "Ada", email: "a@b.co", country_id: 75 }, donation_comment: "Hi", donation_recipient_email: "d@example.com" });
    expect(server.store.all("payment.transaction").find((tx) => tx.reference === result.reference)).toMatchObject({
      amount: 30,
      donation_partner: { name: "Ada", email: "a@b.co", country_id: 75 },
      donation_comment: "Hi",
      donation_recipient_email: "d@example.com",
    });
  });
});
