import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseAst } from "rolldown/parseAst";
import { messageConstants } from "./untranslated_texts";

/** Every island component source (islands/**\/*.tsx), as [path, text]. */
export function islandSources(root = "islands"): [string, string][] {
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((name) => name.endsWith(".tsx"))
    .sort()
    .map((name) => [join(root, name), readFileSync(join(root, name), "utf8")]);
}

/** The message constants a source imports from its sibling modules, by the name it uses them under. */
export function importedMessages(file: string, source: string): Map<string, string> {
  const found = new Map<string, string>();
  const ast = parseAst(source, { lang: "tsx" }, file);
  for (const statement of ast.body) {
    if (statement.type !== "ImportDeclaration" || !String(statement.source.value).startsWith(".")) continue;
    const base = join(dirname(file), String(statement.source.value));
    const target = [".ts", ".tsx", "/index.ts"].map((ext) => base + ext).find(existsSync);
    if (!target) continue;
    const constants = messageConstants(parseAst(readFileSync(target, "utf8"), { lang: target.endsWith(".tsx") ? "tsx" : "ts" }, target));
    for (const specifier of statement.specifiers) {
      if (specifier.type === "ImportNamespaceSpecifier") for (const [name, text] of constants) found.set(`${specifier.local.name}.${name}`, text);
      else if (specifier.type === "ImportSpecifier" && specifier.imported.type === "Identifier" && constants.has(specifier.imported.name)) found.set(specifier.local.name, constants.get(specifier.imported.name)!);
    }
  }
  return found;
}
