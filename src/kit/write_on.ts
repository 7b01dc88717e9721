// What a server's answer changes on the page for good (a vote's new count, the accepted answer,
// a flagged post): written with the same declarations as useBind, but NOT put back when the island
// stops, as it is the page's new state and not the island's decoration. It registers nothing, so
// it leaves nothing behind.
import type { Binding } from "./bind_core";
import type { ChildSpec } from "./markup";

export type Written = Omit<Binding, "on" | "each">;

export function writeOn(element: Element | null | undefined, declarations: Written): void {
  if (!element) return;
  const html = element as HTMLElement;
  for (const [name, on] of Object.entries(declarations.class ?? {})) if (on !== undefined) html.classList.toggle(name, on);
  for (const [name, value] of Object.entries(declarations.attr ?? {})) {
    if (value === undefined) continue;
    if (value === false || value === null) html.removeAttribute(name);
    else html.setAttribute(name, value === true ? "" : String(value));
  }
  // a property or text set again only when it differs: writing the same value moves a field's caret
  for (const [name, value] of Object.entries(declarations.prop ?? {})) if (value !== undefined && (html as any)[name] !== value) (html as any)[name] = value;
  for (const [name, value] of Object.entries(declarations.style ?? {})) {
    if (value === null) html.style.removeProperty(name);
    else if (value !== undefined) html.style.setProperty(name, value);
  }
  if (declarations.text !== undefined && html.textContent !== String(declarations.text)) html.textContent = String(declarations.text);
}

/** Writes on every element of a child of the contract found inside `root` (one post of the page). */
export function writeIn(spec: ChildSpec<any>, root: ParentNode | null | undefined, declarations: Written): void {
  if (root) root.querySelectorAll(spec.selector).forEach((element) => writeOn(element, declarations));
}
