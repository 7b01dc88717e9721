import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { drawInTurn } from "../../../../islands/website/blocks/chart";

describe("charts drawn one per task", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("draws nothing in the task that asks, then one chart per task in order", async () => {
    const drawn: string[] = [];
    // a task queued while "bar" is drawn runs before "pie": the two are not drawn in one task
    void drawInTurn(() => {
      drawn.push("bar");
      setTimeout(() => drawn.push("a task between"), 0);
    });
    const last = drawInTurn(() => drawn.push("pie"));
    await Promise.resolve();
    expect(drawn).toEqual([]);
    await vi.runAllTimersAsync();
    await last;
    expect(drawn).toEqual(["bar", "a task between", "pie"]);
  });

  it("a chart that fails to draw does not stop the next one", async () => {
    const drawn: string[] = [];
    const failing = drawInTurn(() => {
      throw new Error("no canvas");
    });
    const next = drawInTurn(() => drawn.push("line"));
    await vi.runAllTimersAsync();
    await expect(failing).rejects.toThrow("no canvas");
    await next;
    expect(drawn).toEqual(["line"]);
  });
});
