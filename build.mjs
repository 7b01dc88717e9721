// Builds dist/ in two passes:
//  1. the runtime (dist/runtime/boot.js) and every island of islands/manifest.ts
//     (dist/islands/<area>/<name>.js) as entry points with code splitting: the runtime with React
//     goes to one hashed chunk, code shared by some islands only to others, in dist/chunks/;
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
const islandEntries = Object.fromEntries(islandImports.map((spec) => [`islands/${spec.slice(2)}`, `island-entry:islands/${spec.slice(2)}`]));

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

/**
 * Each island's entry also imports the runtime: everything the runtime uses is then shared by
 * every entry alike, and esbuild puts it in one chunk instead of a dozen small ones (one per
 * combination of islands using a module), so a page with islands fetches the runtime in one go.
 */
const islandEntryWithRuntime = {
  name: "island-entry-with-runtime",
  setup(b) {
    b.onResolve({ filter: /^island-entry:/ }, (args) => ({ path: args.path.slice("island-entry:".length), namespace: "island-entry" }));
    b.onLoad({ filter: /.*/, namespace: "island-entry" }, (args) => ({
      contents: `import "./src/runtime/boot";\nexport { default } from "./${args.path}";\n`,
      resolveDir: root,
      loader: "ts",
    }));
  },
};

rmSync("dist", { recursive: true, force: true });

const chunks = await build({
  ...common,
  entryPoints: { "runtime/boot": "./src/runtime/boot.ts", ...islandEntries },
  outdir: "dist",
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  plugins: [islandEntryWithRuntime],
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
const runtimeClosure = staticClosure(chunks.metafile.outputs, "dist/runtime/boot.js");
const runtimeChunks = [...runtimeClosure].map((path) => path.replace(/^dist\//, "./"));

/** Per island name: the chunks its file imports besides the runtime's, preloaded with it. */
const namesByImport = Object.fromEntries(
  [...manifest.matchAll(/name:\s*"([^"]+)"[^\n]*?import\(\s*"\.\/([^"]+)"\s*\)/g)].map((m) => [`dist/islands/${m[2]}.js`, m[1]]),
);
const islandChunks = {};
for (const [file, name] of Object.entries(namesByImport)) {
  const own = [...staticClosure(chunks.metafile.outputs, file)].filter((path) => !runtimeClosure.has(path) && path !== "dist/runtime/boot.js");
  if (own.length) islandChunks[name] = own.map((path) => path.replace(/^dist\//, "./"));
}

const loader = await build({
  ...common,
  entryPoints: { loader: "src/loader.ts" },
  outdir: "dist",
  plugins: [lazyFilesOfPassOne],
  define: { ...common.define, __RUNTIME_CHUNKS__: JSON.stringify(runtimeChunks), __ISLAND_CHUNKS__: JSON.stringify(islandChunks) },
});

const meta = {
  inputs: { ...chunks.metafile.inputs, ...loader.metafile.inputs },
  outputs: { ...chunks.metafile.outputs, ...loader.metafile.outputs },
};
writeFileSync("dist/meta.json", JSON.stringify(meta));
const files = Object.keys(meta.outputs).filter((file) => file.endsWith(".js"));
console.log(`built ${files.length} files into dist/ (${islandImports.length} islands)`);
