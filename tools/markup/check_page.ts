// One page's report: every island that would mount (as the loader decides: selector, generic
// `data-island` marker, editor mode, nothing inside another island's rendered root), what each
// reads from its host, and the platform's widget markers that no island takes care of.
import { JSDOM } from "jsdom";
import type { LoadedIsland } from "./islands";
import { readPropsOf, type AttributeRead } from "./read_props";

export interface PlatformMarker {
  widget: string;
  selector: string;
}

export interface ChildCheck {
  key: string;
  selector: string;
  optional: boolean;
  /** how many elements of the host match it */
  found: number;
}

export interface IslandMount {
  name: string;
  selector: string;
  moment: string;
  mode: string;
  path: string;
  reads: AttributeRead[];
  /** the children of its markup contract, each with how many the host has */
  children: ChildCheck[];
  /** why it would not start, when it would not (editor mode) */
  off?: string;
  error?: string;
}

export interface PageReport {
  source: string;
  islands: IslandMount[];
  unhandled: { widget: string; selector: string; path: string }[];
  /** bad attributes and props that throw: each would leave an island on its fallback or off */
  problems: number;
}

const EDITOR_CLASS = "editor_enable";

/** html > body > div#wrapwrap > main > section.s_countdown: enough to find the element again. */
export function elementPath(el: Element): string {
  const parts: string[] = [];
  for (let node: Element | null = el; node; node = node.parentElement) {
    const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`).join("");
    const siblings = node.parentElement ? [...node.parentElement.children].filter((child) => child.tagName === node!.tagName) : [];
    const nth = siblings.length > 1 ? `:nth-of-type(${siblings.indexOf(node) + 1})` : "";
    parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : `${classes}${nth}`}`);
  }
  return parts.join(" > ");
}

function matches(el: Element, selector: string): boolean {
  try {
    return el.matches(selector);
  } catch {
    return false;
  }
}

function findAll(document: Document, selector: string): Element[] {
  try {
    return [...document.querySelectorAll(selector)];
  } catch {
    return [];
  }
}

function childChecks(island: LoadedIsland, host: Element): ChildCheck[] {
  return Object.entries(island.definition.markup?.children ?? {}).map(([key, spec]) => {
    let found = 0;
    try {
      found = host.querySelectorAll(spec.selector).length;
    } catch {
      // a selector jsdom cannot run counts as not found
    }
    return { key, selector: spec.selector, optional: spec.optional, found };
  });
}

/** The required children an island's host lacks: each leaves a part of the island off. */
export const missingChildren = (mount: IslandMount) => mount.children.filter((check) => !check.optional && check.found === 0);

const PAGE_WRAPPERS = new Set(["HTML", "BODY", "MAIN"]);
const isPageWrapper = (el: Element) => PAGE_WRAPPERS.has(el.tagName) || el.id === "wrapwrap" || el.id === "wrap";

/**
 * `signedIn`: the page as a signed-in visitor gets it. For anyone else the loader skips the
 * islands declared `signedIn: true` (the fullscreen key on body), so the report leaves them out.
 */
export function checkPage(html: string, source: string, islands: LoadedIsland[], markers: PlatformMarker[], { signedIn = false } = {}): PageReport {
  const { document } = new JSDOM(html).window;
  const editing = document.body?.classList.contains(EDITOR_CLASS) ?? false;
  const byName = new Map(islands.map((island) => [island.definition.name, island]));
  const mounts: IslandMount[] = [];
  const hosts = new Set<Element>();
  const add = (island: LoadedIsland, el: Element) => {
    const { definition } = island;
    if (definition.signedIn && !signedIn) return;
    const reading = readPropsOf(definition, el);
    hosts.add(el);
    mounts.push({
      name: definition.name,
      selector: definition.selector,
      moment: definition.moment,
      mode: definition.mode,
      path: elementPath(el),
      reads: reading.reads,
      children: childChecks(island, el),
      ...(editing && definition.editMode !== "on" ? { off: "editor mode is on (body.editor_enable) and this island is off while editing" } : {}),
      ...(reading.error ? { error: reading.error } : {}),
    });
  };
  for (const el of document.querySelectorAll("*")) {
    for (const island of islands) if (matches(el, island.definition.selector)) add(island, el);
    const generic = el.getAttribute("data-island");
    if (generic !== null) {
      const island = byName.get(generic);
      if (!island) mounts.push({ name: generic, selector: "[data-island]", moment: "", mode: "", path: elementPath(el), reads: [], children: [], error: `unknown island "${generic}"` });
      else if (!matches(el, island.definition.selector)) add(island, el);
    }
  }
  // An island on a page wrapper (a ripple effect on #wrapwrap) does not handle every widget inside it.
  const blockHosts = [...hosts].filter((host) => !isPageWrapper(host));
  const handled = (el: Element) => [...hosts].some((host) => el.contains(host)) || blockHosts.some((host) => host.contains(el));
  const unhandled = markers.flatMap(({ widget, selector }) =>
    findAll(document, selector)
      .filter((el) => !handled(el))
      .map((el) => ({ widget, selector, path: elementPath(el) })),
  );
  const problems = mounts.reduce((sum, mount) => sum + mount.reads.filter((read) => read.warning).length + missingChildren(mount).length + (mount.error ? 1 : 0), 0);
  return { source, islands: mounts, unhandled, problems };
}
