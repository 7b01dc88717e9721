// Reordering a course's list (spec 3 §2): lessons may move into the next section; the order saved is
// every section and lesson as shown (the server files each lesson under the section before it).
import { attr, attrsOf, child, findIn } from "../../src/kit";

export const ITEM_SELECTOR = "li[data-id]";
export const SECTION_SELECTOR = ".o_wslides_slide_list_category[data-id]";
export const LESSON_SELECTOR = ".o_wslides_slides_list_slide[data-id]";
export const SECTION_LIST_SELECTOR = "ul[data-section-id]";
const ITEM = child.optional(ITEM_SELECTOR, { id: attr.int("data-id", 0) });
const SECTION_LIST = child.optional(SECTION_LIST_SELECTOR);
const LIST = child.optional("ul");
const SECTION_NAME = child.optional("h3");

export const siblingsOf = (item: HTMLElement) => [...(item.parentElement?.children ?? [])].filter((el): el is HTMLElement => el.matches(ITEM_SELECTOR));

/** The lesson list of the section before (-1) or after (+1) the one holding this lesson. */
function neighbourSectionList(lesson: HTMLElement, step: -1 | 1): HTMLElement | null {
  const section = lesson.closest<HTMLElement>(SECTION_SELECTOR);
  if (!section) return null;
  const sections = siblingsOf(section);
  const next = sections[sections.indexOf(section) + step];
  return next ? (findIn(SECTION_LIST, next)[0] ?? null) : null;
}

/** Moves the item one place up (-1) or down (+1); a lesson at the edge of its section goes into
 *  the neighbouring one (at its end going up, at its start going down). False when it cannot move. */
export function moveBy(item: HTMLElement, step: -1 | 1): boolean {
  const siblings = siblingsOf(item);
  const target = siblings[siblings.indexOf(item) + step];
  if (target) {
    if (step < 0) target.before(item);
    else target.after(item);
    return true;
  }
  const list = item.matches(LESSON_SELECTOR) ? neighbourSectionList(item, step) : null;
  if (!list) return false;
  if (step < 0) list.append(item);
  else list.prepend(item);
  return true;
}

export const orderOf = (list: HTMLElement) => findIn(ITEM, list).map((el) => attrsOf(el, ITEM.attributes, "slides.course_reorder").id);

/** The children of every container of the list, to put back as they were. */
export function snapshot(list: HTMLElement): () => void {
  const containers = [list, ...findIn(LIST, list)].map((ul) => [ul, [...ul.children]] as const);
  return () => containers.forEach(([ul, children]) => ul.append(...children));
}

/** Where the item now is, for the screen reader: its place and, for a lesson, its section. */
export function positionOf(item: HTMLElement): { position: number; section: string } {
  const section = item.matches(LESSON_SELECTOR) ? item.closest(SECTION_SELECTOR) : null;
  return { position: siblingsOf(item).indexOf(item) + 1, section: section ? (findIn(SECTION_NAME, section)[0]?.textContent?.trim() ?? "") : "" };
}
