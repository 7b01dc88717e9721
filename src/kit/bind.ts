// Declarative bindings of an enhance island to its server markup, the way the platform's
// Interaction declares `dynamicContent`: per part (or the host, window, document), the events
// it listens to and the classes, attributes, properties, styles and text it sets. Each render
// applies the current declarations; what an island set is put back as the server rendered it
// when the island stops, and its listeners go with it, so an island cleans up by construction.
// As with the platform's Interaction, the page shows a handler's state changes as soon as the
// handler returns (the update is flushed at once): a test, or a second event of the same task,
// sees the page the first one left.
import { useLayoutEffect, useRef } from "react";
import { flushSync } from "react-dom";
import { useHost } from "../hooks/use_env";
import type { Part } from "./parts";

type Handler<K extends keyof HTMLElementEventMap> = (event: HTMLElementEventMap[K], element: HTMLElement) => void;
export type EventHandlers = { [K in keyof HTMLElementEventMap]?: Handler<K> } & {
  /** a search input's clear button or Enter (Chromium's `search` event, not in the DOM typings) */
  search?: (event: Event, element: HTMLElement) => void;
};

export interface Binding {
  /** listeners, delegated from the host: they reach children added after the island started */
  on?: EventHandlers;
  /** classes toggled on (true) or off (false); undefined leaves a class as it is */
  class?: Record<string, boolean | undefined>;
  /** attributes: a string or number sets, true sets "", false or null removes, undefined leaves */
  attr?: Record<string, string | number | boolean | null | undefined>;
  /** DOM properties (value, checked, disabled, hidden …) */
  prop?: Record<string, unknown>;
  /** inline styles (a property name: value; null removes) */
  style?: Record<string, string | null | undefined>;
  /** the element's text; undefined leaves it */
  text?: string | number;
  /** declarations that differ per matching element (the picked item of a list, the busy row) */
  each?: (element: HTMLElement) => Omit<Binding, "on" | "each">;
}

type GlobalTarget = "window" | "document";
/** Parts, the host, and the page's body (a class or attribute the platform sets on body). */
export type Bindings<P> = Partial<{ [K in keyof P | "host" | "body"]: Binding }> & Partial<Record<GlobalTarget, { on: EventHandlers }>>;

/** Events that do not bubble: delegated in the capture phase. */
const NON_BUBBLING = new Set(["focus", "blur", "mouseenter", "mouseleave", "load", "error", "scroll", "toggle", "invalid", "pointerenter", "pointerleave"]);

interface Saved {
  attributes: Map<string, string | null>;
  classes: Map<string, boolean>;
  props: Map<string, unknown>;
  styles: Map<string, string>;
  text?: string | null;
}

export function useBind<P extends Record<string, Part<any, any>>>(parts: P, bindings: Bindings<P>): void {
  const host = useHost();
  const latest = useRef(bindings);
  latest.current = bindings;
  const saved = useRef(new Map<Element, Saved>());

  // Listeners: one per target and event type, reading the latest declarations on each event.
  const eventKey = listenerKey(bindings);
  useLayoutEffect(() => {
    const removers: (() => void)[] = [];
    const listen = (target: EventTarget, type: string, dispatch: (event: Event) => void) => {
      const capture = NON_BUBBLING.has(type);
      target.addEventListener(type, dispatch, capture);
      removers.push(() => target.removeEventListener(type, dispatch, capture));
    };
    for (const [target, type] of parseListenerKey(eventKey)) {
      if (target === "window" || target === "document" || target === "body") {
        const node = target === "window" ? window : target === "document" ? document : document.body;
        listen(node, type, (event) => flushSync(() => (latest.current[target]?.on as any)?.[type]?.(event, host)));
        continue;
      }
      listen(host, type, (event) => flushSync(() => {
        for (const [key, binding] of Object.entries(latest.current) as [string, Binding | undefined][]) {
          const handler = (binding?.on as any)?.[type];
          if (!handler || key === "window" || key === "document" || key === "body") continue;
          const element = key === "host" ? host : parts[key]?.from(event.target);
          if (element) handler(event, element);
        }
      }));
    }
    return () => removers.forEach((remove) => remove());
  }, [host, eventKey]);

  // Declarations: applied after every render, put back when the island stops.
  useLayoutEffect(() => {
    for (const [key, binding] of Object.entries(bindings) as [string, Binding | undefined][]) {
      if (!binding || key === "window" || key === "document") continue;
      const elements = key === "host" ? [host] : key === "body" ? [document.body] : (parts[key]?.all() ?? []);
      for (const element of elements) apply(element as HTMLElement, binding, saved.current);
    }
  });
  useLayoutEffect(() => () => restore(saved.current), []);
}

