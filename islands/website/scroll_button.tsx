// Scroll buttons (spec 2 §9): .o_scroll_button scrolls to the section after its own in 500 ms
// (at once under reduced motion), below a fixed header.
import { child, defineIsland, findIn, useBind } from "../../src/kit";
import { prefersReducedMotion } from "./reduced_motion";
import { scrollOver } from "./blocks/scroll_over";

export const SCROLL_TO_DURATION_MS = 500;
const fixedHeader = child.optional("header.o_header_affixed, header.o_top_fixed_element");

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
    const top = target.getBoundingClientRect().top + window.scrollY - (findIn(fixedHeader, document)[0]?.getBoundingClientRect().height ?? 0);
    if (prefersReducedMotion()) window.scrollTo(0, top);
    else scrollOver(top, SCROLL_TO_DURATION_MS);
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
