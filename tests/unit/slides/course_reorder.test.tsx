// Course editors' reordering on the page the reference server renders (islands/slides/course_reorder.tsx):
// keyboard moves within and across sections, what a screen reader hears, a refused save undone.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import courseReorder, { MOVED, MOVED_IN_SECTION, REORDER_FAILED, RESEQUENCE_ROUTE } from "../../../islands/slides/course_reorder";
import { addFault } from "../../../server/faults";
import { $, loadPage, notifications, settle } from "../portal/portal_harness";
import { startSlides } from "./harness";

let portal: Awaited<ReturnType<typeof startSlides>>;
afterEach(() => portal?.stop());

const press = async (name: string, key: "ArrowUp" | "ArrowDown") => {
  const handle = $<HTMLButtonElement>(`[aria-label="Move ${name}"]`)!;
  handle.focus();
  await act(async () => void handle.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true })));
  await settle();
};
const lessonsOf = (section: number) => [...document.querySelectorAll(`[data-section-id="${section}"] .o_wslides_js_slides_list_slide_link`)].map((a) => a.textContent);
const announced = () => $(".o_wslides_slides_list + [aria-live], [aria-live=polite]")?.textContent;

async function open() {
  portal = await startSlides("admin");
  await loadPage(portal.server, "/slides/1");
  await portal.mount(courseReorder, $(".o_wslides_slides_list")!);
  await vi.waitFor(() => expect($<HTMLElement>(".o_wslides_slides_list")!.dataset.sortable).toBe("1"));
}

describe("course reordering", () => {
  it("has the texts it shows and sends", () => {
    expect([RESEQUENCE_ROUTE, REORDER_FAILED, MOVED, MOVED_IN_SECTION]).toEqual([
      "/web/dataset/resequence", "The new order could not be saved: it is back as it was.", "%s moved to position %s.", "%s moved to position %s in %s.",
    ]);
  });

  it("moves a lesson across the end of its section into the next one, saves, and marks the section it left empty", async () => {
    await open();
    await press("Watering in practice", "ArrowDown");
    expect(announced()).toBe("Watering in practice moved to position 1 in Going further.");
    const saves = portal.server.requests.filter((r) => r.url === RESEQUENCE_ROUTE);
    expect(saves.map((r) => r.body.params)).toEqual([{ model: "slide.slide", ids: [1, 2, 3, 5, 4, 6, 7, 8, 9] }]);
    expect(portal.server.store.get("slide.slide", 4)!.category_id).toBe(5);
    await press("Coming soon", "ArrowUp");
    expect(announced()).toBe("Coming soon moved to position 2.");
    await press("Watering in practice", "ArrowUp");
    await press("Gardening: the know-how", "ArrowDown");
    await press("Gardening: the know-how", "ArrowDown");
    await press("Soil basics", "ArrowDown");
    await press("Soil basics", "ArrowDown");
    expect(lessonsOf(1)).toEqual([]);
    expect($('[data-category-id="1"] .o_wslides_empty_marker')?.textContent).toBe("(empty)");
  });

  it("puts the order back and says so when the save is refused", async () => {
    await open();
    addFault({ match: RESEQUENCE_ROUTE, kind: "502", times: 1 });
    await press("Soil basics", "ArrowUp");
    await vi.waitFor(() => expect(notifications()).toContain(REORDER_FAILED));
    expect(lessonsOf(1)).toEqual(["Gardening: the know-how", "Soil basics", "Watering in practice"]);
    expect(portal.server.store.get("slide.slide", 3)!.sequence).toBe(3);
  });
});
