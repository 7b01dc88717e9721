// Parts around the island rather than inside its host (the product page's pictures and add button,
// which the page renders beside the variant block): handles like the host's own parts, for
// useBind's classes, attributes and text (put back when the island stops). Their events do not
// reach the host: an island listens to them on the document.
import { useState } from "react";
import type { ChildSpec } from "./markup";
import { createPart, type Part } from "./parts";

export type OuterParts<C extends Record<string, ChildSpec<any>>> = { [K in keyof C]: C[K] extends ChildSpec<infer S> ? Part<HTMLElement, S> : never };

/** `owner` names the island in the warnings of a bad attribute. */
export function useOuterParts<C extends Record<string, ChildSpec<any>>>(root: HTMLElement, owner: string, children: C): OuterParts<C> {
  const [parts] = useState(() => {
    const made: Record<string, Part<any, any>> = {};
    for (const [key, spec] of Object.entries(children)) made[key] = createPart(root, owner, key, spec);
    return made as OuterParts<C>;
  });
  return parts;
}
