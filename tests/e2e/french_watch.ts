// What the islands wrote on a page: an init script notes the page's nodes once the server's
// markup is parsed (before the loader runs), then every node added and every text attribute set
// afterwards. islandTexts() reads back the texts and text attributes that are not the server's.
import type { Page } from "@playwright/test";

export const TEXT_ATTRIBUTES = ["aria-label", "title", "placeholder", "alt"];

export async function watchIslandWrites(page: Page) {
  await page.addInitScript((attributes: string[]) => {
    const original = new WeakSet<Node>();
    const added: Node[] = [];
    const changed: Element[] = [];
    (window as any).__islandWrites = { original, added, changed, attributes };
    document.addEventListener("readystatechange", () => {
      if (document.readyState !== "interactive") return;
      const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
      while (walker.nextNode()) original.add(walker.currentNode);
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.type === "childList") added.push(...record.addedNodes);
          else if (record.type === "characterData") added.push(record.target);
          else changed.push(record.target as Element);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: attributes });
    });
  }, TEXT_ATTRIBUTES);
}

export interface IslandText {
  text: string;
  where: string;
}

/** The texts the islands wrote that are still on the page, with a short path to each. */
export async function islandTexts(page: Page): Promise<IslandText[]> {
  return page.evaluate(() => {
    const { original, added, changed, attributes } = (window as any).__islandWrites as { original: WeakSet<Node>; added: Node[]; changed: Element[]; attributes: string[] };
    const found: { text: string; where: string }[] = [];
    const where = (node: Node) => {
      const element = node instanceof Element ? node : node.parentElement;
      const parts: string[] = [];
      for (let at = element; at && parts.length < 3; at = at.parentElement) parts.unshift(at.tagName.toLowerCase() + (at.className && typeof at.className === "string" ? "." + at.className.trim().split(/\s+/).slice(0, 2).join(".") : ""));
      return parts.join(" > ");
    };
    const readAttributes = (element: Element) => {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value && value.trim()) found.push({ text: value.trim(), where: `${where(element)} [${name}]` });
      }
    };
    const seen = new Set<Node>();
    for (const root of added) {
      if (!root.isConnected) continue;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = root; node; node = walker.nextNode()) {
        if (seen.has(node) || original.has(node)) continue;
        seen.add(node);
        const parent = node.parentElement;
        if (parent && (parent.closest("script, style, template, noscript"))) continue;
        if (node.nodeType === Node.TEXT_NODE) {
          const text = node.textContent?.trim();
          if (text) found.push({ text, where: where(node) });
        } else readAttributes(node as Element);
      }
    }
    for (const element of changed) if (element.isConnected) readAttributes(element);
    return found;
  });
}

/** Scrolls the page down a screen at a time, two frames each, so islands mounted when visible start; then back up. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}
