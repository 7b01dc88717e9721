import { afterEach, describe, expect, it, vi } from "vitest";
import ripple from "../../../../islands/website/blocks/ripple";
import { RIPPLE_DURATION_MS, RIPPLE_TARGETS, rippleBox } from "../../../../islands/website/blocks/ripple";
import { mountBlock } from "./mount";

function page() {
  document.body.innerHTML = `<div id="wrapwrap" class="o_ripple_enabled"><button class="btn" id="go">Go</button><span class="plain">text</span></div><button class="btn" id="outside">Out</button>`;
  const button = document.getElementById("go")!;
  Object.defineProperties(button, { offsetWidth: { value: 120 }, offsetHeight: { value: 40 } });
  button.getBoundingClientRect = () => ({ left: 10, top: 20, width: 120, height: 40 }) as DOMRect;
  return document.getElementById("wrapwrap")!;
}
const click = (el: Element, x = 40, y = 30) => el.dispatchEvent(new MouseEvent("click", { bubbles: true, clientX: x, clientY: y }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.className = "";
});

describe("ripple effect", () => {
  it("has the spec's duration and the platform's targets", () => {
    expect(RIPPLE_DURATION_MS).toBe(350);
    expect(RIPPLE_TARGETS).toBe(".btn, .dropdown-toggle, .dropdown-item");
    expect(rippleBox(120, 40, 30, 10)).toEqual({ diameter: 120, left: -30, top: -50 });
  });

  it("grows a circle from the click point for 350 ms, on marked buttons only", async () => {
    const host = page();
    await mountBlock(ripple, host);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const button = document.getElementById("go")!;
    click(button);
    const item = button.querySelector<HTMLElement>(".o_ripple_item")!;
    expect({ left: item.style.left, top: item.style.top, width: item.style.width }).toEqual({ left: "-30px", top: "-50px", width: "120px" });
    expect(button.classList.contains("o_js_ripple_effect")).toBe(true);
    click(document.getElementById("outside")!);
    expect(document.querySelectorAll(".o_ripple_item")).toHaveLength(1);
    vi.advanceTimersByTime(RIPPLE_DURATION_MS - 1);
    expect(button.querySelector(".o_ripple_item")).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(button.querySelector(".o_ripple_item")).toBeNull();
    expect(button.classList.contains("o_js_ripple_effect")).toBe(false);
  });

  it("does nothing under reduced motion or in the editor, and a stopped island leaves no circle", async () => {
    const host = page();
    const button = document.getElementById("go")!;
    vi.spyOn(window, "matchMedia").mockImplementation((query) => ({ matches: query.includes("reduce"), media: query, addEventListener() {}, removeEventListener() {} }) as any);
    const unmount = await mountBlock(ripple, host);
    click(button);
    expect(button.querySelector(".o_ripple_item")).toBeNull();
    unmount();
    vi.restoreAllMocks();
    document.body.classList.add("editor_enable");
    const again = await mountBlock(ripple, host);
    click(button);
    expect(button.querySelector(".o_ripple_item")).toBeNull();
    again();
    document.body.classList.remove("editor_enable");
    const third = await mountBlock(ripple, host);
    click(button);
    expect(button.querySelector(".o_ripple_item")).not.toBeNull();
    third();
    expect(button.querySelector(".o_ripple_item")).toBeNull();
  });
});
