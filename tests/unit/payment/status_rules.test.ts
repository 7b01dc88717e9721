// Status polling delays and post-processing (spec 2 §4, §9).
import { describe, expect, it } from "vitest";
import { postProcess } from "../../../islands/payment/status/post_processing";
import { ORDER_STATUS_MAX_POLLS, orderStatusDelay, statusPollDelay } from "../../../islands/payment/status/schedule";

const tx = (state: string, extra: Record<string, unknown> = {}) => ({ state, landing_route: `/landing/${state}`, ...extra });

describe("delays", () => {
  it("/payment/status: 3 s for the first 10 polls, 10 s for polls 10 to 19, 30 s from the 20th", () => {
    expect([0, 9, 10, 19, 20, 50].map(statusPollDelay)).toEqual([3000, 3000, 10000, 10000, 30000, 30000]);
  });
  it("order confirmation: ceil(poll / 3) s, at most 20 polls", () => {
    expect([1, 2, 3, 4, 6, 7, 19].map(orderStatusDelay)).toEqual([1000, 1000, 1000, 2000, 2000, 3000, 7000]);
    expect(ORDER_STATUS_MAX_POLLS).toBe(20);
  });
});

describe("post-processing, in order", () => {
  it("an offline-confirmed provider's list goes to its first landing route", () => {
    expect(postProcess([tx("pending", { provider_code: "transfer" }), tx("done")])).toEqual({ redirect: "/landing/pending" });
  });
  // docs/payment_post_processing.md: why check 1 is the platform's, for offline providers only
  it.each(["transfer", "sepa_direct_debit"])("check 1, for each provider kind: %s (offline) goes to the first landing route from any state", (provider) => {
    for (const state of ["draft", "pending", "authorized", "done", "cancel", "error"]) {
      expect(postProcess([tx(state, { provider_code: provider }), tx("done", { is_post_processed: true })])).toEqual({ redirect: `/landing/${state}` });
    }
  });
  it.each(["demo", "stripe", "adyen", "paypal", undefined])("check 1, for each provider kind: %s (online or none) does not redirect a pending list", (provider) => {
    const answer = postProcess([tx("pending", { provider_code: provider }), tx("pending")]);
    expect(answer).not.toHaveProperty("redirect");
    expect((answer as { show: Record<string, unknown[]> }).show.pending).toHaveLength(2);
  });
  it("exactly one done and post-processed transaction goes to its landing route", () => {
    expect(postProcess([tx("done", { is_post_processed: true })])).toEqual({ redirect: "/landing/done" });
    expect(postProcess([tx("done", { is_post_processed: true }), tx("cancel")])).toEqual({ redirect: "/landing/done" });
  });
  it("exactly one settled transaction that is authorized or in error goes to its landing route", () => {
    expect(postProcess([tx("authorized")])).toEqual({ redirect: "/landing/authorized" });
    expect(postProcess([tx("error"), tx("cancel")])).toEqual({ redirect: "/landing/error" });
  });
  it("otherwise the list is shown, grouped by state", () => {
    const pending = postProcess([tx("pending")]);
    expect("show" in pending && pending.show.pending).toHaveLength(1);
    const doneNotYet = postProcess([tx("done")]);
    expect("show" in doneNotYet && doneNotYet.show.done).toHaveLength(1);
    const two = postProcess([tx("done", { is_post_processed: true }), tx("pending")]);
    expect("show" in two).toBe(false);
    const mixed = postProcess([tx("error"), tx("pending")]);
    expect("show" in mixed && mixed.show.error.length + mixed.show.pending.length).toBe(2);
    expect(postProcess("garbage")).toEqual({ show: { draft: [], pending: [], authorized: [], done: [], cancel: [], error: [] } });
  });
});
