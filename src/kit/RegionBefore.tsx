// A region an island adds to the page just before one of its parts (an alert area above a list
// the page renders without one), holding the island's UI; removed when the island stops.
import { useLayoutEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { Part } from "./parts";

export function RegionBefore({ part, className, children }: { part: Part<any, any>; className: string; children: ReactNode }) {
  const [region] = useState(() => Object.assign(document.createElement("div"), { className }));
  useLayoutEffect(() => {
    const anchor = part.first();
    if (!anchor) return;
    anchor.before(region);
    return () => region.remove();
  }, [part, region]);
  return createPortal(children, region);
}
