// A region an island adds to the page just before one of its parts (an alert area above a list
// the page renders without one), holding the island's UI; removed when the island stops.
import type { ReactNode } from "react";
import { createPortal } from "react-dom";
import type { Part } from "./parts";
import { useSlot } from "./slot";

export function RegionBefore({ part, className, children }: { part: Part<any, any>; className: string; children: ReactNode }) {
  const region = useSlot(part.first(), "before", className);
  return region ? createPortal(children, region) : null;
}
