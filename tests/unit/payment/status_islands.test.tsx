// The payment status page and the order confirmation's status on fake timers (spec 2 §4
// "Polling answers", "Shop order status polling", §9 delays).
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import orderStatus from "../../../islands/payment/order_status";
import paymentStatus from "../../../islands/payment/payment_status";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { $, settle, startPortal, text, type PortalHarness } from "../portal/portal_harness";

let portal: PortalHarness;
afterEach(() => {
  portal?.stop();
  vi.useRealTimers();
});

/** Answers one route with the next of `answers` (the last one again when they run out), counting calls. */
function answerSequence(route: string, answers: (object | "drop")[]) {
  const calls: number[] = [];
  const original = portal.server.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).startsWith(route)) return original(input, init);
    const answer = answers[Math.min(calls.length, answers.length - 1)];
    calls.push(Date.now());
    if (answer === "drop") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify({ jsonrpc: "2.0", id: 1, result: answer }), { headers: { "Content-Type": "application/json" } });
  });
  return calls;
}
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  await settle();
}
const statusPage = `<div name="o_payment_status"><div name="o_payment_status_content"></div></div>`;

describe("/payment/status", () => {
  it("shows the overlay, then polls every 3 s for 10 polls, 10 s up to the 20th, then 30 s, silently on tx_process_retry", async () => {
    portal = await startPortal("portal");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    document.body.insertAdjacentHTML("afterbegin", statusPage);
    const calls = answerSequence("/payment/status/poll", [{ success: false, error: "tx_process_retry" }]);
    await portal.mount(paymentStatus);
    expect(text(".o_payment_processing")).toBe("We are processing your payment, please wait ...");
    expect(calls).toHaveLength(1);
    await advance(2999);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toHaveLength(2);
    await advance(3000 * 9);
    expect(calls).toHaveLength(11);
    await advance(9999);
    expect(calls).toHaveLength(11);
    await advance(1);
    expect(calls).toHaveLength(12);
    await advance(10000 * 9);
    expect(calls).toHaveLength(21);
    await advance(29999);
    expect(calls).toHaveLength(21);
    await advance(1);
    expect(calls).toHaveLength(22);
    // still the overlay: a retry says nothing
    expect(text(".o_payment_processing")).toBe("We are processing your payment, please wait ...");
  });

  it("no_tx_found, another error, a failed call: their messages, and polling goes on to the landing route", async () => {
    portal = await startPortal("portal");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    document.body.insertAdjacentHTML("afterbegin", statusPage);
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    const calls = answerSequence("/payment/status/poll", [
      { success: false, error: "no_tx_found" },
      { success: false, error: "Boom <b>not html</b>" },
      "drop",
      { success: true, display_values_list: [{ state: "pending", landing_route: "/my/orders/1", reference: "S1", display_message: "Waiting for the bank." }] },
      { success: true, display_values_list: [{ state: "done", landing_route: "/my/orders/1", reference: "S1", is_post_processed: true }] },
    ]);
    await portal.mount(paymentStatus);
    expect(text('[name="o_payment_status_content"] .alert-warning')).toContain("We are not able to find your payment, but don't worry.");
    await advance(3000);
    expect(text('[name="o_payment_status_content"] pre')).toBe("Boom <b>not html</b>");
    expect(text('[name="o_payment_status_content"] h2')).toBe("Internal server error");
    await advance(3000);
    expect(text('[name="o_payment_status_content"] .alert-danger')).toContain("Unable to contact the server. Please wait.");
    await advance(3000);
    expect(text("[data-state=pending]")).toContain("Waiting for the bank.");
    await advance(3000);
    expect(calls).toHaveLength(5);
    expect(assign).toHaveBeenCalledWith("/my/orders/1");
  });
});

describe("order confirmation", () => {
  const block = `<div class="oe_website_sale_tx_status" data-order-id="7"><div class="placeholder">Loading</div></div>`;

  it("polls while recall is set with ceil(poll/3) s delays, 20 times at most, then warns it waits for the bank", async () => {
    portal = await startPortal("portal");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    document.body.insertAdjacentHTML("afterbegin", block);
    const calls = answerSequence("/shop/payment/get_status/7", [{ recall: true, message: `<div><span>Pending</span><img src=x onerror="alert(1)"></div>` }]);
    await portal.mount(orderStatus);
    expect(calls).toHaveLength(1);
    expect(text(".o_order_status")).toContain("Pending");
    expect($(".o_order_status img[onerror]")).toBeNull();
    expect($(".placeholder")!.classList.contains("d-none")).toBe(true);
    await advance(999);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toHaveLength(2);
    // after poll n the wait is ceil(n/3) s: 1+1+1+2+2+2+…+6+6+6+7 = 70 s for polls 2 to 20
    await advance(69_000);
    expect(calls).toHaveLength(20);
    expect(text(".o_order_status_waiting")).toBe("We are waiting for confirmation from the bank or the payment provider");
    expect($(".o_order_status .fa-warning")!.getAttribute("title")).toBe("We are waiting for confirmation from the bank or the payment provider");
    await advance(600_000);
    expect(calls).toHaveLength(20);
  });

  it("stops as soon as recall is off, showing the message", async () => {
    portal = await startPortal("portal");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    document.body.insertAdjacentHTML("afterbegin", block);
    const calls = answerSequence("/shop/payment/get_status/7", [{ recall: true, message: "<span>Pending</span>" }, { recall: false, message: "<span>Paid</span>" }]);
    await portal.mount(orderStatus);
    await advance(1000);
    await advance(60_000);
    expect(calls).toHaveLength(2);
    expect(text(".o_order_status")).toBe("Paid");
    expect($(".o_order_status_waiting")).toBeNull();
  });

  it("a failed call shows why and stops asking", async () => {
    portal = await startPortal("portal");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    document.body.insertAdjacentHTML("afterbegin", block);
    const calls = answerSequence("/shop/payment/get_status/7", ["drop"]);
    await portal.mount(orderStatus);
    expect(text(".o_order_status .alert-danger")).toBe("The server could not be reached. Please check your connection and try again.");
    await advance(60_000);
    expect(calls).toHaveLength(1);
  });
});
