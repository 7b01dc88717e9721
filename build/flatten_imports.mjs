// No chains of requests: a browser learns a module's imports only when the module arrives, so a
// file that imports a chunk that imports another costs one round trip per level. Every output file
// of pass 1 is given, after its own imports, a side-effect import of each chunk it reaches
// statically but does not name: the browser then requests them all as soon as the file arrives.
// Appended last, these imports change nothing in the order modules run: each one was already
// reached through an earlier import. Source maps stay valid (only a last line is added).
import { appendFileSync } from "node:fs";
import { dirname, relative } from "node:path";

const isStatic = (entry) => entry.kind === "import-statement";

/** Every chunk `file` reaches through static imports, direct or not (metafile outputs). */
export function staticClosure(outputs, file, seen = new Set()) {
  for (const { path } of (outputs[file]?.imports ?? []).filter(isStatic)) {
    if (seen.has(path)) continue;
    seen.add(path);
    staticClosure(outputs, path, seen);
  }
  return seen;
}

/** The chunks file reaches but does not import itself, in a stable order. */
export function missingImports(outputs, file) {
  const direct = new Set((outputs[file]?.imports ?? []).filter(isStatic).map((entry) => entry.path));
  return [...staticClosure(outputs, file)].filter((path) => path !== file && !direct.has(path)).sort();
}

/** `import"./x.js";` for each path, relative to file. */
export function importLine(file, paths) {
  return paths
    .map((path) => {
      const specifier = relative(dirname(file), path);
      return `import${JSON.stringify(specifier.startsWith(".") ? specifier : `./${specifier}`)};`;
    })
    .join("");
}

/** Appends the missing imports to every JavaScript output and records them in the metafile. */
export function flattenImports(outputs) {
  const additions = Object.keys(outputs)
    .filter((file) => file.endsWith(".js"))
    .map((file) => [file, missingImports(outputs, file)]);
  for (const [file, paths] of additions) {
    if (!paths.length) continue;
    appendFileSync(file, `${importLine(file, paths)}\n`);
    outputs[file].imports.push(...paths.map((path) => ({ path, kind: "import-statement" })));
  }
}
