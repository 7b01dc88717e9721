// Between test files, with `isolate: false` the worker reuses one happy-dom window and one
// module cache. What a file leaves behind is undone here, so that each file starts as it would
// in a fresh worker: an act() scope still open, happy-dom's pending tasks, its listeners on
// window/document/<html>/<head>/<body>, the globals it added or replaced (also through vitest's
// global accessors), MutationObservers (a loader follows the DOM), timers, storage, cookies, the
// URL, the DOM, and the runtime's module-level singletons (by evaluating our own modules afresh;
// node_modules stay cached).
import * as React from "react";
import { expect, vi } from "vitest";

type Listener = { target: EventTarget; type: string; listener: EventListenerOrEventListenerObject; capture: boolean };

const listeners: Listener[] = [];
const patched: { owner: object; add: EventTarget["addEventListener"] }[] = [];

function recording(owner: any, persistent: (target: EventTarget) => boolean): void {
  const add: EventTarget["addEventListener"] = owner.addEventListener;
  patched.push({ owner, add });
  owner.addEventListener = function (this: EventTarget, type: string, listener: any, options?: boolean | AddEventListenerOptions) {
    if (listener && persistent(this)) listeners.push({ target: this, type, listener, capture: typeof options === "object" ? !!options.capture : !!options });
    return add.call(this, type, listener, options);
  };
}

/** Records the listeners added from now on to what outlives a file: window, document, <html>, <head>, <body>. */
function recordListeners(): void {
  const nodes = new Set<EventTarget>([document, document.documentElement, document.head, document.body]);
  recording(window.EventTarget.prototype, (target) => nodes.has(target));
  // window's own method (vitest's global forwards it to happy-dom's window)
  recording(window, () => true);
}

function removeRecordedListeners(): void {
  for (const { target, type, listener, capture } of listeners.splice(0)) target.removeEventListener(type, listener, capture);
  for (const { owner, add } of patched.splice(0).reverse()) (owner as any).addEventListener = add;
}

type Snapshot = Map<PropertyKey, { descriptor: PropertyDescriptor | undefined; value: unknown }>;
const snapshots = new Map<object, Snapshot>();
/** vitest's and vite's own per-file globals are theirs to set. */
// nanostores keeps its epoch there on purpose, for every instance of the module to share.
const runnerKey = (key: PropertyKey) => typeof key === "string" && (/^__vi/.test(key) || key === "nanostoresGlobal");

function read(scope: object, key: PropertyKey): unknown {
  try {
    return Reflect.get(scope, key);
  } catch {
    return undefined;
  }
}

function snapshotGlobals(): void {
  snapshots.clear();
  for (const scope of new Set<object>([globalThis, window])) {
    snapshots.set(scope, new Map(Reflect.ownKeys(scope).map((key) => [key, { descriptor: Object.getOwnPropertyDescriptor(scope, key), value: read(scope, key) }])));
  }
}

/** Deletes the globals a file added and puts back the ones it replaced (on window and on Node's global). */
function restoreGlobals(): void {
  for (const [scope, keys] of snapshots) {
    for (const key of Reflect.ownKeys(scope)) {
      if (!keys.has(key) && !runnerKey(key)) Reflect.deleteProperty(scope, key);
    }
    for (const [key, { descriptor, value }] of keys) {
      if (!descriptor || runnerKey(key)) continue;
      const now = Object.getOwnPropertyDescriptor(scope, key);
      const same = now && Object.is(now.value, descriptor.value) && now.get === descriptor.get && now.set === descriptor.set;
      // (Node's lazy globals turn from getters into values when first read: the same value)
      if (!same && !(now && now.writable && Object.is(now.value, value))) {
        if (!now || now.configurable) Object.defineProperty(scope, key, descriptor);
        else if (now.writable) (scope as any)[key] = descriptor.value;
      }
      // vitest's window globals are accessors whose setter keeps what a file assigned (`globalThis.fetch = …`)
      if (descriptor.set && !Object.is(read(scope, key), value)) {
        Reflect.set(scope, key, value);
      }
    }
  }
}

function clearCookies(): void {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** React's internals: `actQueue` is set while an act() scope is open. */
const reactInternals = () => (React as any).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as { actQueue: unknown[] | null } | undefined;

/**
 * An act() the file did not await is still flushing when its last test ends; the next file's act()
 * calls would nest in it and never flush. Let it finish (React flushes it in macrotasks).
 */
async function actScopesClosed(): Promise<void> {
  for (let round = 0; round < 200 && reactInternals()?.actQueue; round++) await new Promise((resolve) => setImmediate(resolve));
  if (reactInternals()?.actQueue) console.warn(`[file_reset] an act() scope is still open after ${expect.getState().testPath}`);
}

/** MutationObservers a file started (a loader follows the DOM for good): disconnected after it. */
const observers: MutationObserver[] = [];
let plainObserve: MutationObserver["observe"] | null = null;

function recordObservers(): void {
  const prototype = window.MutationObserver.prototype;
  const observe = (plainObserve = prototype.observe);
  prototype.observe = function (this: MutationObserver, ...args: Parameters<MutationObserver["observe"]>) {
    observers.push(this);
    return observe.apply(this, args);
  };
}

function disconnectObservers(): void {
  for (const observer of observers.splice(0)) observer.disconnect();
  if (plainObserve) window.MutationObserver.prototype.observe = plainObserve;
  plainObserve = null;
}

let startUrl = "";

export function beforeFile(): void {
  startUrl = window.location.href;
  snapshotGlobals();
  recordListeners();
  recordObservers();
}

export async function afterFile(): Promise<void> {
  (window as any).islands?.stop?.(document);
  // a loader left by the file would mount its islands on the next file's markup
  disconnectObservers();
  await actScopesClosed();
  // What the file left running (timers, requests, frames) ends with it, as in a fresh window.
  await (window as any).happyDOM?.abort?.();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  removeRecordedListeners();
  restoreGlobals();
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  if (window.location.href !== startUrl) (window as any).happyDOM?.setURL(startUrl);
  vi.resetModules();
}
