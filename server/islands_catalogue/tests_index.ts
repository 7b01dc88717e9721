// Which tests exercise an island, found in the test files themselves: an end-to-end spec names the
// island files it drives in its header comment ("Islands it drives: islands/shop/cart.tsx,
// address.tsx", a bare file name meaning the folder named before it); a unit test imports the
// island's module. A spec or test that names the island's "area.name" counts too.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";

export interface IslandRef {
  name: string;
  /** the island's source file, relative to the project: islands/shop/cart.tsx */
  source: string;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(spec|test)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** The island sources a spec's header names: full paths, and bare names in the folder named before them. */
export function headerSources(text: string): string[] {
  const lines = text.split("\n");
  const end = lines.findIndex((line) => !line.startsWith("//"));
  const header = lines.slice(0, end < 0 ? lines.length : end).join(" ");
  const sources: string[] = [];
  let folder = "";
  for (const match of header.matchAll(/(islands\/[\w/]+\/)?([\w]+\.tsx?)\b/g)) {
    if (match[1]) folder = match[1];
    if (folder) sources.push(`${folder}${match[2]}`);
  }
  return sources;
}

const withoutExtension = (source: string) => source.replace(/\.tsx?$/, "");

export function testsOfIslands(root: string, islands: IslandRef[]): Map<string, { e2e: string[]; unit: string[] }> {
  const found = new Map(islands.map((island) => [island.name, { e2e: [] as string[], unit: [] as string[] }]));
  const read = (dir: string) => testFiles(join(root, dir)).map((file) => ({ file: relative(root, file), text: readFileSync(file, "utf8") }));
  for (const { file, text } of read("tests/e2e")) {
    const named = new Set(headerSources(text).map(withoutExtension));
    for (const island of islands) if (named.has(withoutExtension(island.source)) || text.includes(`"${island.name}"`)) found.get(island.name)!.e2e.push(file);
  }
  for (const { file, text } of read("tests/unit")) {
    for (const island of islands) {
      const module = withoutExtension(island.source);
      if (text.includes(`/${module}"`) || text.includes(`"${island.name}"`)) found.get(island.name)!.unit.push(file);
    }
  }
  return found;
}
