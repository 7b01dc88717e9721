// The serious and critical accessibility violations (axe-core) of a page, or of one part of it
// (open popups, editors' bars), as "rule (impact): targets" lines.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export async function seriousViolations(page: Page, selector?: string) {
  // axe's own run (legacy mode) takes a third of the time of its partial runs, which open a second
  // page to merge the frames' results; a page with frames keeps the partial runs, so that frames
  // of another origin are scanned too. Only violations are asked for: passes are never read.
  const axe = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode(page.frames().length === 1);
  const results = await (selector ? axe.include(selector) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
