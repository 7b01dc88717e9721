// What an island gets from its host when it mounts, React or not: its props, or with a markup
// contract its `attrs` (a bad one warns and falls back) and `parts`; a generic marker's
// `data-props` JSON joins them.
import { createAttributeReader } from "./attributes";
import { readMarkup } from "../kit/read_markup";
import type { AnyIslandDefinition } from "./island";

export function readProps(definition: AnyIslandDefinition, host: HTMLElement): Record<string, any> {
  const read = createAttributeReader(host, definition.name);
  const props = definition.props ? definition.props(host, read) : {};
  const generic = host.getAttribute("data-island") === definition.name
    ? read.json<Record<string, unknown>>("data-props", {}, (v): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v))
    : {};
  if (!definition.markup) return { ...props, ...generic };
  const { attrs, parts } = readMarkup(definition.markup, host, definition.name, read);
  return { ...props, attrs: { ...attrs, ...generic }, parts };
}
