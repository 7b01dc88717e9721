// Run by build.mjs (node --import tsx): prints, as JSON, what the build cannot read from the
// island files' text: each island's mode, edit-mode behaviour and the attributes its props read.
// The attributes are found by running its props on an empty host and on every element of the
// fixture pages it matches, so conditional reads seen in fixtures are listed too.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { installDomGlobals } from "./dom_globals";
import { loadIslands } from "./islands";
import { readPropsOf } from "./read_props";
import type { AttrSchema } from "../../src/kit/markup";

export interface IslandExtraFacts {
  mode: string;
  editMode: string;
  attributes: { name: string; kind: string }[];
  /** the children of the island's markup contract, with the attributes it reads on each */
  children: { key: string; selector: string; optional: boolean; attributes: { name: string; kind: string }[] }[];
}

function fixtureDocuments(dir: string): Document[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => new JSDOM(readFileSync(join(entry.parentPath ?? entry.path, entry.name), "utf8")).window.document);
}

installDomGlobals();
const [islandsDir = "islands", fixturesDir = "fixtures/pages"] = process.argv.slice(2);
const islands = await loadIslands(islandsDir);
const documents = fixtureDocuments(fixturesDir);
const blank = documents[0] ?? new JSDOM("").window.document;
const facts: Record<string, IslandExtraFacts> = {};
for (const { definition } of islands) {
  const hosts = [blank.createElement("div"), ...documents.flatMap((doc) => [...doc.querySelectorAll(definition.selector)])];
  const attributes = new Map<string, string>();
  for (const host of hosts) for (const read of readPropsOf(definition, host).reads) if (!attributes.has(read.name)) attributes.set(read.name, read.kind);
  const children = Object.entries(definition.markup?.children ?? {}).map(([key, spec]) => ({
    key,
    selector: spec.selector,
    optional: spec.optional,
    attributes: Object.values(spec.attributes as AttrSchema).map((attribute) => ({ name: attribute.name, kind: attribute.kind })),
  }));
  facts[definition.name] = { mode: definition.mode, editMode: definition.editMode ?? "off", attributes: [...attributes].map(([name, kind]) => ({ name, kind })), children };
}
process.stdout.write(JSON.stringify(facts));
