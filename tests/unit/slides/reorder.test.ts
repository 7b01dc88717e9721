// Moving items of the course list and putting it back (islands/slides/reorder.ts).
import { describe, expect, it } from "vitest";
import { moveBy, orderOf, positionOf, snapshot } from "../../../islands/slides/reorder";

const section = (id: number, name: string, lessons: number[]) =>
  `<li class="o_wslides_slide_list_category" data-id="${id}"><h3>${name}</h3><ul data-section-id="${id}">${lessons.map((l) => `<li class="o_wslides_slides_list_slide" data-id="${l}"></li>`).join("")}</ul></li>`;
const course = () => {
  document.body.innerHTML = `<ul id="l">${section(1, "One", [2, 3])}${section(4, "Two", [5])}${section(6, "Empty", [])}</ul>`;
  return document.getElementById("l")!;
};
const item = (id: number) => document.querySelector<HTMLElement>(`[data-id="${id}"]`)!;

describe("reorder", () => {
  it("moves sections among sections, lists the order shown, and restores a snapshot", () => {
    const list = course();
    const restore = snapshot(list);
    expect(moveBy(item(1), -1)).toBe(false);
    expect(moveBy(item(4), -1)).toBe(true);
    expect(orderOf(list)).toEqual([4, 5, 1, 2, 3, 6]);
    restore();
    expect(orderOf(list)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("moves a lesson at the edge of its section into the neighbouring one, even an empty one", () => {
    const list = course();
    expect(moveBy(item(3), 1)).toBe(true);
    expect(orderOf(list)).toEqual([1, 2, 4, 3, 5, 6]);
    expect(positionOf(item(3))).toEqual({ position: 1, section: "Two" });
    expect(moveBy(item(3), -1)).toBe(true);
    expect(orderOf(list)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(positionOf(item(3))).toEqual({ position: 2, section: "One" });
    expect(moveBy(item(2), -1)).toBe(false);
    expect(moveBy(item(5), 1)).toBe(true);
    expect(orderOf(list)).toEqual([1, 2, 3, 4, 6, 5]);
    expect(moveBy(item(5), 1)).toBe(false);
    expect(positionOf(item(4))).toEqual({ position: 2, section: "" });
  });
});
