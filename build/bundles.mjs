// Islands that always appear together share one file: a page then requests one file for them
// instead of one each, and the small chunks esbuild splits out of what only they share join it.
// `<islands folder>/bundles.json` names them: {"<bundle>": ["area.island", …], …}. The build puts
// the islands of a bundle next to each other in the manifest; the first one's file
// (islands/<index>.js) exports each of them as `i<index>`, and the manifest marks the others with
// a "+" after their moment letter (build/manifest.mjs).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { IslandDefinitionError } from "./read_islands.mjs";

/** The bundles of an islands folder, {} when it has no bundles.json. */
export function readBundles(dir) {
  const path = join(dir, "bundles.json");
  if (!existsSync(path)) return {};
  const { $comment: _comment, ...bundles } = JSON.parse(readFileSync(path, "utf8"));
  return bundles;
}

/**
 * The islands in manifest order: each bundle's islands together, where its first island was, and
 * each island's `fileIndex`, the place of the island whose file holds it.
 */
export function orderByBundle(islands, bundles) {
  const bundleOf = new Map();
  const byName = new Map(islands.map((island) => [island.name, island]));
  for (const [bundle, names] of Object.entries(bundles)) {
    for (const name of names) {
      const island = byName.get(name);
      if (!island) throw new IslandDefinitionError(`bundles.json: "${bundle}" names "${name}", which no island is called`);
      if (bundleOf.has(name)) throw new IslandDefinitionError(`bundles.json: "${name}" is in "${bundleOf.get(name)}" and "${bundle}"`);
      // a bind island's file reaches no React: it cannot share a file with islands that need the runtime
      if (island.mode === "bind") throw new IslandDefinitionError(`bundles.json: "${name}" is a bind island, which keeps a file of its own`);
      bundleOf.set(name, bundle);
    }
  }
  const ordered = [];
  const placed = new Set();
  for (const island of islands) {
    if (placed.has(island.name)) continue;
    const bundle = bundleOf.get(island.name);
    const members = bundle ? islands.filter((other) => bundleOf.get(other.name) === bundle) : [island];
    const fileIndex = ordered.length;
    for (const member of members) {
      ordered.push({ ...member, fileIndex });
      placed.add(member.name);
    }
  }
  return ordered;
}
