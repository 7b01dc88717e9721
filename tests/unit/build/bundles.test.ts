import { describe, expect, it } from "vitest";
import { orderByBundle, readBundles } from "../../../build/bundles.mjs";
import { encodeManifest } from "../../../build/manifest.mjs";
import type { IslandFacts } from "../../../build/read_islands.mjs";
import { decodeManifest } from "../../../src/loader/manifest";

const island = (name: string, mode: IslandFacts["mode"] = "enhance"): IslandFacts => ({ name, selector: `.o_${name.replace(".", "_")}`, moment: "load", mode, services: [], needs: [], file: `islands/${name}.tsx` });
const ISLANDS = [island("blog.post"), island("website.header_menus"), island("website.carousel"), island("website.lang_switch"), island("website.form", "bind")];

describe("islands that share a file (bundles.json)", () => {
  it("puts a bundle's islands next to each other where its first one was, each knowing the island whose file holds it", () => {
    const ordered = orderByBundle(ISLANDS, { "website.header": ["website.lang_switch", "website.header_menus"] });
    expect(ordered.map(({ name, fileIndex }) => [name, fileIndex])).toEqual([
      ["blog.post", 0],
      ["website.header_menus", 1],
      ["website.lang_switch", 1],
      ["website.carousel", 3],
      ["website.form", 4],
    ]);
  });

  it("marks the islands of the manifest that load another island's file, and the loader reads each island's file from it", async () => {
    const ordered = orderByBundle(ISLANDS, { "website.header": ["website.header_menus", "website.lang_switch", "website.carousel"] });
    const encoded = encodeManifest(ordered);
    expect(encoded.split("\n").map((line) => line.slice(0, 2))).toEqual(["l`", "l`", "l+", "l+", "L`"]);
    const decoded = decodeManifest(encoded);
    expect(decoded.map(({ selector }) => selector)).toEqual(ordered.map(({ selector }) => selector));
    expect(decoded.map(({ keys }) => keys)).toEqual(ordered.map(({ selector }) => [selector]));
    const requested: string[] = [];
    // The loader imports `islands/<file>.js` next to itself: which file each entry asks for.
    for (const entry of decoded) await entry.load().catch((error: Error) => requested.push(/islands\/\d+\.js/.exec(error.message)?.[0] ?? error.message));
    expect(requested).toEqual(["islands/0.js", "islands/1.js", "islands/1.js", "islands/1.js", "islands/4.js"]);
  });

  it("refuses a bundle naming an unknown island, an island in two bundles, or a bind island", () => {
    expect(() => orderByBundle(ISLANDS, { a: ["website.nothing"] })).toThrow('bundles.json: "a" names "website.nothing", which no island is called');
    expect(() => orderByBundle(ISLANDS, { a: ["blog.post"], b: ["blog.post"] })).toThrow('"blog.post" is in "a" and "b"');
    expect(() => orderByBundle(ISLANDS, { a: ["blog.post", "website.form"] })).toThrow('"website.form" is a bind island');
  });

  it("reads no bundle from a folder without bundles.json, and the product's bundles name islands of its folder", () => {
    expect(readBundles("src")).toEqual({});
    const bundles = readBundles("islands");
    expect(Object.keys(bundles)).toContain("website.header");
    expect(bundles).not.toHaveProperty("$comment");
  });
});
