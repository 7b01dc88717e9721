// The providers' icon lists: 'show more' (a[name="o_payment_icon_more"]) shows the hidden icons
// and the 'show fewer' link, which hides them again.
import { useState } from "react";
import { useBind } from "../../../src/kit";
import type { PaymentParts } from "./markup";

const HIDDEN_ICON = "o_payment_icon_hidden";

export function useIconLists(parts: PaymentParts): void {
  const [expanded, setExpanded] = useState<ReadonlySet<Element>>(new Set());
  // the icons the server hides, and the items holding the links (known before any toggle)
  const [hidden] = useState(() => new Set(parts.iconItem.all().filter((item) => item.matches(".d-none"))));
  const toggle = (expand: boolean) => (event: Event, link: HTMLElement) => {
    event.preventDefault();
    const list = link.closest("ul");
    if (list) setExpanded((current) => new Set([...current].filter((item) => item !== list).concat(expand ? [list] : [])));
  };
  const linkIn = (item: Element) => [...parts.iconMore.all(), ...parts.iconLess.all()].find((link) => item.contains(link));
  useBind(parts, {
    iconMore: { on: { click: toggle(true) } },
    iconLess: { on: { click: toggle(false) } },
    iconItem: {
      each: (item) => {
        const open = expanded.has(item.parentElement!);
        const link = linkIn(item);
        if (link) return { class: { "d-none": parts.iconMore.from(link) ? open : !open } };
        return hidden.has(item) ? { class: { "d-none": !open, [HIDDEN_ICON]: open } } : {};
      },
    },
  });
}
