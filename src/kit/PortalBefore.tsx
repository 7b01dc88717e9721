// UI of an enhance island shown at a given place of its markup (before one of its elements),
// where <Portal> would append it to the end of a part: a place-holder element (display: contents,
// so it changes no layout) is put before `before` and removed when the UI goes or the island stops.
import { useLayoutEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";

export function PortalBefore({ before, children }: { before: Element | null; children: ReactNode }) {
  const [place, setPlace] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!before?.parentNode) return;
    const holder = document.createElement("span");
    holder.className = "o_island_place";
    holder.style.display = "contents";
    before.before(holder);
    setPlace(holder);
    return () => {
      holder.remove();
      setPlace(null);
    };
  }, [before]);
  return place ? createPortal(children, place) : null;
}
