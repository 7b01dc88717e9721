// Portal home counters (spec 2 §2, §7, §9).
import { afterEach, describe, expect, it } from "vitest";
import homeCounters, { COUNTERS_ROUTE, MAX_COUNTER_CALLS, splitCounters } from "../../../islands/portal/home_counters";
import { addFault } from "../../../server/faults";
import { $, loadPage, startPortal, text, type PortalHarness } from "./portal_harness";

let portal: PortalHarness;
afterEach(() => portal?.stop());

describe("splitting counter names", () => {
  it("uses at most 3 calls of equal size, the last one smaller", () => {
    expect(MAX_COUNTER_CALLS).toBe(3);
    expect(splitCounters(["a", "b", "c", "d", "e"])).toEqual([["a", "b"], ["c", "d"], ["e"]]);
    expect(splitCounters(["a", "b"])).toEqual([["a"], ["b"]]);
    expect(splitCounters(["a", "b", "c", "d", "e", "f", "g"])).toEqual([["a", "b", "c"], ["d", "e", "f"], ["g"]]);
    expect(splitCounters([])).toEqual([]);
  });
});

describe("home counters island", () => {
  const badge = (name: string) => `[data-placeholder_count='${name}']`;

  it("replaces each placeholder by its number, in 3 parallel calls", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my");
    expect($(badge("invoice_count"))!.querySelector(".fa-spin")).not.toBeNull();
    await portal.mount(homeCounters);
    const calls = portal.server.requests.filter((r) => r.url === COUNTERS_ROUTE);
    expect(calls.map((c) => c.body.params.counters)).toEqual([["quotation_count", "order_count"], ["invoice_count", "purchase_count"], ["project_count"]]);
    expect(text(badge("quotation_count"))).toBe("1");
    expect(text(badge("order_count"))).toBe("1");
    expect(text(badge("invoice_count"))).toBe("2");
    expect(text(badge("purchase_count"))).toBe("1");
    expect(text(badge("project_count"))).toBe("1");
  });

  it("marks the badges of a failed call and fills the others", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/my");
    addFault({ match: COUNTERS_ROUTE, kind: "502", times: 1 });
    await portal.mount(homeCounters);
    const failed = $(badge("quotation_count"))!;
    expect(failed.querySelector(".fa-spin")).toBeNull();
    expect(failed.querySelector("[role=img]")!.getAttribute("aria-label")).toBe("This number could not be loaded.");
    expect(text(badge("invoice_count"))).toBe("2");
  });

  it("hides a counter the server does not answer (malformed or unknown)", async () => {
    portal = await startPortal("portal");
    document.body.innerHTML = `<div class="o_portal_my_home"><span class="badge" data-placeholder_count="mystery_count"><i class="fa fa-spin"></i></span></div>`;
    await portal.mount(homeCounters);
    expect($(badge("mystery_count"))!.classList.contains("d-none")).toBe(true);
    expect($(badge("mystery_count"))!.querySelector(".fa-spin")).toBeNull();
  });
});
