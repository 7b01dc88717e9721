// Reordering a course's list (spec 3 §2): items move among their siblings; the order saved is
// every section and lesson of the page, as shown.
export const ITEM_SELECTOR = "li[data-id]";

export const siblingsOf = (item: HTMLElement) => [...(item.parentElement?.children ?? [])].filter((el): el is HTMLElement => el.matches(ITEM_SELECTOR));

/** Moves the item one place up (-1) or down (+1) among its siblings; false at an end. */
export function moveBy(item: HTMLElement, step: -1 | 1): boolean {
  const siblings = siblingsOf(item);
  const target = siblings[siblings.indexOf(item) + step];
  if (!target) return false;
  if (step < 0) target.before(item);
  else target.after(item);
  return true;
}

/** Ids of every section and lesson of the list, in the order shown. */
export const orderOf = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>(ITEM_SELECTOR)].map((el) => Number(el.dataset.id));

/** The children of every container of the list, to put back as they were. */
export function snapshot(list: HTMLElement): () => void {
  const containers = [list, ...list.querySelectorAll<HTMLElement>("ul")].map((ul) => [ul, [...ul.children]] as const);
  return () => containers.forEach(([ul, children]) => ul.append(...children));
}
