// Finding island markers fast on a large page. One query of every selector joined costs the
// browser (elements × selectors); instead each island's scan keys (a class or id its element
// must carry, marked by the build) are queried one by one, which browsers answer from their
// class and id indexes, and only the few islands without keys share one joined query. Each
// candidate is then tested against the selectors of the islands that found it.
import type { ManifestEntry } from "../runtime/island";

export type Candidates = Array<[Element, ManifestEntry[]]>;

export function createScanner(manifest: ManifestEntry[], extraSelector: string) {
  const unkeyed = manifest.filter((entry) => !entry.keys.length);
  const groups = new Map([[[extraSelector, ...unkeyed.map((entry) => entry.selector)].join(), unkeyed]]);
  for (const entry of manifest) for (const key of entry.keys) groups.set(key, [...(groups.get(key) ?? []), entry]);

  /** Elements of root (root included) that may host an island, in document order, with the islands to test on each. */
  return (root: ParentNode): Candidates => {
    const found = new Map<Element, ManifestEntry[]>();
    groups.forEach((entries, selector) => {
      const elements = [...root.querySelectorAll(selector)];
      if (root instanceof Element && root.matches(selector)) elements.push(root);
      for (const el of elements) found.set(el, [...(found.get(el) ?? []), ...entries]);
    });
    return [...found]
      .sort(([a], [b]) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      .map(([el, entries]) => [el, [...new Set(entries)].sort((a, b) => a.index - b.index)]);
  };
}
