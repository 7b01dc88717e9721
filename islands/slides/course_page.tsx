// The course page (spec 3 §2 "E-learning screens"): lesson links open in fullscreen
// (fullscreen=1), sections without lessons carry '(empty)', the reviews tab shows its count.
import { defineIsland, useHost, useHostEvent, useTranslate } from "../../src/kit";
import { useEffect } from "react";
import { withFullscreen } from "./rules";

export const EMPTY_MARKER = "(empty)";
export const reviewsLabel = (label: string, count: number) => `${label} (${count})`;

export function decorateCourse(host: HTMLElement, _t: (s: string) => string): void {
  host.querySelectorAll<HTMLAnchorElement>(".o_wslides_js_slides_list_slide_link").forEach((link) => {
    link.setAttribute("href", withFullscreen(link.getAttribute("href") ?? "", window.location.origin));
  });
  markEmptySections(host, _t);
  const tab = host.querySelector<HTMLElement>(".o_wslides_course_reviews_tab");
  if (tab && !tab.dataset.labelled) {
    tab.dataset.labelled = "1";
    tab.textContent = reviewsLabel(tab.textContent?.trim() ?? "", Number(tab.dataset.ratingCount ?? 0) || 0);
  }
}

/** '(empty)' on the sections without lessons, and only on them (again after a reordering). */
export function markEmptySections(host: HTMLElement, _t: (s: string) => string): void {
  host.querySelectorAll<HTMLElement>(".o_wslides_slide_list_category[data-category-id]").forEach((section) => {
    const empty = !section.querySelector(".o_wslides_slides_list_slide");
    const header = section.querySelector(".o_wslides_slide_list_category_header");
    let marker = header?.querySelector(".o_wslides_empty_marker");
    if (empty && header && !marker) {
      marker = document.createElement("small");
      marker.className = "text-muted o_wslides_empty_marker";
      header.append(marker);
    }
    if (marker) marker.textContent = empty ? _t(EMPTY_MARKER) : "";
  });
}

/** The course / reviews tabs, without Bootstrap's script. */
export function showTab(host: HTMLElement, tab: HTMLElement): void {
  host.querySelectorAll<HTMLElement>('[role="tab"]').forEach((other) => {
    const active = other === tab;
    other.classList.toggle("active", active);
    other.setAttribute("aria-selected", String(active));
    const pane = host.querySelector<HTMLElement>(`#${other.getAttribute("aria-controls")}`);
    pane?.classList.toggle("show", active);
    pane?.classList.toggle("active", active);
  });
}

function CoursePage() {
  const host = useHost();
  const _t = useTranslate();
  useEffect(() => decorateCourse(host, _t), [host, _t]);
  useHostEvent("click", (event, tab) => (event.preventDefault(), showTab(host, tab)), { selector: '[role="tab"]' });
  return null;
}

export default defineIsland({
  name: "slides.course_page",
  selector: ".o_wslides_course_main",
  moment: "load",
  mode: "enhance",
  Component: CoursePage,
});
