import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOOLTIP_CLOSE_CHECK_MS, TOOLTIP_OPEN_DELAY_MS } from "../../../src/services/tooltip";
import { $, startOverlays, text, tick, type Harness } from "./overlay_harness";

let h: Harness;
afterEach(() => {
  h?.stop();
  vi.useRealTimers();
});

function withTooltip(label: string, position?: string) {
  const el = document.createElement("button");
  el.textContent = "hover";
  el.setAttribute("data-tooltip", label);
  if (position) el.setAttribute("data-tooltip-position", position);
  document.body.appendChild(el);
  return el;
}
const fire = (el: Element, type: string, init: MouseEventInit = {}) =>
  act(async () => {
    el.dispatchEvent(new MouseEvent(type, { bubbles: true, ...init }));
  });

describe("tooltip service", () => {
  it("has the spec's delays", () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(400);
    expect(TOOLTIP_CLOSE_CHECK_MS).toBe(200);
  });

  it("opens after 400 ms of hover, with the text of data-tooltip, described by it", async () => {
    vi.useFakeTimers();
    h = await startOverlays();
    const el = withTooltip("Saves the page");
    await fire(el, "mouseover");
    await tick(399, vi);
    expect($(".o_tooltip")).toBeNull();
    await tick(1, vi);
    expect(text(".o_tooltip .tooltip-inner")).toBe("Saves the page");
    expect($(".o_tooltip")!.getAttribute("role")).toBe("tooltip");
    expect(el.getAttribute("aria-describedby")).toBe($(".o_tooltip")!.id);
    expect($(".o_tooltip")!.classList.contains("bs-tooltip-top")).toBe(true);
  });

  it("does not open when the pointer leaves before 400 ms", async () => {
    vi.useFakeTimers();
    h = await startOverlays();
    const el = withTooltip("x");
    await fire(el, "mouseover");
    await tick(300, vi);
    await fire(el, "mouseout", { relatedTarget: document.body });
    await fire(document.body, "mouseover");
    await tick(1000, vi);
    expect($(".o_tooltip")).toBeNull();
  });

  it("checks every 200 ms that the target is still hovered, and closes otherwise", async () => {
    vi.useFakeTimers();
    h = await startOverlays();
    const el = withTooltip("x", "right");
    await fire(el, "mouseover");
    await tick(400, vi);
    expect($(".o_tooltip")!.classList.contains("bs-tooltip-right")).toBe(true);
    await tick(1000, vi);
    expect($(".o_tooltip")).not.toBeNull();
    await fire(el, "mouseout", { relatedTarget: document.body });
    await fire(document.body, "mouseover");
    await tick(199, vi);
    expect($(".o_tooltip")).not.toBeNull();
    await tick(1, vi);
    expect($(".o_tooltip")).toBeNull();
    expect(el.hasAttribute("aria-describedby")).toBe(false);
  });

  it("closes when the target leaves the DOM", async () => {
    vi.useFakeTimers();
    h = await startOverlays();
    const el = withTooltip("x");
    await fire(el, "mouseover");
    await tick(400, vi);
    await act(async () => el.remove());
    await tick(200, vi);
    expect($(".o_tooltip")).toBeNull();
  });

  it("opens on keyboard focus too and closes on Escape", async () => {
    vi.useFakeTimers();
    h = await startOverlays();
    const el = withTooltip("Keyboard");
    await act(async () => el.dispatchEvent(new FocusEvent("focusin", { bubbles: true })));
    await tick(400, vi);
    expect(text(".o_tooltip .tooltip-inner")).toBe("Keyboard");
    await act(async () => el.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true })));
    expect($(".o_tooltip")).toBeNull();
  });
});
