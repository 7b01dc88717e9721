// Writes the header's scroll state: fixed at the top (below the editors' navbar) with the page's content kept in place by a
// padding of the header's height, translated out of view when hidden, and the transition class
// removed after 500 ms. The header islands are off in editor mode: stopping resets the header.
import { HEADER_TRANSITION_CLEANUP_MS } from "./header_rules";

/** The editors' navbar stays at the top of the window: a fixed header sits below it, not over it. */
const EDITOR_NAVBAR = "#oe_main_menu_navbar";
const topGap = () => document.querySelector<HTMLElement>(EDITOR_NAVBAR)?.offsetHeight ?? 0;

export function setAffixed(header: HTMLElement, affixed: boolean, height: number) {
  if (header.classList.contains("o_header_affixed") === affixed) return;
  header.classList.toggle("o_header_affixed", affixed);
  header.classList.toggle("o_top_fixed_element", affixed);
  header.classList.toggle("o_header_no_transition", affixed);
  Object.assign(header.style, affixed ? { position: "fixed", top: `${topGap()}px`, left: "0", right: "0", zIndex: "1030" } : { position: "", top: "", left: "", right: "", zIndex: "" });
  const content = header.parentElement;
  if (content) content.style.paddingTop = affixed ? `${height}px` : "";
}

export function setHidden(header: HTMLElement, hidden: boolean, cleanup: { timer?: ReturnType<typeof setTimeout> }) {
  const visible = !hidden;
  if (header.classList.contains("o_header_is_scrolled") === visible && header.style.transform !== "") return;
  header.classList.remove("o_header_no_transition");
  header.classList.add("o_transitioning");
  header.classList.toggle("o_header_is_scrolled", visible);
  header.style.transform = hidden ? "translate(0, -100%)" : "translate(0, 0)";
  clearTimeout(cleanup.timer);
  cleanup.timer = setTimeout(() => header.classList.remove("o_transitioning"), HEADER_TRANSITION_CLEANUP_MS);
}

/** Gives the header back its place in the page (the island stops, e.g. when the editor starts). */
export function resetHeader(header: HTMLElement, cleanup: { timer?: ReturnType<typeof setTimeout> }) {
  clearTimeout(cleanup.timer);
  setAffixed(header, false, 0);
  header.classList.remove("o_header_is_scrolled", "o_transitioning", "o_header_no_transition");
  header.style.transform = "";
}
