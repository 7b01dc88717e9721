// The accessibility scan of every fixture page (fixtures/page_list.ts), as a visitor and as the
// portal user where the page differs, once its islands have mounted: no serious or critical
// violation (axe-core), read once the page's colour transitions are over.
import { expect, test } from "./fixtures";
import { FIXTURE_PAGES } from "../../fixtures/page_list";
import { clearFaults, islandsReady, login, transitionsOver } from "./helpers";
import { seriousViolations } from "./axe_scan";

test.beforeEach(async ({ request }) => clearFaults(request));
// Each scan stands alone (its own page and session): the scans are shared out between the
// workers instead of keeping one worker busy with all of them.
test.describe.configure({ mode: "parallel" });

for (const page of FIXTURE_PAGES) {
  for (const session of page.sessions) {
    test(`${page.path} (${session === "in" ? "signed in" : "visitor"}): no serious or critical accessibility violation`, async ({ page: tab }) => {
      if (session === "in") await login(tab);
      await tab.goto(page.path);
      await islandsReady(tab);
      // A state an island sets at mount (a preset marked active) fades in over a transition;
      // colours read halfway through it are neither the old nor the new ones.
      await transitionsOver(tab);
      const serious = await seriousViolations(tab);
      expect(serious).toEqual([]);
    });
  }
}
