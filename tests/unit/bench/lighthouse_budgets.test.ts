import { describe, expect, it } from "vitest";
import { lighthouseBudgets, type LighthouseFigures } from "../../../bench/lighthouse_budgets";
import { lighthouseMode, lighthouseTargets } from "../../../bench/lighthouse";
import { FIXTURE_PAGES } from "../../../fixtures/page_list";

const good: LighthouseFigures = { performance: 0.97, fcp: 900, lcp: 1200, tbt: 20, cls: 0, jsBytes: 80_000, jsRequests: 8 };

describe("Lighthouse budgets (issue #30)", () => {
  it("a light page within every budget misses none", () => {
    expect(lighthouseBudgets(good, false)).toEqual([]);
  });

  it("a light page is held to 0.95, CLS 0.01, TBT 50 ms and 12 scripts", () => {
    expect(lighthouseBudgets({ ...good, performance: 0.94, cls: 0.011, tbt: 51, jsRequests: 13 }, false)).toEqual(["performance", "CLS", "TBT", "JS requests"]);
  });

  it("a heavy page is held to 0.9 and TBT 150 ms, with no script count", () => {
    expect(lighthouseBudgets({ ...good, performance: 0.91, tbt: 150, jsRequests: 40 }, true)).toEqual([]);
    expect(lighthouseBudgets({ ...good, performance: 0.89, tbt: 151, cls: 0.02 }, true)).toEqual(["performance", "CLS", "TBT"]);
  });

  it("a missing figure is a miss, not a pass", () => {
    expect(lighthouseBudgets({ ...good, performance: NaN, tbt: NaN }, false)).toEqual(["performance", "TBT"]);
  });
});

describe("Lighthouse pages", () => {
  it("reads --lighthouse=full|quick|off, full by default, and refuses anything else", () => {
    expect(lighthouseMode([])).toBe("full");
    expect(lighthouseMode(["--lighthouse=quick"])).toBe("quick");
    expect(lighthouseMode(["--lighthouse=off"])).toBe("off");
    expect(() => lighthouseMode(["--lighthouse=some"])).toThrow();
  });

  it("full: every visitor page and every page only the portal user sees, the signed-in ones first", () => {
    const targets = lighthouseTargets("full");
    const visitor = FIXTURE_PAGES.filter((page) => page.sessions.includes("out"));
    const portal = FIXTURE_PAGES.filter((page) => page.sessions.includes("in") && !page.sessions.includes("out"));
    expect(targets).toHaveLength(visitor.length + portal.length);
    expect(targets.slice(0, portal.length).every((target) => target.signedIn)).toBe(true);
    expect(targets.slice(portal.length).some((target) => target.signedIn)).toBe(false);
    expect(targets.find((target) => target.path === "/blocks2/chart")?.heavy).toBe(true);
  });

  it("quick: five pages, the signed-in invoice first; off: none", () => {
    expect(lighthouseTargets("quick").map((target) => target.path)).toEqual(["/my/invoices/1", "/contactus", "/website/home", "/shop", "/slides/slide/test-yourself-8"]);
    expect(lighthouseTargets("off")).toEqual([]);
  });
});
