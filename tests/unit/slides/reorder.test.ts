// Moving items of the course list and putting it back (islands/slides/reorder.ts).
import { describe, expect, it } from "vitest";
import { moveBy, orderOf, snapshot } from "../../../islands/slides/reorder";

describe("reorder", () => {
  it("moves among siblings only, lists the order shown, and restores a snapshot", () => {
    document.body.innerHTML = `<ul id="l"><li data-id="1"><ul><li data-id="2"></li><li data-id="3"></li></ul></li><li data-id="4"><ul><li data-id="5"></li></ul></li></ul>`;
    const list = document.getElementById("l")!;
    const restore = snapshot(list);
    const three = list.querySelector<HTMLElement>('[data-id="3"]')!;
    expect(moveBy(three, -1)).toBe(true);
    expect(moveBy(three, -1)).toBe(false);
    expect(moveBy(list.querySelector<HTMLElement>('[data-id="4"]')!, -1)).toBe(true);
    expect(orderOf(list)).toEqual([4, 5, 1, 3, 2]);
    restore();
    expect(orderOf(list)).toEqual([1, 2, 3, 4, 5]);
  });
});
