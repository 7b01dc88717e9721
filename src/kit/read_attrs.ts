// A contract's attributes read on one element a helper is handed (a quantity input next to the
// +/- link that was clicked), as a part reads its children's: a bad one warns once and falls back.
import { createAttributeReader } from "../runtime/attributes";
import type { AttrSchema, AttrValues } from "./markup";
import { warnOnce } from "./parts";

export function readAttrs<S extends AttrSchema>(element: Element, attributes: S, owner: string): AttrValues<S> {
  const reader = createAttributeReader(element, owner, warnOnce);
  const values: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(attributes)) values[name] = attribute.read(reader, element);
  return values as AttrValues<S>;
}
