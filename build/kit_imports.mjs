// The kit's one entry (src/kit/index.ts) resolved name by name at build time. Islands import
// everything from `src/kit`, but a barrel module shared by every island would, under code
// splitting, make each island's chunk import every module the barrel re-exports (dialogs, the
// sanitizer, floating-ui …). This plugin rewrites an island's `import { a, b } from ".../src/kit"`
// into imports from the modules that define `a` and `b`, so a page downloads only what its
// islands use. Tests and type checking read the barrel as it is.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

const EXPORT_FROM = /export\s+(type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)";/g;
const KIT_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+"([^"]*\/src\/kit(?:\/index)?)";/g;

/** name → absolute path of the module the kit takes it from (type-only names left out). */
export function kitExports(kitIndex) {
  const names = new Map();
  const source = readFileSync(kitIndex, "utf8");
  for (const [, typeOnly, list, from] of source.matchAll(EXPORT_FROM)) {
    if (typeOnly) continue;
    for (const item of list.split(",").map((s) => s.trim()).filter(Boolean)) {
      if (item.startsWith("type ")) continue;
      const [original, alias = original] = item.split(/\s+as\s+/).map((s) => s.trim());
      names.set(alias, { module: resolve(dirname(kitIndex), from), original });
    }
  }
  return names;
}

/** The island's source with its kit imports split per defining module. */
export function splitKitImports(source, names) {
  return source.replace(KIT_IMPORT, (whole, typeOnly, list) => {
    if (typeOnly) return "";
    const byModule = new Map();
    for (const item of list.split(",").map((s) => s.trim()).filter(Boolean)) {
      if (item.startsWith("type ")) continue;
      const [name, local = name] = item.split(/\s+as\s+/).map((s) => s.trim());
      const found = names.get(name);
      if (!found) throw new Error(`src/kit does not export "${name}"`);
      const specifiers = byModule.get(found.module) ?? [];
      specifiers.push(found.original === local ? local : `${found.original} as ${local}`);
      byModule.set(found.module, specifiers);
    }
    return [...byModule].map(([module, specifiers]) => `import { ${specifiers.join(", ")} } from ${JSON.stringify(module)};`).join("\n");
  });
}

export function kitImportsPlugin(root) {
  const names = kitExports(resolve(root, "src/kit/index.ts"));
  return {
    name: "kit-imports",
    setup(b) {
      b.onLoad({ filter: /[\\/]islands[\\/].*\.tsx?$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        if (!source.includes("/src/kit")) return undefined;
        return { contents: splitKitImports(source, names), loader: args.path.endsWith("x") ? "tsx" : "ts" };
      });
    },
  };
}
