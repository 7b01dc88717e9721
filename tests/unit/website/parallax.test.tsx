// Parallax on static markup: the background moves in an animation frame; ratios 0 and 1 and
// reduced motion leave it alone.
import { afterEach, describe, expect, it, vi } from "vitest";
import parallax from "../../../islands/website/parallax";
import { flush, mountOn } from "./mount_helper";

afterEach(() => vi.restoreAllMocks());

async function mount(ratio: string, reduced = false) {
  vi.spyOn(window, "matchMedia").mockImplementation((query: string) => ({ matches: reduced && query.includes("reduce"), media: query }) as MediaQueryList);
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((cb) => (cb(0), 1));
  document.body.innerHTML = `<section class="parallax" data-scroll-background-ratio="${ratio}"><span class="s_parallax_bg"></span></section>`;
  const section = document.querySelector<HTMLElement>(".parallax")!;
  vi.spyOn(section, "getBoundingClientRect").mockReturnValue({ top: 800, height: 300 } as DOMRect);
  Object.defineProperty(section, "offsetHeight", { value: 300, configurable: true });
  await mountOn(parallax, section);
  await flush();
  return section.querySelector<HTMLElement>(".s_parallax_bg")!;
}

describe("parallax", () => {
  it("moves the background by its ratio", async () => {
    Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
    expect((await mount("0.5")).style.transform).toBe("translateY(-75px)");
  });

  it("does nothing for ratios 0 and 1, nor under reduced motion", async () => {
    expect((await mount("0")).style.transform).toBe("");
    expect((await mount("1")).style.transform).toBe("");
    expect((await mount("0.5", true)).style.transform).toBe("");
  });
});
