// RegionBefore: the region an island adds before one of its parts shows its UI there and leaves
// with the island, the page as the server rendered it.
import { afterEach, describe, expect, it } from "vitest";
import { mountOn } from "../website/mount_helper";
import regionIsland from "./region_before_island";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("RegionBefore", () => {
  it("adds its region just before the part and removes it when the island stops", async () => {
    document.body.innerHTML = `<div class="o_region_test"><h1>Title</h1><ul class="o_region_list"><li>One</li></ul></div>`;
    const host = document.querySelector<HTMLElement>(".o_region_test")!;
    const before = host.outerHTML;
    const unmount = await mountOn(regionIsland, host);
    const region = host.querySelector(".o_region_notes")!;
    expect(region.nextElementSibling!.classList.contains("o_region_list")).toBe(true);
    expect(region.textContent).toBe("Noted");
    unmount();
    expect(host.outerHTML).toBe(before);
  });

  it("shows nothing when the part is missing, and leaves nothing behind", async () => {
    document.body.innerHTML = `<div class="o_region_test"><h1>Title</h1></div>`;
    const host = document.querySelector<HTMLElement>(".o_region_test")!;
    const before = host.outerHTML;
    const unmount = await mountOn(regionIsland, host);
    expect(document.querySelector(".o_region_notes")).toBeNull();
    unmount();
    expect(host.outerHTML).toBe(before);
  });
});
