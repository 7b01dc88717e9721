// Portal home counters (spec 2 §2, §7, §9) on the platform's 16 markup (/my: entries hidden until
// their count is not 0, a spinner, a no-documents message) and 15 markup (/my/v15).
import { afterEach, describe, expect, it } from "vitest";
import homeCounters, { COUNTERS_ROUTE, MAX_COUNTER_CALLS, entryOf, splitCounters } from "../../../islands/portal/home_counters";
import { addFault } from "../../../server/faults";
import { $, $$, answerWith, holdRequests, loadPage, settle, startPortal, text, type PortalHarness } from "./portal_harness";

let portal: PortalHarness;
afterEach(() => portal?.stop());

const COUNTERS = ["quotation_count", "order_count", "invoice_count", "purchase_count", "project_count"];
const badge = (name: string) => `[data-placeholder_count='${name}']`;
const entry = (name: string) => entryOf($(badge(name))!);
const shownEntries = () => COUNTERS.filter((name) => !entry(name).classList.contains("d-none"));
const noDocMessage = () => $(".o_portal_no_doc_message")!;

describe("splitting counter names", () => {
  it("uses at most 3 calls of equal size, the last one smaller", () => {
    expect(MAX_COUNTER_CALLS).toBe(3);
    expect(splitCounters(["a", "b", "c", "d", "e"])).toEqual([["a", "b"], ["c", "d"], ["e"]]);
    expect(splitCounters(["a", "b"])).toEqual([["a"], ["b"]]);
    expect(splitCounters(["a", "b", "c", "d", "e", "f", "g"])).toEqual([["a", "b", "c"], ["d", "e", "f"], ["g"]]);
    expect(splitCounters([])).toEqual([]);
  });
});

describe("home counters on the 16 markup", () => {
  it("fills the badges in 3 parallel calls, reveals the entries, removes the spinner once all arrived", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my");
    expect(shownEntries()).toEqual([]);
    expect($(".o_portal_doc_spinner")).not.toBeNull();
    const release = holdRequests(portal.server, COUNTERS_ROUTE);
    await portal.mount(homeCounters);
    // The calls are out: the spinner stays until they have all answered.
    expect($(".o_portal_doc_spinner")).not.toBeNull();
    release();
    await settle();
    const calls = portal.server.requests.filter((r) => r.url === COUNTERS_ROUTE);
    expect(calls.map((c) => c.body.params.counters)).toEqual([["quotation_count", "order_count"], ["invoice_count", "purchase_count"], ["project_count"]]);
    expect(COUNTERS.map((name) => text(badge(name)))).toEqual(["1", "1", "2", "1", "1"]);
    expect(shownEntries()).toEqual(COUNTERS);
    expect($(".o_portal_doc_spinner")).toBeNull();
    expect(noDocMessage().classList.contains("d-none")).toBe(true);
  });

  it("keeps the entries whose count is 0 hidden", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my");
    answerWith(portal.server, COUNTERS_ROUTE, { quotation_count: 0, order_count: 1, invoice_count: 0, purchase_count: 0, project_count: 0 });
    await portal.mount(homeCounters);
    expect(text(badge("order_count"))).toBe("1");
    expect(text(badge("invoice_count"))).toBe("0");
    expect(shownEntries()).toEqual(["order_count"]);
    expect(noDocMessage().classList.contains("d-none")).toBe(true);
  });

  it("shows the no-documents message when every count is 0", async () => {
    portal = await startPortal("demo");
    await loadPage(portal.server, "/my");
    expect(noDocMessage().classList.contains("d-none")).toBe(true);
    await portal.mount(homeCounters);
    expect(COUNTERS.map((name) => text(badge(name)))).toEqual(["0", "0", "0", "0", "0"]);
    expect(shownEntries()).toEqual([]);
    expect($(".o_portal_doc_spinner")).toBeNull();
    expect(noDocMessage().classList.contains("d-none")).toBe(false);
  });

  it("shows the entries of a failed call with a mark, and no no-documents message", async () => {
    portal = await startPortal("demo");
    await loadPage(portal.server, "/my");
    addFault({ match: COUNTERS_ROUTE, kind: "502", times: 1 });
    await portal.mount(homeCounters);
    const failed = $(badge("quotation_count"))!;
    expect(failed.querySelector("[role=img]")!.getAttribute("aria-label")).toBe("This number could not be loaded.");
    expect(failed.classList.contains("text-bg-warning")).toBe(true);
    expect(shownEntries()).toEqual(["quotation_count", "order_count"]);
    expect($(".o_portal_doc_spinner")).toBeNull();
    // The other counts are 0, but the failed ones may not be.
    expect(noDocMessage().classList.contains("d-none")).toBe(true);
  });
});

describe("home counters on the 15 markup", () => {
  it("replaces each badge's spinner by its number; entries stay shown, 0 included", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/v15");
    answerWith(portal.server, COUNTERS_ROUTE, { quotation_count: 0, order_count: 1, invoice_count: 0, purchase_count: 0, project_count: 0 });
    expect($$(".o_portal_my_home .badge .fa-spin")).toHaveLength(5);
    expect($(".o_portal_doc_spinner")).toBeNull();
    await portal.mount(homeCounters);
    expect($$(".o_portal_my_home .fa-spin")).toHaveLength(0);
    expect(text(badge("order_count"))).toBe("1");
    expect(text(badge("invoice_count"))).toBe("0");
    expect(shownEntries()).toEqual(COUNTERS);
  });

  it("marks the badges of a failed call and fills the others", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my/v15");
    addFault({ match: COUNTERS_ROUTE, kind: "malformed-json", times: 1 });
    await portal.mount(homeCounters);
    const failed = $(badge("quotation_count"))!;
    expect(failed.querySelector(".fa-spin")).toBeNull();
    expect(failed.querySelector("[role=img]")!.getAttribute("aria-label")).toBe("This number could not be loaded.");
    expect(failed.classList.contains("badge-warning")).toBe(true);
    expect(text(badge("invoice_count"))).toBe("2");
  });
});

describe("home counters, any markup", () => {
  it("hides a counter the server does not answer (malformed or unknown)", async () => {
    portal = await startPortal("portal");
    document.body.innerHTML = `<div class="o_portal_my_home"><span class="badge" data-placeholder_count="mystery_count"><i class="fa fa-spin"></i></span></div>`;
    await portal.mount(homeCounters);
    expect($(badge("mystery_count"))!.classList.contains("d-none")).toBe(true);
    expect($(badge("mystery_count"))!.querySelector(".fa-spin")).toBeNull();
  });
});
