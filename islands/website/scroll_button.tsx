// Scroll buttons (spec 2 §9): .o_scroll_button scrolls to the section after its own in 500 ms
// (at once under reduced motion), below a fixed header.
import { child, defineIsland, findIn, useBind } from "../../src/kit";
import { prefersReducedMotion } from "./reduced_motion";

export const SCROLL_TO_DURATION_MS = 500;
const fixedHeader = child.optional("header.o_header_affixed, header.o_top_fixed_element");

export const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

function scrollToY(target: number, duration = SCROLL_TO_DURATION_MS): Promise<void> {
  const start = window.scrollY;
  if (duration <= 0 || prefersReducedMotion()) {
    window.scrollTo(0, target);
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const begin = performance.now();
    const step = (now: number) => {
      const t = Math.min(1, (now - begin) / duration);
      window.scrollTo(0, start + (target - start) * easeInOut(t));
      if (t < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

function nextSection(button: HTMLElement): HTMLElement | null {
  for (let el = button.closest("section")?.nextElementSibling; el; el = el.nextElementSibling) {
    if (el instanceof HTMLElement && el.offsetParent !== null) return el;
  }
  return null;
}

function ScrollButton() {
  const click = (event: Event, button: HTMLElement) => {
    const target = nextSection(button);
    if (!target) return;
    event.preventDefault();
    void scrollToY(target.getBoundingClientRect().top + window.scrollY - (findIn(fixedHeader, document)[0]?.getBoundingClientRect().height ?? 0));
  };
  useBind({}, { host: { on: { click } } });
  return null;
}

export default defineIsland({
  name: "website.scroll_button",
  selector: ".o_scroll_button",
  moment: "load",
  mode: "enhance",
  Component: ScrollButton,
});
