// A box of the island's own, placed in the server markup next to one of its elements (a message
// above a form's fields, a field's widget after the field), for a portal to render into. It is
// created while the island runs and removed when it stops (or when `anchor` goes).
import { useLayoutEffect, useState } from "react";

/** Where, relative to the anchor: its first or last child, or just before or after it. */
export type SlotPlace = "first" | "last" | "before" | "after";
const POSITIONS: Record<SlotPlace, InsertPosition> = { first: "afterbegin", last: "beforeend", before: "beforebegin", after: "afterend" };

export function useSlot(anchor: Element | null | undefined, place: SlotPlace, className: string): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!anchor) return;
    const element = anchor.ownerDocument.createElement("div");
    element.className = className;
    anchor.insertAdjacentElement(POSITIONS[place], element);
    setSlot(element);
    return () => {
      element.remove();
      setSlot(null);
    };
  }, [anchor, place, className]);
  return slot;
}
