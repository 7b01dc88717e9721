// The helpdesk team menu on the page the reference server renders (spec 3 §2 "Helpdesk").
import { afterEach, describe, expect, it } from "vitest";
import teamMenu, { currentTeamLink } from "../../../islands/helpdesk/team_menu";
import { $, $$, loadPage } from "../portal/portal_harness";
import { startSlides as startRuntime } from "../slides/harness";

let runtime: Awaited<ReturnType<typeof startRuntime>>;
afterEach(() => {
  runtime?.stop();
  window.history.replaceState(null, "", "/runtime/public");
});

async function openAt(path: string) {
  runtime = await startRuntime(null);
  await loadPage(runtime.server, path);
  window.history.replaceState(null, "", path);
  await runtime.mount(teamMenu);
}

describe("helpdesk team menu", () => {
  it("highlights the current page's team", async () => {
    await openAt("/helpdesk/technical-support-2");
    expect($$(".team_menu a.active").map((a) => a.textContent)).toEqual(["Technical Support"]);
    expect($('.team_menu a[aria-current="page"]')!.textContent).toBe("Technical Support");
    expect($$(".team_menu li.active")).toHaveLength(1);
  });

  it("highlights the first team on /helpdesk, none on an unknown path", async () => {
    await openAt("/helpdesk/");
    expect($(".team_menu a.active")!.textContent).toBe("Customer Care");
    const links = $$<HTMLAnchorElement>(".team_menu a");
    expect(currentTeamLink(links, "/helpdesk/billing-3/")!.textContent).toBe("Billing");
    expect(currentTeamLink(links, "/helpdesk/billing")).toBeUndefined();
  });
});
