// The providers' icon lists: 'show more' (a[name="o_payment_icon_more"]) shows the hidden icons
// and the 'show fewer' link, which hides again every icon past the list's data-max-icons (spec 2
// §9: the maximum of visible icons comes from the list's data attribute).
import { attr, attrsOf, child, findIn, useBind, writeOn } from "../../../src/kit";
import type { PaymentParts } from "./markup";

export const ICON_MORE = 'a[name="o_payment_icon_more"]';
export const ICON_LESS = 'a[name="o_payment_icon_less"]';
const HIDDEN_ICON = "o_payment_icon_hidden";

const MORE_LINK = child.optional(ICON_MORE);
const LESS_LINK = child.optional(ICON_LESS);
const ITEMS = child.optional(":scope > li");
const LIST = child.optional("ul", { maxIcons: attr.string("data-max-icons") });

export function toggleIcons(link: HTMLElement, expand: boolean): void {
  const list = link.closest("ul");
  if (!list) return;
  const moreItem = findIn(MORE_LINK, list)[0]?.closest("li");
  const lessItem = findIn(LESS_LINK, list)[0]?.closest("li");
  const icons = findIn(ITEMS, list).filter((item) => item !== moreItem && item !== lessItem);
  const maxIcons = Number.parseInt(attrsOf(list, LIST.attributes, "payment.form").maxIcons, 10);
  icons.forEach((item, index) => {
    // without the attribute, the icons the server hid are the ones folded again
    const folds = Number.isFinite(maxIcons) ? index >= maxIcons : item.matches(`.d-none, .${HIDDEN_ICON}`);
    writeOn(item, { class: { [HIDDEN_ICON]: expand && folds && !Number.isFinite(maxIcons), "d-none": !expand && folds } });
  });
  writeOn(moreItem, { class: { "d-none": expand } });
  writeOn(lessItem, { class: { "d-none": !expand } });
}

export function useIconLists(parts: PaymentParts): void {
  const toggle = (expand: boolean) => (event: Event, link: HTMLElement) => {
    event.preventDefault();
    toggleIcons(link, expand);
  };
  useBind(parts, { iconMore: { on: { click: toggle(true) } }, iconLess: { on: { click: toggle(false) } } });
}
