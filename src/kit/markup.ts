// An island's markup contract: the attributes it reads on its host and the children it binds,
// written once in the island's file as `defineMarkup({...})`. The runtime reads the attributes
// when the island mounts (a missing or bad one warns once and falls back) and hands the island
// typed `attrs` and `parts`; build.mjs reads the same literal into dist/islands.json, so the
// markup checker can hold a page against it.
//
// Keep the literal self-contained: attribute names and selectors are string literals (the build
// reads them without running the island); fallbacks may be any expression.
import type { AttributeReader } from "../runtime/attributes";

export type AttrKind = "string" | "int" | "number" | "boolean" | "id" | "ids" | "json" | "oneOf" | "class";

export interface AttrSpec<T> {
  kind: AttrKind;
  /** the attribute's name (`data-end-time`), or the class name for kind "class" */
  name: string;
  read(reader: AttributeReader, element: Element): T;
}

const spec = <T>(kind: AttrKind, name: string, read: AttrSpec<T>["read"]): AttrSpec<T> => ({ kind, name, read });

/** The kinds of attribute the platform's templates render (QWeb: `True`/`False`, absent when false or None). */
export const attr = {
  string: (name: string, fallback = "") => spec<string>("string", name, (r) => r.string(name, fallback)),
  int: (name: string, fallback = 0) => spec<number>("int", name, (r) => r.int(name, fallback)),
  number: (name: string, fallback = 0) => spec<number>("number", name, (r) => r.number(name, fallback)),
  boolean: (name: string, fallback = false) => spec<boolean>("boolean", name, (r) => r.boolean(name, fallback)),
  /** a record id: a positive integer; absent, empty or `False` gives null */
  id: (name: string) => spec<number | null>("id", name, (r) => r.id(name)),
  /** record ids, as `1,2,3` or a JSON list */
  ids: (name: string) => spec<number[]>("ids", name, (r) => r.ids(name)),
  json: <T>(name: string, fallback: T, check?: (value: unknown) => value is T) => spec<T>("json", name, (r) => r.json(name, fallback, check)),
  oneOf: <T extends string>(name: string, allowed: readonly T[], fallback: T) => spec<T>("oneOf", name, (r) => r.oneOf(name, allowed, fallback)),
  /** whether the element carries a class (an option the platform writes as a class) */
  hasClass: (className: string) => spec<boolean>("class", className, (_r, element) => element.classList.contains(className)),
};

export type AttrSchema = Record<string, AttrSpec<any>>;
export type AttrValues<S extends AttrSchema> = { [K in keyof S]: S[K] extends AttrSpec<infer T> ? T : never };

export interface ChildSpec<S extends AttrSchema = AttrSchema> {
  selector: string;
  /** an optional child is not reported when a page lacks it */
  optional: boolean;
  /** the attributes the island reads on each matching child */
  attributes: S;
}

type ChildInput = string | ChildSpec<any>;

/** A child the island binds; a bare selector string is a required child without attributes. */
export const child = {
  required: <S extends AttrSchema = {}>(selector: string, attributes?: S): ChildSpec<S> => ({ selector, optional: false, attributes: (attributes ?? {}) as S }),
  optional: <S extends AttrSchema = {}>(selector: string, attributes?: S): ChildSpec<S> => ({ selector, optional: true, attributes: (attributes ?? {}) as S }),
};

export interface MarkupInput<A extends AttrSchema, C extends Record<string, ChildInput>> {
  attributes?: A;
  children?: C;
}

type NormalizedChild<C> = C extends string ? ChildSpec<{}> : C;

export interface Markup<A extends AttrSchema = AttrSchema, C extends Record<string, ChildSpec<any>> = Record<string, ChildSpec<any>>> {
  attributes: A;
  children: C;
}

export function defineMarkup<A extends AttrSchema = {}, C extends Record<string, ChildInput> = {}>(
  input: MarkupInput<A, C>,
): Markup<A, { [K in keyof C]: NormalizedChild<C[K]> }> {
  const children: Record<string, ChildSpec<any>> = {};
  for (const [key, value] of Object.entries(input.children ?? {})) {
    children[key] = typeof value === "string" ? child.required(value) : value;
  }
  return { attributes: (input.attributes ?? {}) as A, children: children as any };
}

type Union<T extends readonly unknown[]> = T extends readonly [infer F, ...infer R] ? F & Union<R> : unknown;

/**
 * One contract for an island made of several behaviours of one platform widget (the forum's page
 * widget: votes, karma gates, hover boxes), each written against its own contract. A key
 * declared twice is an error: the build runs the definitions, so it fails there.
 */
export function mergeMarkup<M extends Markup[]>(...markups: M): Markup<Union<{ [K in keyof M]: M[K]["attributes"] }> & AttrSchema, Union<{ [K in keyof M]: M[K]["children"] }> & Record<string, ChildSpec<any>>> {
  const merged: Markup = { attributes: {}, children: {} };
  for (const markup of markups) {
    for (const [kind, entries] of [["attributes", markup.attributes], ["children", markup.children]] as const) {
      for (const [key, value] of Object.entries(entries)) {
        if (key in merged[kind]) throw new Error(`mergeMarkup: "${key}" is declared twice`);
        (merged[kind] as Record<string, unknown>)[key] = value;
      }
    }
  }
  return merged as any;
}
