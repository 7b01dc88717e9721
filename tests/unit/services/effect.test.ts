import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_FADE_SPEED, EFFECT_DEFAULT_MESSAGE, RAINBOW_FADE_DELAYS, RAINBOW_FADE_OUT_MS } from "../../../src/services/effect";
import { $, startOverlays, text, tick, type Harness } from "./overlay_harness";

let h: Harness;
beforeEach(() => {
  (window as any).odoo = { __session_info__: { show_effect: true } };
});
afterEach(() => {
  h?.stop();
  vi.useRealTimers();
  delete (window as any).odoo;
});

describe("effect service: the rainbow man", () => {
  it("has the spec's fade delays and default message", () => {
    expect(RAINBOW_FADE_DELAYS).toEqual({ slow: 4500, medium: 3500, fast: 2000, none: null });
    expect(EFFECT_DEFAULT_MESSAGE).toBe("well Done!");
    expect(DEFAULT_FADE_SPEED).toBe("medium");
  });

  it('says "well Done!" by default', async () => {
    h = await startOverlays();
    await h.run(() => h.services.effect.add());
    expect(text(".o_reward_msg_content")).toBe("well Done!");
  });

  it.each([
    ["slow", 4500],
    ["medium", 3500],
    ["fast", 2000],
  ] as const)("fades after %s's delay (%i ms), then goes away", async (fadeout, delay) => {
    vi.useFakeTimers();
    h = await startOverlays();
    await h.run(() => h.services.effect.add({ fadeout, message: "Published!" }));
    expect(text(".o_reward_msg_content")).toBe("Published!");
    await tick(delay - 1, vi);
    expect($(".o_reward")!.classList.contains("o_reward_fading")).toBe(false);
    await tick(1, vi);
    expect($(".o_reward")!.classList.contains("o_reward_fading")).toBe(true);
    await tick(RAINBOW_FADE_OUT_MS, vi);
    expect($(".o_reward")).toBeNull();
  });

  it("never fades with speed none", async () => {
    vi.useFakeTimers();
    h = await startOverlays();
    await h.run(() => h.services.effect.add({ fadeout: "none" }));
    await tick(60_000, vi);
    expect($(".o_reward")!.classList.contains("o_reward_fading")).toBe(false);
  });

  it("closes on a click on the body, but not on the click that started it", async () => {
    vi.useFakeTimers();
    h = await startOverlays();
    await h.run(() => h.services.effect.add({ fadeout: "none" }));
    await act(async () => document.body.click());
    expect($(".o_reward")).not.toBeNull();
    await tick(0, vi);
    await act(async () => document.body.click());
    expect($(".o_reward")).toBeNull();
  });

  it("refuses an unknown effect type and an unknown speed", async () => {
    h = await startOverlays();
    expect(() => h.services.effect.add({ type: "fireworks" as never })).toThrowError('Unknown effect type "fireworks"');
    expect(() => h.services.effect.add({ fadeout: "slowest" as never })).toThrowError('Unknown fade speed "slowest"');
  });

  it("shows the message as an info notification when the session turns effects off", async () => {
    (window as any).odoo = { __session_info__: { show_effect: false } };
    h = await startOverlays();
    await h.run(() => h.services.effect.add({ message: "Saved!" }));
    expect($(".o_reward")).toBeNull();
    expect(text(".o_notification_info .o_notification_content")).toBe("Saved!");
  });
});