function listenerKey(bindings: Bindings<any>): string {
  const pairs = new Set<string>();
  for (const [key, binding] of Object.entries(bindings) as [string, Binding | undefined][]) {
    const target = key === "window" || key === "document" || key === "body" ? key : "host";
    for (const type of Object.keys(binding?.on ?? {})) pairs.add(`${target}:${type}`);
  }
  return [...pairs].sort().join(" ");
}

const parseListenerKey = (key: string) => (key ? key.split(" ").map((pair) => pair.split(":") as [string, string]) : []);

function savedOf(element: Element, saved: Map<Element, Saved>): Saved {
  let entry = saved.get(element);
  if (!entry) saved.set(element, (entry = { attributes: new Map(), classes: new Map(), props: new Map(), styles: new Map() }));
  return entry;
}

function apply(element: HTMLElement, binding: Binding, saved: Map<Element, Saved>): void {
  const entry = savedOf(element, saved);
  for (const [name, on] of Object.entries(binding.class ?? {})) {
    if (on === undefined) continue;
    if (!entry.classes.has(name)) entry.classes.set(name, element.classList.contains(name));
    element.classList.toggle(name, on);
  }
  for (const [name, value] of Object.entries(binding.attr ?? {})) {
    if (value === undefined) continue;
    if (!entry.attributes.has(name)) entry.attributes.set(name, element.getAttribute(name));
    if (value === false || value === null) element.removeAttribute(name);
    else element.setAttribute(name, value === true ? "" : String(value));
  }
  for (const [name, value] of Object.entries(binding.prop ?? {})) {
    if (value === undefined) continue;
    if (!entry.props.has(name)) entry.props.set(name, (element as any)[name]);
    if ((element as any)[name] !== value) (element as any)[name] = value;
  }
  for (const [name, value] of Object.entries(binding.style ?? {})) {
    if (value === undefined) continue;
    if (!entry.styles.has(name)) entry.styles.set(name, element.style.getPropertyValue(name));
    if (value === null) element.style.removeProperty(name);
    else element.style.setProperty(name, value);
  }
  if (binding.text !== undefined) {
    if (!("text" in entry)) entry.text = element.textContent;
    const text = String(binding.text);
    if (element.textContent !== text) element.textContent = text;
  }
  if (binding.each) apply(element, binding.each(element), saved);
}

/** What the user typed or ticked stays when the island stops. */
const USER_STATE = new Set(["value", "checked"]);

function restore(saved: Map<Element, Saved>): void {
  for (const [element, entry] of saved) {
    const html = element as HTMLElement;
    entry.classes.forEach((had, name) => html.classList.toggle(name, had));
    entry.attributes.forEach((value, name) => (value === null ? html.removeAttribute(name) : html.setAttribute(name, value)));
    entry.props.forEach((value, name) => USER_STATE.has(name) || ((html as any)[name] = value));
    entry.styles.forEach((value, name) => (value ? html.style.setProperty(name, value) : html.style.removeProperty(name)));
    if ("text" in entry) html.textContent = entry.text ?? "";
  }
  saved.clear();
}
