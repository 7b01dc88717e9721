// Island modules are browser code: importing them in Node (the markup checker, the build's list of
// attributes) needs a window. jsdom provides one; nothing is rendered and no script runs.
import { JSDOM } from "jsdom";

const NAMES = ["window", "document", "navigator", "location", "HTMLElement", "Element", "Node", "Event", "CustomEvent", "KeyboardEvent", "MutationObserver", "DOMParser", "getComputedStyle", "localStorage", "sessionStorage", "customElements"];

export function installDomGlobals(): void {
  const g = globalThis as Record<string, unknown>;
  if (typeof g.window !== "undefined") return;
  const { window } = new JSDOM("<!DOCTYPE html><html><body></body></html>", { url: "http://localhost/" });
  for (const name of NAMES) if (!(name in g)) g[name] = (window as unknown as Record<string, unknown>)[name];
}
