import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_NAMED_TYPERS, OTHERS_TYPING_EXPIRY_MS, TYPING_INACTIVITY_MS, TYPING_REPEAT_MS, TYPING_THROTTLE_MS } from "../../../contract/livechat/constants";
import { Typers, typingLabel } from "../../../islands/livechat/typers";
import { TypingNotifier } from "../../../islands/livechat/typing_notifier";
import { makeTranslate } from "../../../src/runtime/translate";

const _t = makeTranslate(new Map());

describe("typing notices", () => {
  beforeEach(() => void vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => void vi.useRealTimers());

  it("has the spec's timings", () => {
    expect([TYPING_REPEAT_MS, TYPING_INACTIVITY_MS, TYPING_THROTTLE_MS, OTHERS_TYPING_EXPIRY_MS, MAX_NAMED_TYPERS]).toEqual([50_000, 5_000, 2_500, 60_000, 3]);
  });

  it("sends typing on the first key, stopped after 5 s without a key", () => {
    const sent: boolean[] = [];
    const notifier = new TypingNotifier((typing) => sent.push(typing));
    notifier.input();
    vi.advanceTimersByTime(4_000);
    notifier.input();
    vi.advanceTimersByTime(4_999);
    expect(sent).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(sent).toEqual([true, false]);
  });

  it("repeats typing every 50 s of continuous typing", () => {
    const sent: boolean[] = [];
    const notifier = new TypingNotifier((typing) => sent.push(typing));
    notifier.input();
    for (let t = 0; t < 100_000; t += 4_000) {
      vi.advanceTimersByTime(4_000);
      notifier.input();
    }
    expect(sent).toEqual([true, true, true]);
    notifier.stop();
    expect(sent).toEqual([true, true, true, false]);
  });

  it("sends typing at most once per 2.5 s when typing restarts quickly", () => {
    const sent: boolean[] = [];
    const notifier = new TypingNotifier((typing) => sent.push(typing));
    notifier.input();
    notifier.stop();
    vi.advanceTimersByTime(1_000);
    notifier.input();
    expect(sent).toEqual([true, false]);
    notifier.stop();
    vi.advanceTimersByTime(1_500);
    notifier.input();
    expect(sent).toEqual([true, false, false, true]);
    notifier.dispose();
  });

  it("forgets another's typing after 60 s unless renewed", () => {
    let names: string[] = [];
    const typers = new Typers((next) => (names = next));
    typers.set(3, "Mitchell", true);
    vi.advanceTimersByTime(30_000);
    typers.set(3, "Mitchell", true);
    vi.advanceTimersByTime(59_999);
    expect(names).toEqual(["Mitchell"]);
    vi.advanceTimersByTime(1);
    expect(names).toEqual([]);
    typers.set(4, "Ann", true);
    typers.set(4, "Ann", false);
    expect(names).toEqual([]);
    typers.dispose();
  });

  it("names at most three typers", () => {
    expect(typingLabel([], _t)).toBe("");
    expect(typingLabel(["Ann"], _t)).toBe("Ann is typing...");
    expect(typingLabel(["Ann", "Bob"], _t)).toBe("Ann and Bob are typing...");
    expect(typingLabel(["Ann", "Bob", "Cid"], _t)).toBe("Ann, Bob and Cid are typing...");
    expect(typingLabel(["Ann", "Bob", "Cid", "Dan"], _t)).toBe("Ann, Bob, Cid and more are typing...");
  });
});
