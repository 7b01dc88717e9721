// What an island with a markup contract gets when it mounts: its host's attributes, read and
// checked (a bad or missing one warns once and falls back), and a handle per child; a required
// child the host lacks is reported once.
import type { AttributeReader } from "../runtime/attributes";
import type { AttrValues, Markup } from "./markup";
import { createParts, reportMissingChildren, type Parts } from "./parts";

export interface IslandProps<M extends Markup> {
  attrs: AttrValues<M["attributes"]>;
  parts: Parts<M>;
}

export function readMarkup<M extends Markup>(markup: M, host: HTMLElement, islandName: string, read: AttributeReader): IslandProps<M> {
  const attrs: Record<string, unknown> = {};
  for (const [key, attribute] of Object.entries(markup.attributes)) attrs[key] = attribute.read(read, host);
  reportMissingChildren(host, islandName, markup);
  return { attrs: attrs as AttrValues<M["attributes"]>, parts: createParts(host, islandName, markup) };
}
