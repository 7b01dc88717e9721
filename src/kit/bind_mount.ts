// Bind mode: an island without React. Its `setup` runs once when it mounts and declares, with the
// kit's markup contract and the same declarations as useBind (bind_core.ts), what it binds to the
// server markup. After each of its handlers and timeouts the declarations are applied again (as
// the platform's Interaction updates its dynamicContent); when the island stops, its listeners,
// timeouts and cleanups go and what it changed is put back. Nothing here imports React, so the
// loader mounts such an island with its own small chunk, without the runtime chunk. Its texts go
// through `translate`, which loads the page's translations itself (page_terms.ts).
import { applyBindings, createTimeouts, listenBindings, listenerKey, restoreBindings, type Bindings, type SavedState, type Timeouts } from "./bind_core";
import type { AttrValues, Markup } from "./markup";
import type { Parts } from "./parts";
import { loadedPageTerms, loadPageTerms } from "./page_terms";
import type { BindIslandDefinition } from "../runtime/island";
import { trackLiveIsland } from "../runtime/live_islands";
import { hasWhatItNeeds } from "../runtime/page_globals";
import { readProps } from "../runtime/read_props";
import { sprintf } from "../runtime/translate";

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
  /**
   * `_t` for an island without React: the page's translation of the platform's source string,
   * with %s / %(name)s filled. The first call loads the page's terms (once per page, none on an
   * en_US page); until they come it gives the source text, and the declarations are applied
   * again when they do. After a failed fetch, the source text.
   */
  translate(source: string, ...args: unknown[]): string;
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
  let awaitingTerms = false;
  const translate = (source: string, ...args: unknown[]) => {
    const ready = loadPageTerms();
    const terms = loadedPageTerms();
    if (!terms && !awaitingTerms) {
      awaitingTerms = true;
      ready.then(update).catch((error) => failed(definition, host, error));
    }
    return sprintf(terms?.get(source) ?? source, args);
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
    translate,
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
