// The declared attributes of an element that is not a part of the island: the page's #wrapwrap,
// a post found again in a page read anew. A bad or missing one warns once and falls back, as on
// the host.
import { createAttributeReader } from "../runtime/attributes";
import type { AttrSchema, AttrValues } from "./markup";
import { warnOnce } from "./parts";

export function attrsOf<S extends AttrSchema>(element: Element | null | undefined, schema: S, islandName: string): AttrValues<S> {
  const target = element ?? document.createElement("div");
  const reader = createAttributeReader(target, islandName, warnOnce);
  const values: Record<string, unknown> = {};
  for (const [key, attribute] of Object.entries(schema)) values[key] = attribute.read(reader, target);
  return values as AttrValues<S>;
}
