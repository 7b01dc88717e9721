import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRESENCE_KEY, Presence } from "../../../src/services/bus/presence";
import { FakeBrowser } from "./fake_browser";

describe("Presence", () => {
  let browser: FakeBrowser;
  beforeEach(() => {
    vi.useFakeTimers({ now: 100_000 });
    browser = new FakeBrowser();
  });
  afterEach(() => vi.useRealTimers());

  const shared = () => JSON.parse(browser.data.get(PRESENCE_KEY) ?? "null");

  it("shares the activity with the other tabs at most once per 30000 ms presence check", async () => {
    const target = new EventTarget();
    const presence = new Presence(browser.storage(browser.newTabIndex()), target);
    presence.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(shared()).toBe(100_000);
    await vi.advanceTimersByTimeAsync(1000);
    target.dispatchEvent(new Event("click"));
    await vi.advanceTimersByTimeAsync(1000);
    target.dispatchEvent(new Event("keydown"));
    await vi.advanceTimersByTimeAsync(0);
    expect(shared()).toBe(100_000);
    await vi.advanceTimersByTimeAsync(30000 - 2000 - 1);
    expect(shared()).toBe(100_000);
    await vi.advanceTimersByTimeAsync(1);
    expect(shared()).toBe(102_000); // the latest activity, at the end of the check period
    presence.stop();
    target.dispatchEvent(new Event("click"));
    await vi.advanceTimersByTimeAsync(60000);
    expect(shared()).toBe(102_000);
  });

  it("inactivity counts from the latest activity of any tab", async () => {
    const a = new Presence(browser.storage(browser.newTabIndex()), new EventTarget());
    const bTarget = new EventTarget();
    const b = new Presence(browser.storage(browser.newTabIndex()), bTarget);
    a.start();
    b.start();
    await vi.advanceTimersByTimeAsync(45000);
    expect(a.inactivity()).toBe(45000);
    bTarget.dispatchEvent(new Event("focus"));
    await vi.advanceTimersByTimeAsync(3000);
    expect(a.inactivity()).toBe(3000);
    a.stop();
    b.stop();
  });
});
