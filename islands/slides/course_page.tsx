// The course page (spec 3 §2): lesson links open in fullscreen, sections without lessons carry
// '(empty)', the reviews tab shows its count.
import { useEffect, useState } from "react";
import { attr, attrsOf, child, defineIsland, defineMarkup, findIn, useBind, useHost, useTranslate, writeOn, type IslandProps } from "../../src/kit";
import { withFullscreen } from "./lesson";

export const EMPTY_MARKER = "(empty)";
export const reviewsLabel = (label: string, count: number) => `${label} (${count})`;

const LESSON_LINK = child.optional(".o_wslides_js_slides_list_slide_link");
const REVIEWS_TAB = child.optional(".o_wslides_course_reviews_tab");
const REVIEWS = { labelled: attr.boolean("data-labelled"), count: attr.number("data-rating-count", 0) };
const SECTION = child.optional(".o_wslides_slide_list_category[data-category-id]");
const LESSON = child.optional(".o_wslides_slides_list_slide");
const SECTION_HEADER = child.optional(".o_wslides_slide_list_category_header");
const MARKER = child.optional(".o_wslides_empty_marker");

/** Lesson links in fullscreen, the empty sections marked, the reviews tab counted; idempotent. */
export function decorateCourse(host: HTMLElement, _t: (s: string) => string): void {
  for (const link of findIn(LESSON_LINK, host)) writeOn(link, { attr: { href: withFullscreen(link.getAttribute("href") ?? "", window.location.origin) } });
  markEmptySections(host, _t);
  const tab = findIn(REVIEWS_TAB, host)[0];
  const reviews = attrsOf(tab, REVIEWS, "slides.course_page");
  if (tab && !reviews.labelled) writeOn(tab, { attr: { "data-labelled": "1" }, text: reviewsLabel(tab.textContent?.trim() ?? "", reviews.count || 0) });
}

/** '(empty)' on the sections without lessons, and only on them (again after a reordering). */
export function markEmptySections(host: HTMLElement, _t: (s: string) => string): void {
  for (const section of findIn(SECTION, host)) {
    const empty = findIn(LESSON, section).length === 0;
    const header = findIn(SECTION_HEADER, section)[0];
    let marker = header && findIn(MARKER, header)[0];
    if (empty && header && !marker) {
      marker = document.createElement("small");
      marker.className = "text-muted o_wslides_empty_marker";
      header.append(marker);
    }
    writeOn(marker, { text: empty ? _t(EMPTY_MARKER) : "" });
  }
}

const markup = defineMarkup({
  children: {
    tab: child.optional('[role="tab"]', { controls: attr.string("aria-controls") }),
    pane: child.optional('[role="tabpanel"]'),
  },
});

function CoursePage({ parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const _t = useTranslate();
  // the pane of the tab last clicked (the course / reviews tabs, without Bootstrap's script)
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => decorateCourse(host, _t), [host, _t]);
  const isShown = (paneId: string) => (shown === null ? undefined : paneId === shown);
  useBind(parts, {
    tab: {
      each: (tab) => {
        const active = isShown(parts.tab.attrs(tab).controls);
        return { class: { active }, attr: { "aria-selected": active === undefined ? undefined : String(active) } };
      },
      on: { click: (event, tab) => (event.preventDefault(), setShown(parts.tab.attrs(tab).controls)) },
    },
    pane: { each: (pane) => ({ class: { show: isShown(pane.id), active: isShown(pane.id) } }) },
  });
  return null;
}

export default defineIsland({
  name: "slides.course_page",
  selector: ".o_wslides_course_main",
  moment: "load",
  mode: "enhance",
  markup,
  Component: CoursePage,
});
