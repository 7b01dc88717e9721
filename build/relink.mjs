// A second linking pass over pass 1's output: esbuild splits code shared by different sets of
// entries into one chunk per set and cannot be told to merge them, so a page with a few islands
// fetched twenty tiny chunks. Rolldown re-links esbuild's ES modules (each output file becomes a
// module of its own) and puts the chunks build/chunk_groups.mjs chooses together in one file per
// group; every entry keeps its name (islands/<index>.js, runtime/boot.js, …), so the loader and
// the manifest do not change. Rolldown composes each file's source map with esbuild's.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { rolldown } from "rolldown";

const EMPTY_MAP = JSON.stringify({ version: 3, sources: [], names: [], mappings: "" });
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=.*\s*$/;

/** Reads pass 1's files with their maps, so the new maps still point at the sources. */
const withInputMaps = {
  name: "pass-one-maps",
  load(id) {
    if (!id.endsWith(".js")) return null;
    const code = readFileSync(id, "utf8").replace(SOURCE_MAP_COMMENT, "");
    return existsSync(`${id}.map`) ? { code, map: readFileSync(`${id}.map`, "utf8") } : code;
  },
};

/**
 * Re-links the files of `staging` in place: `entries` maps each entry's name to its file;
 * `groupOf(file)` names the group a file of pass 1 joins (null: rolldown decides). Returns
 * esbuild-style metafile outputs of the new files, whose `inputs` are the sources pass 1 put in
 * the files each new one holds.
 */
export async function relink({ staging, entries, passOneOutputs, groupOf }) {
  const next = `${staging}-relinked`;
  rmSync(next, { recursive: true, force: true });
  const bundle = await rolldown({
    input: Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, resolve(file)])),
    plugins: [withInputMaps],
    preserveEntrySignatures: "allow-extension",
    logLevel: "warn",
  });
  const { output } = await bundle.write({
    dir: next,
    format: "es",
    sourcemap: true,
    minify: true,
    comments: false,
    entryFileNames: "[name].js",
    // pass 1's names end with esbuild's hash: the new hash replaces it
    chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/-[A-Z0-9]{8}$/, "")}-[hash].js`,
    // a group holds the chunks named, not what they import (build/chunk_groups.mjs keeps the files acyclic)
    codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: (id) => groupOf(relative(process.cwd(), id)), debugName: "chunk groups" }] },
  });
  await bundle.close();
  // a file that only re-exports another (an entry whose code went to a group) gets no map
  for (const file of output) {
    const map = join(next, `${file.fileName}.map`);
    if (file.type === "chunk" && !existsSync(map)) writeFileSync(map, EMPTY_MAP);
  }
  rmSync(staging, { recursive: true });
  renameSync(next, staging);
  return metafileOutputs(output, staging, passOneOutputs);
}

function metafileOutputs(output, staging, passOneOutputs) {
  const pathOf = (fileName) => `${relative(process.cwd(), resolve(staging))}/${fileName}`;
  const outputs = {};
  for (const chunk of output) {
    if (chunk.type !== "chunk") continue;
    const inputs = {};
    const passOneFiles = chunk.moduleIds.map((id) => relative(process.cwd(), id));
    for (const id of chunk.moduleIds) {
      for (const [input, facts] of Object.entries(passOneOutputs[relative(process.cwd(), id)]?.inputs ?? {})) {
        inputs[input] = { bytesInOutput: (inputs[input]?.bytesInOutput ?? 0) + facts.bytesInOutput };
      }
    }
    outputs[pathOf(chunk.fileName)] = {
      imports: [
        ...chunk.imports.map((file) => ({ path: pathOf(file), kind: "import-statement" })),
        ...chunk.dynamicImports.map((file) => ({ path: pathOf(file), kind: "dynamic-import" })),
      ],
      exports: chunk.exports,
      inputs,
      passOneFiles,
      bytes: Buffer.byteLength(chunk.code),
      ...(chunk.isEntry ? { entryPoint: chunk.name } : {}),
    };
  }
  return outputs;
}
