// Between test files, with `isolate: false` the worker reuses one happy-dom window and one
// module cache. What a file leaves behind is undone here, so that each file starts as it would
// in a fresh worker: its listeners on window/document, the globals it added or replaced, timers,
// storage, cookies, the URL, the DOM, and the runtime's module-level singletons (by evaluating
// our own modules afresh; node_modules stay cached, which is where the time goes).
import { vi } from "vitest";

type Target = Window | Document;
type Listener = { target: Target; type: string; listener: EventListenerOrEventListenerObject; options?: boolean | EventListenerOptions };

const listeners: Listener[] = [];
const nativeAdd = new Map<Target, typeof EventTarget.prototype.addEventListener>();

/** Records the listeners added to window and document from now on. */
function recordListeners(target: Target): void {
  const add = target.addEventListener;
  nativeAdd.set(target, add);
  target.addEventListener = function (this: Target, type: string, listener: any, options?: boolean | AddEventListenerOptions) {
    if (listener) listeners.push({ target, type, listener, options: typeof options === "object" ? { capture: options.capture } : options });
    return add.call(this, type, listener, options);
  } as typeof target.addEventListener;
}

function removeRecordedListeners(): void {
  for (const { target, type, listener, options } of listeners.splice(0)) target.removeEventListener(type, listener, options);
  for (const [target, add] of nativeAdd) target.addEventListener = add;
  nativeAdd.clear();
}

let windowKeys = new Map<PropertyKey, PropertyDescriptor | undefined>();

function snapshotWindow(): void {
  windowKeys = new Map(Reflect.ownKeys(window).map((key) => [key, Object.getOwnPropertyDescriptor(window, key)]));
}

/** Deletes the window properties a file added and puts back the ones it replaced. */
function restoreWindow(): void {
  for (const key of Reflect.ownKeys(window)) {
    if (!windowKeys.has(key)) Reflect.deleteProperty(window, key);
  }
  for (const [key, descriptor] of windowKeys) {
    if (!descriptor) continue;
    const now = Object.getOwnPropertyDescriptor(window, key);
    const same = now && now.value === descriptor.value && now.get === descriptor.get && now.set === descriptor.set;
    if (!same && descriptor.configurable !== false) Object.defineProperty(window, key, descriptor);
    else if (!same && "value" in descriptor && descriptor.writable) (window as any)[key] = descriptor.value;
  }
}

function clearCookies(): void {
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

let startUrl = "";

export function beforeFile(): void {
  startUrl = window.location.href;
  snapshotWindow();
  recordListeners(window);
  recordListeners(document);
}

export function afterFile(): void {
  (window as any).islands?.stop?.(document);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  removeRecordedListeners();
  restoreWindow();
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
