// The providers' icon lists: 'show more' (a[name="o_payment_icon_more"]) shows the hidden icons
// and the 'show fewer' link, which hides them again.
import { useHostEvent } from "../../../src/hooks/use_host_event";

export const ICON_MORE = 'a[name="o_payment_icon_more"]';
export const ICON_LESS = 'a[name="o_payment_icon_less"]';
const HIDDEN_ICON = "o_payment_icon_hidden";

export function toggleIcons(link: HTMLElement, expand: boolean): void {
  const list = link.closest("ul");
  if (!list) return;
  const moreItem = list.querySelector(ICON_MORE)?.closest("li");
  const lessItem = list.querySelector(ICON_LESS)?.closest("li");
  for (const item of list.querySelectorAll<HTMLElement>(":scope > li")) {
    if (item === moreItem || item === lessItem) continue;
    if (expand && item.classList.contains("d-none")) item.classList.replace("d-none", HIDDEN_ICON);
    else if (!expand && item.classList.contains(HIDDEN_ICON)) item.classList.replace(HIDDEN_ICON, "d-none");
  }
  moreItem?.classList.toggle("d-none", expand);
  lessItem?.classList.toggle("d-none", !expand);
}

export function useIconLists(): void {
  useHostEvent("click", (event, link) => (event.preventDefault(), toggleIcons(link, true)), { selector: ICON_MORE });
  useHostEvent("click", (event, link) => (event.preventDefault(), toggleIcons(link, false)), { selector: ICON_LESS });
}
