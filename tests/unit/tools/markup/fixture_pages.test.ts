// The markup checker over every fixture page as the reference server renders it: no island
// would meet a bad attribute, except the generic markers /runtime/public shows on purpose.
import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { FIXTURE_PAGES } from "../../../../fixtures/page_list";
import { checkPage, type PageReport } from "../../../../tools/markup/check_page";
import { loadIslands, type LoadedIsland } from "../../../../tools/markup/islands";
import { startTestServer } from "../../server_fetch";

/** /runtime/public demonstrates the loader's warnings: a generic marker with bad data-props and one with an unknown name. */
const ON_PURPOSE: Record<string, string[]> = {
  "/runtime/public": ['public.disable_on_click: data-props="{not json"', 'public.does_not_exist: unknown island "public.does_not_exist"'],
};

function problemsOf(report: PageReport): string[] {
  return report.islands.flatMap((mount) => [
    ...mount.reads.filter((read) => read.warning).map((read) => `${mount.name}: ${read.name}="${read.raw}"`),
    ...(mount.error ? [`${mount.name}: ${mount.error}`] : []),
  ]);
}

let islands: LoadedIsland[];
beforeAll(async () => {
  islands = await loadIslands();
}, 60_000);

describe("the markup checker on every fixture page", () => {
  it("finds no bad attribute on any page the reference server renders", async () => {
    const markers = JSON.parse(readFileSync("build/platform_markers.json", "utf8")).markers;
    const pages = FIXTURE_PAGES.map((page) => ({ ...page, as: page.sessions.length === 0 ? "admin" : page.sessions.includes("in") ? "portal" : null }));
    const found: Record<string, string[]> = {};
    let mounted = 0;
    for (const page of pages) {
      const server = startTestServer();
      if (page.as) await server.login(page.as, page.as);
      let response = await server.fetch(page.path);
      // the shop's demo pages set up a cart, then redirect to the page itself
      for (let hops = 0; hops < 3 && response.status >= 300 && response.status < 400; hops++) response = await server.fetch(response.headers.get("location")!);
      expect(response.status, page.path).toBe(200);
      const report = checkPage(await response.text(), page.path, islands, markers, { signedIn: page.as !== null });
      mounted += report.islands.length;
      const problems = problemsOf(report);
      if (problems.length) found[page.path] = problems;
    }
    expect(found).toEqual(ON_PURPOSE);
    expect(mounted).toBeGreaterThan(pages.length);
  }, 120_000);
});
