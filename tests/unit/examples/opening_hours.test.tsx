// A site's own island (examples/site_islands), written against the kit by its package name: its
// hours read as attributes (defaults when absent), its state text and classes bound, a minute's
// tick that follows the clock, and nothing left behind when its block goes.
import { afterEach, describe, expect, it, vi } from "vitest";
import openingHours, { isOpen } from "../../../examples/site_islands/opening_hours";
import { mountOn } from "../website/mount_helper";

const BLOCK = `<div class="o_site_opening_hours" data-opens="9" data-closes="18.5"><p class="o_site_opening_state">Open from 9:00</p></div>`;

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("site island: opening hours", () => {
  it("tells open from closed by the hour", () => {
    expect(isOpen(new Date(2026, 10, 27, 9, 0), 9, 18)).toBe(true);
    expect(isOpen(new Date(2026, 10, 27, 8, 59), 9, 18)).toBe(false);
    expect(isOpen(new Date(2026, 10, 27, 18, 0), 9, 18)).toBe(false);
    expect(isOpen(new Date(2026, 10, 27, 18, 20), 9, 18.5)).toBe(true);
  });

  it("shows the state, follows the clock each minute, and puts the block back when stopped", async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 27, 18, 29) });
    document.body.innerHTML = BLOCK;
    const block = document.querySelector<HTMLElement>(".o_site_opening_hours")!;
    const stop = await mountOn(openingHours, block);
    expect(block.querySelector(".o_site_opening_state")!.textContent).toBe("Open now");
    expect(block.classList.contains("o_site_open")).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(block.querySelector(".o_site_opening_state")!.textContent).toBe("Closed");
    expect(block.classList.contains("o_site_closed")).toBe(true);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    expect(block.outerHTML).toBe(BLOCK);
  });

  it("keeps the default hours (9 to 18) on a block without its attributes", async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 27, 17, 0) });
    document.body.innerHTML = `<div class="o_site_opening_hours"><p class="o_site_opening_state"></p></div>`;
    const stop = await mountOn(openingHours, document.body.firstElementChild!);
    expect(document.querySelector(".o_site_opening_state")!.textContent).toBe("Open now");
    stop();
  });
});
