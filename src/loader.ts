// The one script a page includes. It finds the island markers of the manifest build.mjs generates
// from the islands' definitions, loads an island's chunk only when its marker is on the page and
// its moment has come, and mounts it through the runtime chunk, or a bind island through its own
// chunk (src/kit/bind_mount.ts). No React here: a page without markers downloads this file only,
// and a page whose islands are all bind islands downloads their chunks and no React.
import type { ManifestEntry } from "./runtime/island";
import { isEditing as editing } from "./loader/editor_mode";
import { VERSION_DIR, islandNames, manifest } from "./loader/manifest";
import { whenMoment } from "./loader/moments";
import { preloadRuntimeChunks, preloadStartupRequests } from "./loader/preload";
import { applyScrollTopHash } from "./loader/scroll_top_hash";
import { createScanner } from "./loader/scan";
import { isSignedIn } from "./services/session_info";

type Handle = { cancel: () => void };
type Runtime = typeof import("./runtime/boot");

const GENERIC = "data-island";
let candidates = createScanner(manifest, `[${GENERIC}]`);
const hosts = new Map<Element, Map<ManifestEntry, Handle>>();
let runtime: Promise<Runtime> | null = null;
let readyPromise: Promise<void> = Promise.resolve();

const loadRuntime = () => {
  if (!runtime) {
    preloadRuntimeChunks();
    preloadStartupRequests();
  }
  return (runtime ??= import("./runtime/boot"));
};

/** The island named by a generic marker `data-island="name"`, once the names have arrived. */
async function genericEntry(el: Element, name: string): Promise<ManifestEntry | undefined> {
  const entry = manifest[(await islandNames()).indexOf(name)];
  if (!entry) console.warn(`[islands] unknown island "${name}"`, el);
  return entry;
}

async function mount(entry: ManifestEntry, el: Element, isCancelled: () => boolean): Promise<void> {
  try {
    // A bind island mounts without the runtime chunk, with the mount its own file exports.
    const [module, rt] = await Promise.all([entry.load(), entry.bind || loadRuntime()]);
    // (a bundle's file exports each of its islands as i<index>, build/bundles.mjs)
    const definition = module.default ?? module[`i${entry.index}`];
    // A page that kept an older loader.js after a new build could find another island in this file.
    if (definition.selector !== entry.selector) throw new Error(`islands/${entry.index}.js is not the island of ${entry.selector}: reload the page`);
    if (isCancelled() || !el.isConnected) return;
    if (editing() && definition.editMode !== "on") return;
    const host = el as HTMLElement;
    // (a bind island whose file has no mount, a site's own, mounts through the runtime)
    const unmount = definition.mode === "bind" && module.mount
      ? module.mount(definition, host)
      : await (rt === true ? await loadRuntime() : rt).mountIsland(definition, host, module.services);
    const handle = hosts.get(el)?.get(entry);
    if (!handle || isCancelled()) unmount();
    else handle.cancel = unmount;
  } catch (error) {
    console.error(`[islands] island islands/${entry.index}.js (${entry.selector}) failed to mount on`, el, error);
  }
}

function schedule(entry: ManifestEntry, el: Element, waits: Promise<unknown>[]): void {
  let islands = hosts.get(el);
  if (!islands) hosts.set(el, (islands = new Map()));
  if (islands.has(entry)) return;
  let cancelled = false;
  let settle = () => {};
  if (entry.moment === "load" || entry.moment === "idle") waits.push(new Promise<void>((resolve) => (settle = resolve)));
  const stopWaiting = whenMoment(entry.moment, el, () => void mount(entry, el, () => cancelled).finally(settle));
  islands.set(entry, {
    cancel: () => {
      cancelled = true;
      stopWaiting();
      settle();
    },
  });
}

/** Mounts every island marker in root (root included). Idempotent. */
export function start(root: ParentNode = document): Promise<void> {
  const waits: Promise<unknown>[] = [];
  for (const [el, entries] of candidates(root)) {
    if (el.closest("[data-island-root]") && !el.hasAttribute("data-island-root")) continue;
    for (const entry of entries) if (el.matches(entry.selector) && (!entry.signedIn || isSignedIn())) schedule(entry, el, waits);
    const name = el.getAttribute(GENERIC);
    if (name !== null) {
      waits.push(
        genericEntry(el, name).then((entry) => {
          const later: Promise<unknown>[] = [];
          if (entry && el.isConnected) schedule(entry, el, later);
          return Promise.all(later);
        }),
      );
    }
  }
  const pass = Promise.all(waits).then(() => undefined);
  readyPromise = Promise.all([readyPromise, pass]).then(() => undefined);
  return pass;
}

/** Unmounts every island inside root (root included), most recently mounted first. */
export function stop(root: Node = document): void {
  const inside = [...hosts.keys()].filter((el) => root === el || root.contains(el)).reverse();
  for (const el of inside) {
    for (const handle of [...hosts.get(el)!.values()].reverse()) handle.cancel();
    hosts.delete(el);
  }
}

/** Adds a site's own islands (build/site_build.mjs writes the call) and mounts those on the page. */
export function add(entries: Omit<ManifestEntry, "index">[]): Promise<void> {
  for (const entry of entries) manifest.push({ ...entry, index: manifest.length });
  candidates = createScanner(manifest, `[${GENERIC}]`);
  return start(document);
}

/** Settles when every island of the passes so far has mounted or failed. */
export const ready = (): Promise<void> => readyPromise;

function observe(): void {
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.removedNodes) if (!node.isConnected) stop(node);
      for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) start(node);
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  // Entering or leaving the editor re-mounts the page: islands decide at mount time (editMode).
  let wasEditing = editing();
  new MutationObserver(() => {
    if (editing() === wasEditing) return;
    wasEditing = editing();
    stop(document.body);
    start(document);
  }).observe(document.body, { attributes: true, attributeFilter: ["class"] });
}

function boot(): void {
  performance.mark?.("islands:loader-start");
  applyScrollTopHash();
  start(document);
  observe();
}

// version: the build a site's own islands must have been built against (build/site_build.mjs)
Object.assign(window, { islands: { start, stop, ready, add, version: VERSION_DIR } });
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", boot, { once: true });
else boot();
