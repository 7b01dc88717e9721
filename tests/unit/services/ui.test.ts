import { afterEach, describe, expect, it, vi } from "vitest";
import { BLOCK_MESSAGES } from "../../../src/services/ui_block_messages";
import { BREAKPOINTS, RESIZE_DEBOUNCE_MS, SIZES, isSmallSize, sizeOf } from "../../../src/services/ui_size";
import { OVER_UNBLOCK_WARNING } from "../../../src/services/ui";
import { $, startOverlays, text, tick, type Harness } from "./overlay_harness";

let h: Harness;
afterEach(() => {
  h?.stop();
  vi.useRealTimers();
});

describe("screen sizes", () => {
  it("has the seven classes XS…XXL and the spec's breakpoints", () => {
    expect(Object.keys(SIZES)).toEqual(["XS", "VSM", "SM", "MD", "LG", "XL", "XXL"]);
    expect(BREAKPOINTS).toEqual([474, 575, 767, 991, 1199, 1533]);
    expect(RESIZE_DEBOUNCE_MS).toBe(100);
  });

  it.each([
    [320, "XS"],
    [474, "XS"],
    [475, "VSM"],
    [575, "VSM"],
    [576, "SM"],
    [767, "SM"],
    [768, "MD"],
    [991, "MD"],
    [992, "LG"],
    [1199, "LG"],
    [1200, "XL"],
    [1533, "XL"],
    [1534, "XXL"],
    [2560, "XXL"],
  ] as const)("a width of %i px is %s", (width, name) => {
    expect(sizeOf(width)).toBe(SIZES[name]);
  });

  it("calls SM and below small", () => {
    expect([SIZES.XS, SIZES.VSM, SIZES.SM].map(isSmallSize)).toEqual([true, true, true]);
    expect([SIZES.MD, SIZES.LG, SIZES.XL, SIZES.XXL].map(isSmallSize)).toEqual([false, false, false, false]);
  });

  it("sets env.isSmall once started and follows resizes after a 100 ms debounce", async () => {
    vi.useFakeTimers();
    window.innerWidth = 1280;
    h = await startOverlays();
    expect(h.env.isSmall).toBe(false);
    expect(h.services.ui.size.get()).toBe(SIZES.XL);
    window.innerWidth = 500;
    window.dispatchEvent(new Event("resize"));
    await tick(RESIZE_DEBOUNCE_MS - 1, vi);
    window.dispatchEvent(new Event("resize"));
    await tick(RESIZE_DEBOUNCE_MS - 1, vi);
    expect(h.services.ui.size.get()).toBe(SIZES.XL);
    await tick(1, vi);
    expect(h.services.ui.size.get()).toBe(SIZES.VSM);
    expect(h.env.isSmall).toBe(true);
    window.innerWidth = 1024;
  });
});

describe("block UI", () => {
  it("blocks when the counter goes 0→1 and unblocks when it returns to 0", async () => {
    h = await startOverlays();
    const { ui } = h.services;
    await h.run(() => ui.block());
    expect(ui.isBlocked.get()).toBe(true);
    expect($(".o_blockUI")).not.toBeNull();
    await h.run(() => ui.block());
    await h.run(() => ui.unblock());
    expect(ui.isBlocked.get()).toBe(true);
    await h.run(() => ui.unblock());
    expect(ui.isBlocked.get()).toBe(false);
    expect($(".o_blockUI")).toBeNull();
  });

  it("warns and resets the counter to 0 when unblocked more often than blocked", async () => {
    h = await startOverlays();
    const { ui } = h.services;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    ui.unblock();
    expect(warn).toHaveBeenCalledWith(
      "Unblock UI was called more times than block: the block counter is reset to 0. Only unblock the UI after blocking it.",
    );
    expect(OVER_UNBLOCK_WARNING).toContain("reset to 0");
    // The counter is back at 0: one block blocks, one unblock unblocks.
    await h.run(() => ui.block());
    expect(ui.isBlocked.get()).toBe(true);
    await h.run(() => ui.unblock());
    expect(ui.isBlocked.get()).toBe(false);
  });

  it("lists the spec's messages and durations, which add up to one hour before the F5 suggestion", () => {
    expect(BLOCK_MESSAGES.map((m) => [m.seconds, m.text])).toEqual([
      [20, "Loading..."],
      [40, "Still loading..."],
      [60, "Still loading... Please be patient."],
      [120, "You may not believe it, but the application is actually loading..."],
      [180, "Don't leave yet, it's still loading..."],
      [3180, "Take a minute to get a coffee, because it's loading..."],
      [null, "Maybe you should consider reloading the application by pressing F5..."],
    ]);
    expect(BLOCK_MESSAGES.reduce((sum, m) => sum + (m.seconds ?? 0), 0)).toBe(3600);
  });

  it("changes its message over time while blocked", async () => {
    vi.useFakeTimers();
    h = await startOverlays();
    await h.run(() => h.services.ui.block());
    const message = () => text(".o_blockUI .o_message");
    expect(message()).toBe("Loading...");
    expect($(".o_blockUI .o_message")!.getAttribute("role")).toBe("status");
    await tick(19_999, vi);
    expect(message()).toBe("Loading...");
    await tick(1, vi); // 20 s
    expect(message()).toBe("Still loading...");
    await tick(40_000, vi); // 60 s
    expect(message()).toBe("Still loading... Please be patient.");
    await tick(60_000, vi); // 120 s
    expect(message()).toBe("You may not believe it, but the application is actually loading...");
    await tick(120_000, vi); // 240 s
    expect(message()).toBe("Don't leave yet, it's still loading...");
    await tick(180_000, vi); // 420 s
    expect(message()).toBe("Take a minute to get a coffee, because it's loading...");
    await tick(3_180_000 - 1, vi);
    expect(message()).toBe("Take a minute to get a coffee, because it's loading...");
    await tick(1, vi); // one hour
    expect(message()).toBe("Maybe you should consider reloading the application by pressing F5...");
    await tick(10_000_000, vi);
    expect(message()).toBe("Maybe you should consider reloading the application by pressing F5...");
  });

  it("starts again from the first message after being unblocked", async () => {
    vi.useFakeTimers();
    h = await startOverlays();
    const { ui } = h.services;
    await h.run(() => ui.block());
    await tick(20_000, vi);
    await h.run(() => ui.unblock());
    await h.run(() => ui.block());
    expect(text(".o_blockUI .o_message")).toBe("Loading...");
  });
});
