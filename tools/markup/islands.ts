// The islands of a folder, as the build finds them (build/read_islands.mjs), each with its loaded
// definition: the markup checker runs their own props and selectors.
import { resolve } from "node:path";
import { readIslands, type IslandFacts } from "../../build/read_islands.mjs";
import type { AnyIslandDefinition } from "../../src/runtime/island";

export interface LoadedIsland {
  facts: IslandFacts;
  definition: AnyIslandDefinition;
}

export async function loadIslands(dir = "islands", root = process.cwd()): Promise<LoadedIsland[]> {
  const found = readIslands(dir, root);
  return Promise.all(
    found.map(async (facts) => ({ facts, definition: (await import(resolve(root, facts.file))).default as AnyIslandDefinition })),
  );
}
