// Tracked links (spec 3 §5, §7, §8, §9): the rules and texts, the reference server's routes and
// grouped clicks, and the creator and statistics islands against it.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import creator from "../../../islands/links/creator";
import {
  CODE_EMPTY,
  CODE_TAKEN,
  COPIED_RESET_MS,
  EMPTY_URL,
  GENERATE_FAILED,
  NO_RECENT_LINKS,
  RECENT_LINKS_FAILED,
  RECENT_LINKS_LIMIT,
  URL_NOT_FOUND,
  UTM_CREATED_AFTER_LOST,
  UTM_CREATE_FAILED,
  chosenIds,
  generateErrorText,
  linkOfAnswer,
  selectorChoices,
} from "../../../islands/links/link_rules";
import stats from "../../../islands/links/stats";
import { NO_DATA, UNDEFINED_COUNTRY, countrySeries, daySeries, periodDomain } from "../../../islands/links/stats_rules";
import { addFault } from "../../../server/faults";
import { dayLabel } from "../../../server/links/models";
import { $, $$, click, loadPage, settle, startPortal, text, typeInto, type PortalHarness } from "../portal/portal_harness";

let harness: PortalHarness;
afterEach(() => {
  harness?.stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Campaign ${i + 1}` }));

describe("tracked links rules", () => {
  it("names the generation errors", () => {
    expect(generateErrorText("empty_url")).toBe("The URL is empty");
    expect(generateErrorText("url_not_found")).toBe("URL not found (404)");
    expect(generateErrorText("anything")).toBe("An error occur while trying to generate your link. Try again later.");
    expect([EMPTY_URL, URL_NOT_FOUND, GENERATE_FAILED]).toHaveLength(3);
    expect(RECENT_LINKS_FAILED).toBe("Unable to get recent links.");
    expect(NO_RECENT_LINKS).toBe("You don't have any recent links.");
    expect(CODE_TAKEN).toBe("This code is already taken.");
    expect(CODE_EMPTY).toBe("The code cannot be left empty.");
    expect([RECENT_LINKS_LIMIT, COPIED_RESET_MS]).toEqual([20, 5000]);
  });

  it("reads a link only from a list holding one with a short_url", () => {
    expect(linkOfAnswer([{ short_url: "http://x/r/ab", code: "ab" }])?.code).toBe("ab");
    expect(linkOfAnswer({ short_url: "http://x/r/ab", code: "ab" })).toBeNull();
    expect(linkOfAnswer([{}])).toBeNull();
  });

  it("needs 3 characters over 100 entries and offers creation unless the name exists in any case", () => {
    expect(selectorChoices(entries(101), "ca")).toEqual({ entries: [], needsMore: true, offerCreate: false });
    expect(selectorChoices(entries(101), "n 10").entries.map((e) => e.id)).toEqual([10, 100, 101]);
    expect(selectorChoices(entries(100), "").needsMore).toBe(false);
    expect(selectorChoices(entries(3), "CAMPAIGN 2").offerCreate).toBe(false);
    expect(selectorChoices(entries(3), "Spring").offerCreate).toBe(true);
    expect(selectorChoices(entries(3), "  ").offerCreate).toBe(false);
  });

  it("sends only the chosen ids", () => {
    expect(chosenIds({ campaign_id: 4, medium_id: null })).toEqual({ campaign_id: 4 });
    expect(chosenIds({})).toEqual({});
  });

  it("builds period domains and series", () => {
    const now = new Date(Date.UTC(2026, 10, 23, 12));
    expect(periodDomain(3, "all", now)).toEqual([["link_id", "=", 3]]);
    expect(periodDomain(3, "week", now)).toEqual([["link_id", "=", 3], ["create_date", ">", "2026-11-16 12:00:00"]]);
    expect(periodDomain(3, "month", now)[1]).toEqual(["create_date", ">", "2026-10-24 12:00:00"]);
    expect(daySeries([{ "create_date:day": "30 Oct 2026", create_date_count: 2 }, { "create_date:day": "02 Nov 2026", create_date_count: 1 }])).toEqual({
      labels: ["30 Oct 2026", "31 Oct 2026", "01 Nov 2026", "02 Nov 2026"],
      counts: [2, 0, 0, 1],
    });
    expect(countrySeries([{ country_id: [75, "France"], country_id_count: 2 }, { country_id: false, country_id_count: 1 }])).toEqual({ labels: ["France", UNDEFINED_COUNTRY], counts: [2, 1] });
    expect(UNDEFINED_COUNTRY).toBe("Undefined");
    expect(NO_DATA).toBe("There is no data to show.");
    expect(dayLabel("2026-11-05 10:00:00")).toBe("05 Nov 2026");
  });
});

describe("tracked links server", () => {
  const call = (path: string, params: object) =>
    harness.server.fetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "call", params }) }).then((r) => r.json());

  it("generates, refuses a taken code, changes a free one, and lists recent links", async () => {
    harness = await startPortal("admin");
    expect((await call("/website_links/new", { url: "" })).result).toEqual({ error: "empty_url" });
    expect((await call("/website_links/new", { url: "https://a.invalid/" })).result).toEqual({ error: "url_not_found" });
    const [link] = (await call("/website_links/new", { url: "https://www.example.com/x", campaign_id: 1 })).result;
    expect(link.short_url).toMatch(new RegExp(`/r/${link.code}$`));
    expect(link.campaign_id).toEqual([1, "Summer sale"]);
    expect((await call("/website_links/add_code", { init_code: link.code, new_code: "chairs" })).error.data.message).toBe(CODE_TAKEN);
    expect((await call("/website_links/add_code", { init_code: link.code, new_code: "x-free" })).result).toEqual([{ code: "x-free" }]);
    const recent = (await call("/website_links/recent_links", { filter: "newest", limit: 50 })).result;
    expect(recent[0].code).toBe("x-free");
    expect(recent.length).toBeLessThanOrEqual(RECENT_LINKS_LIMIT);
    const clicked = (await call("/website_links/recent_links", { filter: "most-clicked", limit: 20 })).result.map((l: { code: string }) => l.code);
    expect(clicked).toEqual(["chairs", "desks"]);
  });

  it("groups clicks by day and by country for the link's owner only", async () => {
    harness = await startPortal("portal");
    const groups = await call("/web/dataset/call_kw/link.tracker.click/read_group", { model: "link.tracker.click", method: "read_group", args: [], kwargs: { domain: [["link_id", "=", 1]], groupby: ["country_id"] } });
    expect(groups.result).toEqual([]);
  });
});

describe("tracked links islands", () => {
  it("creates a campaign on the fly with is_auto_campaign and sends its id", async () => {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/r");
    await harness.mount(creator);
    typeInto($<HTMLInputElement>("#url")!, "https://www.example.com/new");
    const campaign = $$<HTMLInputElement>("[role=combobox]")[0];
    await act(async () => campaign.focus());
    await settle();
    typeInto(campaign, "summer SALE");
    await settle();
    expect($(".o_utm_create")).toBeNull();
    typeInto(campaign, "Autumn");
    await settle();
    await act(async () => void $(".o_utm_create")!.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true })));
    await settle();
    const created = harness.server.store.all("utm.campaign").find((c) => c.name === "Autumn")!;
    expect(created.is_auto_campaign).toBe(true);
    await click($("#btn_shorten_url"));
    const sent = harness.server.requests.find((r) => r.url === "/website_links/new")!.body.params;
    expect(sent).toEqual({ url: "https://www.example.com/new", campaign_id: created.id });
    expect($<HTMLInputElement>("#url")!.value).toMatch(/\/r\/[\w-]+$/);
    expect(text("#btn_shorten_url")).toBe("Copy");
  });

  it("creates a campaign once when two choices of 'create' arrive in the same task", async () => {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/r");
    await harness.mount(creator);
    const campaign = $$<HTMLInputElement>("[role=combobox]")[0];
    await act(async () => campaign.focus());
    await settle();
    typeInto(campaign, "Winter");
    await settle();
    const create = $(".o_utm_create")!;
    await act(async () => {
      create.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true }));
      create.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true }));
    });
    await settle();
    expect(harness.server.store.all("utm.campaign").filter((c) => c.name === "Winter")).toHaveLength(1);
  });

  async function typeCampaign(name: string) {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/r");
    await harness.mount(creator);
    const campaign = $$<HTMLInputElement>("[role=combobox]")[0];
    await act(async () => campaign.focus());
    await settle();
    typeInto(campaign, name);
    await settle();
    return campaign;
  }
  const chooseCreate = () => act(async () => void $(".o_utm_create")!.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true })));
  const campaignsNamed = (name: string) => harness.server.store.all("utm.campaign").filter((c) => c.name === name);

  it("keeps the typed name when a campaign's creation fails, says so, and creates it on the next choice", async () => {
    const campaign = await typeCampaign("Harvest");
    addFault({ match: "/web/dataset/call_kw/utm.campaign/create", kind: "500-html", times: 1 });
    await chooseCreate();
    await settle();
    expect(text(".o_utm_selector [role=alert]")).toBe(UTM_CREATE_FAILED);
    expect(campaign.value).toBe("Harvest");
    expect(campaignsNamed("Harvest")).toHaveLength(0);
    await chooseCreate();
    await settle();
    expect(campaignsNamed("Harvest")).toHaveLength(1);
    expect($(".o_utm_selector [role=alert]")).toBeNull();
  });

  it("does not create a campaign twice when the answer was lost after the server created it: it is found, chosen and said", async () => {
    const campaign = await typeCampaign("Frost");
    const serverFetch = harness.server.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await serverFetch(input, init);
      if (String(input).endsWith("/utm.campaign/create")) throw new TypeError("Failed to fetch");
      return answer;
    });
    await chooseCreate();
    await settle();
    expect(text(".o_utm_selector [role=status]")).toBe(UTM_CREATED_AFTER_LOST);
    await act(async () => campaign.blur());
    expect(campaign.value).toBe("Frost");
    vi.stubGlobal("fetch", serverFetch);
    typeInto($<HTMLInputElement>("#url")!, "https://www.example.com/frost");
    await click($("#btn_shorten_url"));
    expect(campaignsNamed("Frost")).toHaveLength(1);
    expect(harness.server.requests.find((r) => r.url === "/website_links/new")!.body.params.campaign_id).toBe(campaignsNamed("Frost")[0].id);
  });

  it("resets the 'copied' label after 5 s and says when recent links fail", async () => {
    harness = await startPortal("admin");
    addFault({ match: "/website_links/recent_links", kind: "502", times: 1 });
    await loadPage(harness.server, "/r");
    await harness.mount(creator);
    expect(text(".o_website_links_recent_links_notification")).toBe(RECENT_LINKS_FAILED);
    await click($("#filter-most-clicked-links"));
    expect($(".o_website_links_link")!.getAttribute("data-code")).toBe("chairs");
    vi.useFakeTimers();
    Object.defineProperty(navigator, "clipboard", { value: { writeText: vi.fn(async () => undefined) }, configurable: true });
    const copy = $(".btn_shorten_url_clipboard")!;
    await act(async () => copy.click());
    await act(async () => undefined);
    expect(copy.textContent).toBe("copied");
    await act(async () => vi.advanceTimersByTime(COPIED_RESET_MS));
    expect(copy.textContent).toBe("Copy");
  });

  it("shows the statistics with 'There is no data to show.' for a link without clicks", async () => {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/r/quiet+");
    await harness.mount(stats);
    await settle();
    expect(text("#total_clicks_data")).toBe("0");
    expect($$("#all_time_charts .o_links_no_data").map((p) => p.textContent)).toEqual([NO_DATA, NO_DATA]);
  });
});
