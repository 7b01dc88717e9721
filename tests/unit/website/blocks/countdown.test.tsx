import { afterEach, describe, expect, it, vi } from "vitest";
import countdown from "../../../../islands/website/blocks/countdown";
import {
  COUNTDOWN_DEFAULT_REDIRECT, COUNTDOWN_LABELS, COUNTDOWN_REDIRECT_DELAY_MS, COUNTDOWN_TICK_MS, COUNTDOWN_TOTALS,
  countdownColor, displayedUnits, endOutcome, ringProgress, secondsLeft, splitTime,
} from "../../../../islands/website/blocks/countdown_time";
import { safeSamePath } from "../../../../islands/website/blocks/same_path";
import { advance, mountBlock as mountOn } from "./mount";

const START = new Date("2026-11-23T10:00:00Z").getTime();

function block(attrs: string, classes = "") {
  document.body.innerHTML = `<section class="s_countdown ${classes}" ${attrs}><div class="container">
    <div class="s_countdown_canvas_wrapper"></div>
    <div class="s_countdown_end_message d-none"><p>Happy new year</p></div>
    <div class="s_countdown_end_redirect_message d-none"><p>Time is up</p></div></div></section>`;
  return document.querySelector<HTMLElement>(".s_countdown")!;
}
const shown = (selector: string) => !document.querySelector(selector)!.classList.contains("d-none");

afterEach(() => {
  vi.useRealTimers();
  document.body.className = "";
});

describe("countdown constants and rules", () => {
  it("has the spec's numbers", () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    expect(COUNTDOWN_REDIRECT_DELAY_MS).toBe(500);
    expect(COUNTDOWN_DEFAULT_REDIRECT).toBe("/");
    expect(COUNTDOWN_TOTALS).toEqual({ d: 15, h: 24, m: 60, s: 60 });
    expect(COUNTDOWN_LABELS).toEqual({ d: "Days", h: "Hours", m: "Minutes", s: "Seconds" });
  });

  it("splits the time over the displayed units, a hidden unit passing its time down", () => {
    const t = 2 * 86400 + 3 * 3600 + 4 * 60 + 5;
    expect(splitTime(t, displayedUnits("dhms"))).toEqual({ d: 2, h: 3, m: 4, s: 5 });
    expect(splitTime(t, displayedUnits("hms"))).toEqual({ d: 0, h: 51, m: 4, s: 5 });
    expect(splitTime(t, displayedUnits("ms"))).toEqual({ d: 0, h: 0, m: 51 * 60 + 4, s: 5 });
    expect(displayedUnits("")).toEqual(["d", "h", "m", "s"]);
    expect(secondsLeft(100, 150_000)).toBe(0);
    expect(secondsLeft(100, 90_500)).toBe(10);
    expect(secondsLeft(100, 99_001)).toBe(1);
  });

  it("fills a ring in proportion to its unit's total, days capped at 15", () => {
    expect(ringProgress("d", 30)).toBe(1);
    expect(ringProgress("h", 12)).toBe(0.5);
    expect(ringProgress("s", 15)).toBe(0.25);
  });

  it("redirects only visitors present before the end, never in the editor", () => {
    expect(endOutcome("redirect", true, false)).toMatchObject({ redirect: true, redirectMessage: false });
    expect(endOutcome("redirect", false, false)).toMatchObject({ redirect: false, redirectMessage: true });
    expect(endOutcome("redirect", true, true).redirect).toBe(false);
    expect(endOutcome("message", true, false)).toMatchObject({ message: true, hideCountdown: false });
    expect(endOutcome("message_no_countdown", true, false)).toMatchObject({ message: true, hideCountdown: true });
    expect(endOutcome("nothing", true, false)).toEqual({ redirect: false, redirectMessage: false, message: false, hideCountdown: false });
  });

  it("reads theme colours by name and any CSS colour", () => {
    expect(countdownColor("o-color-1", "currentColor")).toBe("var(--o-color-1, currentColor)");
    expect(countdownColor("#714b67", "x")).toBe("#714b67");
    expect(countdownColor(" ", "transparent")).toBe("transparent");
  });

  it("keeps redirects on this site", () => {
    expect(safeSamePath("/shop?x=1#a")).toBe("/shop?x=1#a");
    expect(safeSamePath("//evil.example/x")).toBe("/");
    expect(safeSamePath("javascript:alert(1)")).toBe("/");
    expect(safeSamePath("", "/home")).toBe("/home");
  });
});

