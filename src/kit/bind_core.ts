// The React-free core of the kit's declarations, shared by useBind (React islands) and bind mode
// (src/kit/bind_mount.ts): per part (or the host, window, document, body) the events listened to
// and the classes, attributes, properties, styles and text set. `applyBindings` records what the
// server rendered before changing it, `restoreBindings` puts it back, and `listenBindings`
// delegates the listeners from the host, reading the latest declarations on each event.
// Timeouts cleared all at once when an island stops are here too (useTimeouts in lifecycle.ts,
// bind mode): kept with the runtime, whose chunk the islands using them load anyway, while bind
// mode's mount (bind_mount.ts) stays out of it.
import { writeOn } from "./write_on";
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

type AnyParts = Record<string, Part<any, any>>;

/** Events that do not bubble: delegated in the capture phase. */
const NON_BUBBLING = new Set(["focus", "blur", "mouseenter", "mouseleave", "load", "error", "scroll", "toggle", "invalid", "pointerenter", "pointerleave"]);
const OUTSIDE_HOST = new Set(["window", "document", "body"]);

interface Saved {
  attributes: Map<string, string | null>;
  classes: Map<string, boolean>;
  props: Map<string, unknown>;
  styles: Map<string, string>;
  text?: string | null;
}

/** What the island changed, per element, as the page had it before: filled by applyBindings. */
export type SavedState = Map<Element, Saved>;

/** The listeners the declarations need, as one string: they are added again only when it changes. */
export function listenerKey(bindings: Bindings<any>): string {
  const pairs = new Set<string>();
  for (const [key, binding] of Object.entries(bindings) as [string, Binding | undefined][]) {
    const target = OUTSIDE_HOST.has(key) ? key : "host";
    for (const type of Object.keys(binding?.on ?? {})) pairs.add(`${target}:${type}`);
  }
  return [...pairs].sort().join(" ");
}

/**
 * Adds the listeners of `key` (listenerKey): one per target and event type, which calls the
 * handlers of `latest()` inside `run` (React flushes the update there, bind mode applies the
 * declarations again). Returns the function that removes them.
 */
export function listenBindings(host: HTMLElement, parts: AnyParts, key: string, latest: () => Bindings<any>, run: (dispatch: () => void) => void): () => void {
  const removers: (() => void)[] = [];
  const listen = (target: EventTarget, type: string, dispatch: (event: Event) => void) => {
    const capture = NON_BUBBLING.has(type);
    const listener = (event: Event) => run(() => dispatch(event));
    target.addEventListener(type, listener, capture);
    removers.push(() => target.removeEventListener(type, listener, capture));
  };
  for (const [target, type] of key ? key.split(" ").map((pair) => pair.split(":")) : []) {
    if (OUTSIDE_HOST.has(target)) {
      const node = target === "window" ? window : target === "document" ? document : document.body;
      listen(node, type, (event) => (latest()[target as GlobalTarget]?.on as any)?.[type]?.(event, host));
      continue;
    }
    listen(host, type, (event) => {
      for (const [name, binding] of Object.entries(latest()) as [string, Binding | undefined][]) {
        const handler = (binding?.on as any)?.[type];
        if (!handler || OUTSIDE_HOST.has(name)) continue;
        const element = name === "host" ? host : parts[name]?.from(event.target);
        if (element) handler(event, element);
      }
    });
  }
  return () => removers.forEach((remove) => remove());
}

/** Applies every declaration to the elements its part matches now. */
export function applyBindings(host: HTMLElement, parts: AnyParts, bindings: Bindings<any>, saved: SavedState): void {
  for (const [key, binding] of Object.entries(bindings) as [string, Binding | undefined][]) {
    if (!binding || key === "window" || key === "document") continue;
    const elements = key === "host" ? [host] : key === "body" ? [document.body] : (parts[key]?.all() ?? []);
    for (const element of elements) apply(element as HTMLElement, binding, saved);
  }
}

function savedOf(element: Element, saved: SavedState): Saved {
  let entry = saved.get(element);
  if (!entry) saved.set(element, (entry = { attributes: new Map(), classes: new Map(), props: new Map(), styles: new Map() }));
  return entry;
}

/** Keeps what an element had before the island first set it, then writes the declarations (writeOn). */
function apply(element: HTMLElement, binding: Binding, saved: SavedState): void {
  const entry = savedOf(element, saved);
  const first = <V>(map: Map<string, V>, name: string, value: unknown, read: () => V) => value !== undefined && !map.has(name) && map.set(name, read());
  for (const [name, on] of Object.entries(binding.class ?? {})) first(entry.classes, name, on, () => element.classList.contains(name));
  for (const [name, value] of Object.entries(binding.attr ?? {})) first(entry.attributes, name, value, () => element.getAttribute(name));
  for (const [name, value] of Object.entries(binding.prop ?? {})) first(entry.props, name, value, () => (element as any)[name]);
  for (const [name, value] of Object.entries(binding.style ?? {})) first(entry.styles, name, value, () => element.style.getPropertyValue(name));
  if (binding.text !== undefined && !("text" in entry)) entry.text = element.textContent;
  writeOn(element, binding);
  if (binding.each) apply(element, binding.each(element), saved);
}

/** What the user typed or ticked stays when the island stops. */
const USER_STATE = new Set(["value", "checked"]);

/** Puts back what applyBindings changed, as the server rendered it. */
export function restoreBindings(saved: SavedState): void {
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

/** Timeouts an island can cancel all at once when it stops. */
export interface Timeouts {
  /** schedules `fn`; returns a function that cancels it */
  set(fn: () => void, ms: number): () => void;
  /** cancels every pending timeout of the island */
  clear(): void;
}

/** `run` calls each callback (React flushes its updates there, bind mode applies the declarations again). */
export function createTimeouts(run: (fn: () => void) => void = (fn) => fn()): Timeouts {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  return {
    set(fn, ms) {
      const timer = setTimeout(() => {
        pending.delete(timer);
        run(fn);
      }, ms);
      pending.add(timer);
      return () => {
        clearTimeout(timer);
        pending.delete(timer);
      };
    },
    clear() {
      pending.forEach(clearTimeout);
      pending.clear();
    },
  };
}
