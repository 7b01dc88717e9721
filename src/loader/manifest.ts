// The islands the loader knows, decoded from the string build.mjs generates from the islands'
// own definitions (build/manifest.mjs describes the format): each island's selector and moment
// (its letter in upper case for a bind island; "@" when only a signed-in visitor gets it); its file is derived from its place in the list
// (or from the first island of its bundle, build/bundles.mjs),
// its name is fetched only for generic markers.
import type { ManifestEntry, Moment } from "../runtime/island";

declare const __MANIFEST__: string | undefined;
declare const __VERSION_DIR__: string | undefined;

/** The build's version folder (./v/<hash>/), where every file but loader.js lives. */
export const VERSION_DIR = typeof __VERSION_DIR__ === "string" ? __VERSION_DIR__ : "./";

const MOMENTS: Record<string, Moment> = { l: "load", i: "idle", v: "visible", n: "interaction" };

/** import() of a computed path: left as it is by esbuild, resolved by the browser next to loader.js. */
const importNextToLoader = (path: string) => import(/* @vite-ignore */ new URL(path, import.meta.url).href);

export function decodeManifest(text: string): ManifestEntry[] {
  let file = 0;
  return text
    ? text.split("\n").map((line, index) => {
        // "+": the island's code is in the file of the island before it (its bundle's file)
        const shared = line[1] === "+";
        const first = shared ? file : (file = index);
        const signedIn = line[shared ? 2 : 1] === "@";
        const rest = line.slice(1 + +shared + +signedIn);
        return {
          index,
          keys: rest.split("`").filter((_, i) => i % 2),
          selector: rest.replaceAll("`", ""),
          moment: MOMENTS[line[0].toLowerCase()],
          bind: line[0] < "a",
          signedIn: signedIn || undefined,
          load: () => importNextToLoader(`${VERSION_DIR}islands/${first}.js`),
        };
      })
    : [];
}

export const manifest: ManifestEntry[] = decodeManifest(typeof __MANIFEST__ === "string" ? __MANIFEST__ : "");

let names: Promise<string[]> | null = null;
/** The islands' names in manifest order (islands/names.js), fetched once, when a generic marker needs them. */
export const islandNames = (): Promise<string[]> => (names ??= importNextToLoader(`${VERSION_DIR}islands/names.js`).then((module) => module.default));