describe("countdown island", () => {
  it("ticks every second and shows the end message when the time is up", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(START);
    const host = block(`data-end-time="${START / 1000 + 3}" data-end-action="message" data-display="ms" data-layout="boxes"`);
    await mountOn(countdown, host);
    await advance(10);
    expect([...host.querySelectorAll(".o_countdown_box")].map((b) => b.textContent)).toEqual(["0", "3"]);
    await advance(COUNTDOWN_TICK_MS);
    expect(host.querySelectorAll(".o_countdown_box")[1].textContent).toBe("2");
    expect(shown(".s_countdown_end_message")).toBe(false);
    await advance(COUNTDOWN_TICK_MS);
    expect(host.querySelectorAll(".o_countdown_box")[1].textContent).toBe("1");
    await advance(COUNTDOWN_TICK_MS);
    expect(shown(".s_countdown_end_message")).toBe(true);
    expect(shown(".s_countdown_canvas_wrapper")).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("draws each unit at data-size pixels, circles and boxes alike", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(START);
    const circles = block(`data-end-time="${START / 1000 + 90}" data-display="ms" data-layout="circle" data-size="175"`);
    await mountOn(countdown, circles);
    await advance(10);
    const rings = [...circles.querySelectorAll("svg.o_countdown_ring")];
    expect(rings.map((r) => [r.getAttribute("width"), r.getAttribute("height")])).toEqual([["175", "175"], ["175", "175"]]);
    const boxes = block(`data-end-time="${START / 1000 + 90}" data-display="ms" data-layout="boxes" data-size="60"`);
    await mountOn(countdown, boxes);
    await advance(10);
    const box = boxes.querySelector<HTMLElement>(".o_countdown_box")!;
    expect([box.style.width, box.style.height]).toEqual(["60px", "60px"]);
    const fallback = block(`data-end-time="${START / 1000 + 90}" data-display="s" data-layout="circle" data-size="0"`);
    await mountOn(countdown, fallback);
    await advance(10);
    expect(fallback.querySelector("svg")!.getAttribute("width")).toBe("100");
  });

  it("message_no_countdown hides the countdown; a late visitor of a redirect sees the redirect message", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(START);
    let host = block(`data-end-time="${START / 1000 - 5}" data-end-action="message_no_countdown"`);
    let unmount = await mountOn(countdown, host);
    await advance(10);
    expect(shown(".s_countdown_end_message")).toBe(true);
    expect(shown(".s_countdown_canvas_wrapper")).toBe(false);
    unmount();
    host = block(`data-end-time="${START / 1000 - 5}" data-end-action="redirect" data-redirect-url="/shop"`);
    unmount = await mountOn(countdown, host);
    await advance(COUNTDOWN_REDIRECT_DELAY_MS * 2);
    expect(shown(".s_countdown_end_redirect_message")).toBe(true);
    expect(window.location.pathname).toBe("/runtime/public");
    unmount();
  });

  it("draws circle rings with the configured colours, and stops its timer when removed", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(START);
    const host = block(`data-end-time="${START / 1000 + 86400 * 20}" data-layout="circle" data-layout-background="plain" data-layout-background-color="rgb(1, 2, 3)" data-progress-bar-color="rgb(9, 9, 9)" data-progress-bar-style="surrounded" data-progress-bar-weight="thick"`);
    const unmount = await mountOn(countdown, host);
    await advance(10);
    expect(host.querySelectorAll("svg.o_countdown_ring")).toHaveLength(4);
    expect(host.querySelector("svg circle")!.getAttribute("fill")).toBe("rgb(1, 2, 3)");
    expect(host.querySelector("svg circle[stroke-opacity]")!.getAttribute("stroke-width")).toBe("8");
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it("previews the end message in the editor without redirecting", async () => {
    document.body.classList.add("editor_enable");
    const host = block(`data-end-time="1" data-end-action="message"`, "s_countdown_enable_preview");
    await mountOn(countdown, host);
    await new Promise((r) => setTimeout(r, 5));
    expect(shown(".s_countdown_end_message")).toBe(true);
  });
});
