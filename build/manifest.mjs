// The loader's manifest: only what scanning a page needs, as one compact string decoded by
// src/loader/manifest.ts: a line per island, `<moment letter><selector>` with its scan keys marked
// in place between backticks (`.a `.b`` keys `.b`); the letter is upper case for a bind island,
// which the loader mounts without the runtime chunk, and followed by "+" for an island that shares
// the file of the island before it (build/bundles.mjs), then by "@" for an island only a
// signed-in visitor gets (`signedIn: true`: the loader does not fetch it for anyone else). An island's file is derived from its line
// number (islands/<index>.js, or the first line of its bundle's); its name, which only the generic `data-island="name"` marker needs, is in islands/names.js, fetched when a page has such a marker.
// Names, chunk paths and services stay out of loader.js, so 150 islands keep it within budget.
import { parse as parseSelector } from "css-what";

export const MOMENT_LETTERS = { load: "l", idle: "i", visible: "v", interaction: "n" };

const COMBINATORS = new Set(["descendant", "child", "sibling", "adjacent", "parent", "column-combinator"]);
const PLAIN_NAME = /^[A-Za-z_][\w-]*$/;

/** The key of one complex selector: an id or else a class its element itself must carry. */
function keyOf(tokens) {
  let start = tokens.length;
  while (start > 0 && !COMBINATORS.has(tokens[start - 1].type)) start--;
  const own = tokens.slice(start).filter((t) => t.type === "attribute" && PLAIN_NAME.test(t.value));
  const id = own.find((t) => t.name === "id" && t.action === "equals");
  const className = own.find((t) => t.name === "class" && t.action === "element");
  return id ? `#${id.value}` : className ? `.${className.value}` : null;
}

/**
 * Scan keys: one single-class or single-id selector per part of the selector list, so the loader
 * finds candidates with a few fast single-key queries and tests the full selector on them only.
 * Empty when some part has no such key (the loader then queries the full selector).
 */
export function scanKeys(selector) {
  const keys = parseSelector(selector).map(keyOf);
  return keys.includes(null) ? [] : [...new Set(keys)];
}

/** The selector with each key marked between backticks where it is written (none when one is not written as such). */
export function markKeys(selector) {
  const keys = scanKeys(selector);
  let marked = selector;
  for (const key of keys) {
    const at = marked.search(new RegExp(`${key.replace(/[.#]/, "\\$&")}(?![\\w-])`));
    if (at < 0 || marked.slice(0, at).split("`").length % 2 === 0) return selector;
    marked = `${marked.slice(0, at)}\`${key}\`${marked.slice(at + key.length)}`;
  }
  return marked;
}

export function encodeManifest(islands) {
  return islands
    .map(({ name, selector, moment, mode, fileIndex, signedIn }, index) => {
      if (/[\n`]/.test(selector)) throw new Error(`island "${name}": a selector cannot hold a newline or a backtick`);
      const letter = MOMENT_LETTERS[moment];
      const shared = fileIndex !== undefined && fileIndex !== index ? "+" : "";
      return `${mode === "bind" ? letter.toUpperCase() : letter}${shared}${signedIn ? "@" : ""}${markKeys(selector)}`;
    })
    .join("\n");
}

/** islands/names.js: the islands' names, in manifest order. */
export const namesModule = (islands) => `export default ${JSON.stringify(islands.map((island) => island.name))};\n`;
