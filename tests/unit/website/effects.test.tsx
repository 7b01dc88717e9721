// Page effects' constants and rules (spec 2 §9): debounces, throttle, animation offsets,
// parallax, carousel, scroll-to and full height.
import { afterEach, describe, expect, it, vi } from "vitest";
import { ANIMATION_MIN_OFFSET_PX, ANIMATION_OFFSET_RATIO, ANIMATION_THROTTLE_MS, animationOffset, isInView } from "../../../islands/website/animate";
import carousel, { CAROUSEL_RESIZE_DEBOUNCE_MS, nextIndex } from "../../../islands/website/carousel";
import { FULL_HEIGHT_RESIZE_DEBOUNCE_MS, fullHeight } from "../../../islands/website/full_screen_height";
import { PARALLAX_RESIZE_DEBOUNCE_MS, parallaxOffset } from "../../../islands/website/parallax";
import { SCROLL_TO_DURATION_MS, easeInOut } from "../../../islands/website/scroll_button";
import { debounce, throttle } from "../../../src/kit/timing";
import { flush, mountOn } from "./mount_helper";

afterEach(() => vi.useRealTimers());

describe("constants", () => {
  it("are the spec's", () => {
    expect(CAROUSEL_RESIZE_DEBOUNCE_MS).toBe(250);
    expect(FULL_HEIGHT_RESIZE_DEBOUNCE_MS).toBe(250);
    expect(PARALLAX_RESIZE_DEBOUNCE_MS).toBe(500);
    expect(ANIMATION_THROTTLE_MS).toBe(200);
    expect(ANIMATION_OFFSET_RATIO).toBe(0.3);
    expect(ANIMATION_MIN_OFFSET_PX).toBe(10);
    expect(SCROLL_TO_DURATION_MS).toBe(500);
  });
});

describe("timing", () => {
  it("debounces to the last call after the delay", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const d = debounce(run, 250);
    d(1);
    vi.advanceTimersByTime(200);
    d(2);
    vi.advanceTimersByTime(249);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledExactlyOnceWith(2);
  });

  it("throttles to once per 200 ms, the last call of a burst at its end", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const t = throttle(run, 200);
    t(1);
    t(2);
    t(3);
    expect(run.mock.calls).toEqual([[1]]);
    vi.advanceTimersByTime(200);
    expect(run.mock.calls).toEqual([[1], [3]]);
  });
});

describe("rules", () => {
  it("starts an animation 30% of its height (at least 10 px) into the viewport", () => {
    expect(animationOffset(200)).toBe(60);
    expect(animationOffset(20)).toBe(10);
    expect(isInView(740, 940, 200, 800)).toBe(true);
    expect(isInView(741, 941, 200, 800)).toBe(false);
    expect(isInView(-300, -1, 299, 800)).toBe(false);
  });

  it("moves the parallax background by its ratio around the section's centre", () => {
    expect(parallaxOffset(250, 300, 800, 0.5)).toBe(0);
    expect(parallaxOffset(800, 300, 800, 0.5)).toBe(-75);
    expect(parallaxOffset(-300, 300, 800, 0.5)).toBe(75);
  });

  it("wraps carousel indices, eases the scroll, and fills the viewport below the header", () => {
    expect(nextIndex(2, 3, 1)).toBe(0);
    expect(nextIndex(0, 3, -1)).toBe(2);
    expect(nextIndex(0, 0, 1)).toBe(0);
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(0.5)).toBe(0.5);
    expect(easeInOut(1)).toBe(1);
    expect(fullHeight(800, 80)).toBe(720);
    expect(fullHeight(800, -10)).toBe(800);
  });
});

describe("carousel", () => {
  it("cycles on its interval, paused while hovered", async () => {
    document.body.innerHTML = `<div class="carousel" data-bs-ride="carousel" data-bs-interval="1000"><div class="carousel-inner">
<div class="carousel-item active">A</div><div class="carousel-item">B</div></div></div>`;
    const host = document.querySelector<HTMLElement>(".carousel")!;
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    await mountOn(carousel, host);
    await flush();
    const active = () => host.querySelector(".carousel-item.active")!.textContent;
    vi.advanceTimersByTime(1000);
    expect(active()).toBe("B");
    host.dispatchEvent(new MouseEvent("mouseenter"));
    vi.advanceTimersByTime(3000);
    expect(active()).toBe("B");
    host.dispatchEvent(new MouseEvent("mouseleave"));
    vi.advanceTimersByTime(1000);
    expect(active()).toBe("A");
  });
});
