// Builds dist/ in two passes:
//  1. the runtime (dist/runtime/boot.js) and every island of islands/manifest.ts
//     (dist/islands/<area>/<name>.js) as entry points with code splitting: React and shared code
//     go to hashed chunks in dist/chunks/;
//  2. dist/loader.js, the one stable file a page includes, on its own: its lazy imports of islands
//     and of the runtime point at the files of pass 1, so it shares no chunk with them and a page
//     without markers downloads loader.js only.
// Both passes are minified with source maps; dist/meta.json merges their metafiles (read by the bench).
import { build } from "esbuild";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";

const root = resolve(".");
const manifest = readFileSync("islands/manifest.ts", "utf8");
const islandImports = [...manifest.matchAll(/import\(\s*"(\.\/[^"]+)"\s*\)/g)].map((m) => m[1]);
const islandEntries = Object.fromEntries(islandImports.map((spec) => [`islands/${spec.slice(2)}`, `./islands/${spec.slice(2)}`]));

const common = {
  bundle: true,
  format: "esm",
  target: ["es2022"],
  minify: true,
  sourcemap: true,
  metafile: true,
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  logLevel: "warning",
};

rmSync("dist", { recursive: true, force: true });

const chunks = await build({
  ...common,
  entryPoints: { "runtime/boot": "./src/runtime/boot.ts", ...islandEntries },
  outdir: "dist",
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
});

/** The loader's dynamic imports become imports of pass 1's files, relative to dist/loader.js. */
const lazyFilesOfPassOne = {
  name: "lazy-files-of-pass-one",
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind !== "dynamic-import") return undefined;
      const target = relative(root, resolve(dirname(args.importer), args.path)).replace(/\.tsx?$/, "");
      if (target === "src/runtime/boot") return { path: "./runtime/boot.js", external: true };
      if (target.startsWith("islands/")) return { path: `./${target}.js`, external: true };
      return undefined;
    });
  },
};

/** Every chunk the runtime imports, directly or not: the loader preloads them all at once. */
function staticClosure(outputs, file, seen = new Set()) {
  for (const { path, kind } of outputs[file]?.imports ?? []) {
    if (kind !== "import-statement" || seen.has(path)) continue;
    seen.add(path);
    staticClosure(outputs, path, seen);
  }
  return seen;
}
const runtimeChunks = [...staticClosure(chunks.metafile.outputs, "dist/runtime/boot.js")].map((path) => path.replace(/^dist\//, "./"));

const loader = await build({
  ...common,
  entryPoints: { loader: "src/loader.ts" },
  outdir: "dist",
  plugins: [lazyFilesOfPassOne],
  define: { ...common.define, __RUNTIME_CHUNKS__: JSON.stringify(runtimeChunks) },
});

const meta = {
  inputs: { ...chunks.metafile.inputs, ...loader.metafile.inputs },
  outputs: { ...chunks.metafile.outputs, ...loader.metafile.outputs },
};
writeFileSync("dist/meta.json", JSON.stringify(meta));
const files = Object.keys(meta.outputs).filter((file) => file.endsWith(".js"));
console.log(`built ${files.length} files into dist/ (${islandImports.length} islands)`);
