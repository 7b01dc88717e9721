// Declarations (classes, attributes, properties, styles, text) on one element outside the
// island's host that the platform pairs with it (a form's end message beside the form), applied
// and put back as useBind does for the host's own parts. No listeners: events stay the host's.
import { useMemo } from "react";
import { useBind, type Binding } from "./bind";
import type { Part } from "./parts";

function outsidePart(element: HTMLElement | null | undefined): Part {
  return { key: "outside", selector: "", first: () => (element ?? null) as any, all: () => (element ? [element] : []) as any, from: () => null, attrs: () => ({}) };
}

export function useBindOutside(element: HTMLElement | null | undefined, binding: Omit<Binding, "on" | "each">): void {
  const parts = useMemo(() => ({ outside: outsidePart(element) }), [element]);
  useBind(parts, { outside: binding });
}
