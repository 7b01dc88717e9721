// The island's view of its children: one handle per child of its markup contract, to read what
// the user typed or picked (`parts.email.first()?.value`) and the child's own attributes, in
// place of querySelector and dataset reads scattered through the island.
import { createAttributeReader } from "../runtime/attributes";
import type { AttrSchema, AttrValues, ChildSpec, Markup } from "./markup";

export interface Part<E extends Element = HTMLElement, S extends AttrSchema = AttrSchema> {
  readonly key: string;
  readonly selector: string;
  /** the first matching element inside the host, or null */
  first<T extends Element = E>(): T | null;
  /** every matching element inside the host, in document order */
  all<T extends Element = E>(): T[];
  /** the element `event` happened in (or on), when it is one of this part's */
  from<T extends Element = E>(target: EventTarget | null): T | null;
  /** the child attributes of the contract, read on `element` (a bad one warns and falls back) */
  attrs(element: Element): AttrValues<S>;
}

export type Parts<M extends Markup> = { [K in keyof M["children"]]: M["children"][K] extends ChildSpec<infer S> ? Part<HTMLElement, S> : never };

export function createPart(host: HTMLElement, islandName: string, key: string, spec: ChildSpec<any>): Part<any, any> {
  const { selector } = spec;
  return {
    key,
    selector,
    first: () => host.querySelector(selector),
    all: () => [...host.querySelectorAll(selector)] as any[],
    from(target) {
      const element = target instanceof Element ? target.closest(selector) : null;
      return element && host.contains(element) && element !== host ? (element as any) : null;
    },
    attrs(element) {
      const reader = createAttributeReader(element, islandName, warnOnce);
      const values: Record<string, unknown> = {};
      for (const [name, attribute] of Object.entries(spec.attributes as AttrSchema)) values[name] = attribute.read(reader, element);
      return values as any;
    },
  };
}

export function createParts<M extends Markup>(host: HTMLElement, islandName: string, markup: M): Parts<M> {
  const parts: Record<string, Part<any, any>> = {};
  for (const [key, spec] of Object.entries(markup.children)) parts[key] = createPart(host, islandName, key, spec);
  return parts as Parts<M>;
}

const warned = new Set<string>();
/** One warning per distinct text: a child read on every click warns once, not on every click. */
export function warnOnce(text: string): void {
  if (warned.has(text)) return;
  warned.add(text);
  console.warn(text);
}

export const missingChildWarning = (islandName: string, key: string, selector: string) =>
  `[islands] ${islandName}: no child ${selector} (${key}) in its host; that part stays off`;

/** Warns once per island and required child the host lacks when the island mounts. */
export function reportMissingChildren(host: HTMLElement, islandName: string, markup: Markup): void {
  for (const [key, spec] of Object.entries(markup.children)) {
    if (!spec.optional && !host.querySelector(spec.selector)) warnOnce(missingChildWarning(islandName, key, spec.selector));
  }
}

/** A child's elements in another copy of the page (one fetched again, to see what a lost write did). */
export const findIn = <T extends Element = HTMLElement>(spec: ChildSpec<any>, root: ParentNode): T[] => [...root.querySelectorAll<T>(spec.selector)];
