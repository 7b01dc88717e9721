// The loader's manifest: only what scanning a page needs, as one compact string decoded by
// src/loader/manifest.ts: a line per island, `<moment letter><selector>`. An island's file is
// derived from its line number (islands/<index>.js); its name, which only the generic
// `data-island="name"` marker needs, is in islands/names.js, fetched when a page has such a marker.
// Names, chunk paths and services stay out of loader.js, so 150 islands keep it within budget.
export const MOMENT_LETTERS = { load: "l", idle: "i", visible: "v", interaction: "n" };

export function encodeManifest(islands) {
  return islands
    .map(({ name, selector, moment }) => {
      if (/\n/.test(selector)) throw new Error(`island "${name}": a selector cannot hold a newline`);
      return `${MOMENT_LETTERS[moment]}${selector}`;
    })
    .join("\n");
}

/** islands/names.js: the islands' names, in manifest order. */
export const namesModule = (islands) => `export default ${JSON.stringify(islands.map((island) => island.name))};\n`;
