// The providers' icon lists: 'show more' (a[name="o_payment_icon_more"]) shows the hidden icons
// and the 'show fewer' link, which hides again every icon past the list's data-max-icons (spec 2
// §9: the maximum of visible icons comes from the list's data attribute).
import { useBind } from "../../../src/kit";
import type { PaymentParts } from "./markup";

export const ICON_MORE = 'a[name="o_payment_icon_more"]';
export const ICON_LESS = 'a[name="o_payment_icon_less"]';
const HIDDEN_ICON = "o_payment_icon_hidden";

export function toggleIcons(link: HTMLElement, expand: boolean): void {
  const list = link.closest("ul");
  if (!list) return;
  const moreItem = list.querySelector(ICON_MORE)?.closest("li");
  const lessItem = list.querySelector(ICON_LESS)?.closest("li");
  const icons = [...list.querySelectorAll<HTMLElement>(":scope > li")].filter((item) => item !== moreItem && item !== lessItem);
  const maxIcons = Number.parseInt(list.getAttribute("data-max-icons") ?? "", 10);
  icons.forEach((item, index) => {
    // without the attribute, the icons the server hid are the ones folded again
    const folds = Number.isFinite(maxIcons) ? index >= maxIcons : item.classList.contains("d-none") || item.classList.contains(HIDDEN_ICON);
    item.classList.remove(HIDDEN_ICON);
    item.classList.toggle("d-none", !expand && folds);
    if (expand && folds && !Number.isFinite(maxIcons)) item.classList.add(HIDDEN_ICON);
  });
  moreItem?.classList.toggle("d-none", expand);
  lessItem?.classList.toggle("d-none", !expand);
}

export function useIconLists(parts: PaymentParts): void {
  const toggle = (expand: boolean) => (event: Event, link: HTMLElement) => {
    event.preventDefault();
    toggleIcons(link, expand);
  };
  useBind(parts, {
    iconMore: { on: { click: toggle(true) } },
    iconLess: { on: { click: toggle(false) } },
  });
}
