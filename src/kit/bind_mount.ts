// Bind mode: an island without React. Its `setup` runs once when it mounts and declares, with the
// kit's markup contract and the same declarations as useBind (bind_core.ts), what it binds to the
// server markup. After each of its handlers and timeouts the declarations are applied again (as
// the platform's Interaction updates its dynamicContent); when the island stops, its listeners,
// timeouts and cleanups go and what it changed is put back. Nothing here imports React, so the
// loader mounts such an island with its own small chunk, without the runtime chunk.
import { applyBindings, createTimeouts, listenBindings, listenerKey, restoreBindings, type Bindings, type SavedState, type Timeouts } from "./bind_core";
import type { AttrValues, Markup } from "./markup";
import type { Parts } from "./parts";
import type { BindIslandDefinition } from "../runtime/island";
import { trackLiveIsland } from "../runtime/live_islands";
import { hasWhatItNeeds } from "../runtime/page_globals";
import { readProps } from "../runtime/read_props";

export interface BindContext<M extends Markup> {
  host: HTMLElement;
  /** the host's attributes of the markup contract, read once (a bad one has warned and fallen back) */
  attrs: AttrValues<M["attributes"]>;
  parts: Parts<M>;
  /**
   * Declarations (bind_core.ts `Binding`) per part, host, body, window or document. A function is
   * called again on every update, so its declarations may read the island's state; the events it
   * listens to are those of its first call.
   */
  bind(bindings: Bindings<Parts<M>> | (() => Bindings<Parts<M>>)): void;
  /** applies the declarations again, for a change no handler or timeout of the island made */
  update(): void;
  /** a listener on any target (an element beside the host, a media query), removed on stop */
  on<K extends keyof HTMLElementEventMap>(target: EventTarget, type: K, handler: (event: HTMLElementEventMap[K]) => void, options?: AddEventListenerOptions): void;
  on(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions): void;
  /** timeouts cleared on stop */
  timeouts: Timeouts;
  /** runs `fn` when the island stops (the latest registered first) */
  cleanup(fn: () => void): void;
}

const failed = (definition: BindIslandDefinition<any>, host: HTMLElement, error: unknown) =>
  console.error(`[islands] island "${definition.name}" failed on`, host, error);

/** Mounts a bind island on its host; returns the function that stops it. Never throws. */
export function mountBindIsland(definition: BindIslandDefinition<any>, host: HTMLElement): () => void {
  if (!hasWhatItNeeds(definition)) return () => {};
  const declared: (() => Bindings<any>)[] = [];
  const saved: SavedState = new Map();
  const cleanups: (() => void)[] = [];
  let stopped = false;
  let untrack = () => {};
  const { attrs = {}, parts = {} } = readProps(definition, host);
  const update = () => {
    if (!stopped) for (const declare of declared) applyBindings(host, parts, declare(), saved);
  };
  const thenUpdate = (run: () => void) => {
    try {
      run();
    } finally {
      update();
    }
  };
  const timeouts = createTimeouts(thenUpdate);
  cleanups.push(() => timeouts.clear());
  const context: BindContext<Markup> = {
    host,
    attrs,
    parts,
    update,
    timeouts,
    bind(bindings) {
      const declare = typeof bindings === "function" ? bindings : () => bindings;
      declared.push(declare);
      cleanups.push(listenBindings(host, parts, listenerKey(declare()), declare, thenUpdate));
      applyBindings(host, parts, declare(), saved);
    },
    on(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions) {
      const listener = (event: Event) => thenUpdate(() => handler(event));
      target.addEventListener(type, listener, options);
      cleanups.push(() => target.removeEventListener(type, listener, options));
    },
    cleanup: (fn) => void cleanups.push(fn),
  };
  const stop = () => {
    if (stopped) return;
    stopped = true;
    for (const fn of cleanups.reverse()) {
      try {
        fn();
      } catch (error) {
        failed(definition, host, error);
      }
    }
    restoreBindings(saved);
    untrack();
  };
  try {
    definition.setup(context);
  } catch (error) {
    failed(definition, host, error);
    stop();
    return () => {};
  }
  untrack = trackLiveIsland({ name: definition.name, host });
  return stop;
}
