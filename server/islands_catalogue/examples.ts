// Where each island appears in the fixture pages (the pages a real server's markup is copied
// into): the pages to open, and the first host's markup as a live example for the sandbox.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { FIXTURE_PAGES } from "../../fixtures/page_list";

/** Examples longer than this are whole page parts, not blocks: the fixture page link shows them. */
export const EXAMPLE_MAX_CHARS = 6000;
const WHOLE_PAGE = new Set(["HTML", "BODY", "MAIN"]);

export interface IslandExamples {
  pages: string[];
  example: string | null;
}

/**
 * The smallest piece of markup around a host that still starts the island on its own: the host,
 * or an ancestor when the selector needs one (".s_website_form form" needs the section).
 */
function exampleOf(host: Element, selector: string): string | null {
  for (let candidate: Element | null = host; candidate && !WHOLE_PAGE.has(candidate.tagName) && candidate.id !== "wrapwrap"; candidate = candidate.parentElement) {
    if (candidate.outerHTML.length > EXAMPLE_MAX_CHARS) return null;
    const alone = candidate.ownerDocument.createElement("div");
    alone.append(candidate.cloneNode(true));
    if (alone.querySelector(selector)) return candidate.outerHTML;
  }
  return null;
}

/** The template's placeholders and slots, which a rendered page fills, left out of examples. */
const withoutPlaceholders = (html: string) => html.replace(/\{\{[\w.]+\}\}|<!--slot:[\w.]+-->/g, "");

export function examplesOf(root: string, selectors: Map<string, string>): Map<string, IslandExamples> {
  const result = new Map([...selectors.keys()].map((name) => [name, { pages: [] as string[], example: null as string | null }]));
  const visited = new Map<string, Document>();
  for (const page of FIXTURE_PAGES) {
    if (!page.sessions.length) continue;
    const document = visited.get(page.file) ?? new JSDOM(withoutPlaceholders(readFileSync(join(root, "fixtures/pages", page.file), "utf8"))).window.document;
    visited.set(page.file, document);
    for (const [name, selector] of selectors) {
      let hosts: Element[];
      try {
        hosts = [...document.querySelectorAll(selector)];
      } catch {
        continue;
      }
      if (!hosts.length) continue;
      const entry = result.get(name)!;
      if (!entry.pages.includes(page.path)) entry.pages.push(page.path);
      for (const host of hosts) entry.example ??= exampleOf(host, selector);
    }
  }
  return result;
}
