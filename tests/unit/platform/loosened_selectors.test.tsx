// Islands whose root selector became the platform's (odoo-markup.md): they bind markup without the
// attribute they used to require, warn once when it is missing, and fall back without a call.
import { afterEach, describe, expect, it, vi } from "vitest";
import subscribe, { missingListId } from "../../../islands/newsletter/subscribe";
import map from "../../../islands/website/map";
import { $, click, startPortal, type PortalHarness } from "../portal/portal_harness";

let harness: PortalHarness;
afterEach(() => {
  harness?.stop();
  vi.restoreAllMocks();
});

describe("selectors as the platform's", () => {
  it("newsletter: .js_subscribe without data-list-id mounts, warns once, asks nothing and sends nothing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    harness = await startPortal(null);
    document.body.innerHTML = `<div class="js_subscribe"><input type="email" name="email" class="js_subscribe_email" value="a@example.com"/><a role="button" href="#" class="btn js_subscribe_btn">Subscribe</a></div>`;
    expect(document.querySelector(subscribe.selector)).not.toBeNull();
    await harness.mount(subscribe);
    await click($(".js_subscribe_btn"));
    expect(warn.mock.calls.filter(([message]) => message === missingListId)).toHaveLength(1);
    expect(harness.server.requests.filter((request) => request.url.startsWith("/website_mass_mailing/"))).toEqual([]);
  });

  it("map: .s_map without data-map-address mounts and adds no iframe; with one, the iframe comes", async () => {
    harness = await startPortal(null);
    document.body.innerHTML = `<div class="s_map" id="bare"><div class="map_container"></div></div><div class="s_map" id="full" data-map-address="Brussels"><div class="map_container"></div></div>`;
    await harness.mount(map, $("#bare")!);
    await harness.mount(map, $("#full")!);
    expect($("#bare iframe")).toBeNull();
    expect($("#full iframe")).not.toBeNull();
    expect(document.querySelectorAll(map.selector)).toHaveLength(2);
  });
});
