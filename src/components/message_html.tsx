// Message bodies from the server: a body of text and a few bare formatting tags (no attribute:
// <p>, <br>, <b>, <i>, <ul> …, the shape of most messages) is rebuilt as React elements from the
// browser's inert parse, with no sanitizer at all; any other body is sanitized (sanitize.ts,
// DOMPurify: about 11 KB gzip), whose code loads the first time such a body comes. A list of
// bodies is shown once the code it needs is there (`sanitizerFor`): nothing is shown twice or
// moves when it arrives.
import { createElement, type ReactNode } from "react";
import { CleanHtml, SANITIZED_ROOT } from "./clean_html";

type Sanitizer = typeof import("./sanitize");
let loaded: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;

const SIMPLE_TAGS = new Set(["p", "br", "b", "strong", "i", "em", "u", "ul", "ol", "li"]);
const BARE_TAG = /^<\/?([a-z]+)\s*\/?>$/i;

/** Whether every tag of the body is a bare one of SIMPLE_TAGS (no attribute, comment or stray "<"). */
export function isSimpleBody(html: string): boolean {
  for (const [tag] of html.matchAll(/<[^>]*>?/g)) {
    const bare = BARE_TAG.exec(tag);
    if (!bare || !SIMPLE_TAGS.has(bare[1].toLowerCase())) return false;
  }
  return true;
}

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).localName;
  const children = [...node.childNodes].map(toReact);
  if (!SIMPLE_TAGS.has(tag)) return node.textContent;
  return tag === "br" ? createElement("br", { key }) : createElement(tag, { key }, ...children);
}

/** The simple body as React elements (a parse in an inert document: nothing loads or runs). */
export function simpleBody(html: string): ReactNode[] | null {
  if (!isSimpleBody(html)) return null;
  const body = new DOMParser().parseFromString(`<!DOCTYPE html><body>${html}`, "text/html").body;
  return [...body.childNodes].map(toReact);
}

/** Resolves once every body of the list can be shown: at once when all are simple. */
export function sanitizerFor(bodies: string[]): Promise<void> {
  if (loaded || bodies.every(isSimpleBody)) return Promise.resolve();
  loading ??= import("./sanitize").then(
    (module) => (loaded = module),
    (error) => {
      loading = null;
      throw error;
    },
  );
  return loading.then(() => undefined);
}

export function MessageHtml({ html, className }: { html: string; className?: string }) {
  const simple = simpleBody(html);
  if (simple)
    return (
      <div className={className} data-island-root={SANITIZED_ROOT}>
        {simple}
      </div>
    );
  // Not loaded (a body shown without sanitizerFor, or the code could not come): shown as text.
  return <CleanHtml clean={loaded ? loaded.sanitizeHtml(html) : null} html={html} className={className} />;
}
