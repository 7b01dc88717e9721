// Builds dist/ in two passes:
//  1. the runtime (runtime/boot.js), every island found under islands/ (islands/<n>.js) and every
//     service of src/services (services/<name>.js) as entry points with code splitting: the runtime
//     with React goes to one hashed chunk, code shared by some islands or services only to others,
//     in chunks/. A second linking pass (build/relink.mjs, rolldown) then merges the small chunks that
//     entries load together into fewer files (build/chunk_groups.mjs). All of it goes to a version folder, dist/v/<hash of its content>/, which never
//     changes once written: a site caches it forever (build/versions.mjs);
//  2. dist/loader.js, the one stable file a page includes, on its own, with the manifest generated
//     from the islands' own definitions (build/read_islands.mjs) and the version folder's name: it
//     shares no chunk with pass 1, so a page without markers downloads loader.js only. A copy,
//     dist/loader-<hash>.js, stays with its version: copying it over loader.js rolls a site back.
// Every file a page may fetch gets .br and .gz siblings (build/compress.mjs); each output file imports
// every chunk it reaches, so the browser requests them together (build/flatten_imports.mjs).
// dist/islands.json describes the build for integrators and tools (build/islands_json.mjs).
// Both passes are minified with source maps; <outdir>/meta.json merges their metafiles (read by the
// bench). `node build.mjs --islands DIR --outdir DIR` builds another set of islands (the bench's
// stress set) as a product of its own; `node build.mjs --site DIR --outdir DIR` builds a site's own
// islands against this build's kit (build/site_build.mjs). A build whose inputs and
// dist/ are as the last one left them stops at once (build/up_to_date.mjs; `--force` builds anyway).
import { build } from "esbuild";
import { readFileSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { encodeManifest, namesModule } from "./build/manifest.mjs";
import { minifyAgain } from "./build/second_minify.mjs";
import { flattenImports, staticClosure } from "./build/flatten_imports.mjs";
import { relink } from "./build/relink.mjs";
import { chunkGroups, entryInItsLargestChunk } from "./build/chunk_groups.mjs";
import { compressAhead, compressFiles, filesToCompress, pruneCompressCache } from "./build/compress.mjs";
import { upToDate, writeStamp } from "./build/up_to_date.mjs";
import { IslandDefinitionError, readIslands } from "./build/read_islands.mjs";
import { orderByBundle, readBundles } from "./build/bundles.mjs";
import { readServices, withDependencies } from "./build/read_services.mjs";
import { islandsJson, startExtraFacts } from "./build/islands_json.mjs";
import { kitImportsPlugin } from "./build/kit_imports.mjs";
import { buildStylesheets } from "./build/stylesheets.mjs";
import { clearOutdir, contentHash, keepLoaderCopy, pruneVersions, publishVersion, STAGING } from "./build/versions.mjs";

const { values: args } = parseArgs({
  options: {
    islands: { type: "string", default: "islands" },
    outdir: { type: "string", default: "dist" },
    force: { type: "boolean", default: false },
    site: { type: "string" },
    product: { type: "string", default: "dist" },
    "product-url": { type: "string", default: "/dist/" },
  },
});
const root = resolve(".");
if (args.site) {
  const { buildSite } = await import("./build/site_build.mjs");
  const site = await buildSite({ root, folder: args.site, outdir: args.outdir, productDir: args.product, productUrl: args["product-url"] });
  console.log(`built ${site.islands.length} site islands into ${args.outdir}/v/${site.hash}/ and ${args.outdir}/site-islands.js, against ${site.kitUrl}`);
  process.exit(0);
}
const outdir = args.outdir;
const stamped = { root, islandsDir: args.islands, outdir, options: { islands: args.islands } };
if (!args.force && upToDate(stamped)) {
  console.log(`${outdir}/ is up to date (nothing it is built from changed; --force to build anyway)`);
  process.exit(0);
}

let islands;
try {
  islands = orderByBundle(readIslands(args.islands, root), readBundles(args.islands));
} catch (error) {
  if (!(error instanceof IslandDefinitionError)) throw error;
  console.error(`build failed: ${error.message}`);
  process.exit(1);
}
const services = readServices("src/services");
for (const island of islands) {
  const unknown = island.services.filter((name) => !(name in services));
  if (unknown.length) {
    console.error(`build failed: ${island.file}: unknown service(s) ${unknown.join(", ")} in "services"`);
    process.exit(1);
  }
}

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
 * Entries are small generated modules. Each also imports the runtime: everything the runtime uses
 * is then shared by every entry alike, and esbuild puts it in one chunk instead of a dozen small
 * ones (one per combination of entries using a module), so a page fetches the runtime in one go.
 * An island's entry also exports the services it declares (and the services they depend on), so
 * that their code arrives with the island's, ready to start before it renders.
 * A bind island's entry does not import the runtime: its chunk reaches no React (docs/architecture.md).
 */
const entrySources = {};
const generatedEntries = {
  name: "generated-entries",
  setup(b) {
    b.onResolve({ filter: /^entry:/ }, (args) => ({ path: args.path.slice("entry:".length), namespace: "entry" }));
    b.onLoad({ filter: /.*/, namespace: "entry" }, (args) => ({ contents: entrySources[args.path], resolveDir: root, loader: "ts" }));
  },
};
const RUNTIME_IMPORT = `import "./src/runtime/boot";\n`;
const islandEntries = {};
/** A bind island's entry imports no runtime (so no React): it exports the mount the loader calls instead. */
const BIND_MOUNT_EXPORT = `export { mountBindIsland as mount } from "./src/kit/bind_mount";\n`;
/**
 * The definitions of an island's services (and of those they depend on), exported as `services`:
 * the runtime starts them from there (src/runtime/lazy_services.ts) instead of requesting
 * services/<name>.js, a file of a few bytes that only re-exports code the island's file brought.
 */
function servicesExport(names) {
  const wanted = withDependencies(names, services);
  const imports = wanted.map((name, i) => `import { ${services[name].exportName} as s${i} } from "./${services[name].file}";\n`);
  return `${imports.join("")}export const services = { ${wanted.map((name, i) => `${JSON.stringify(name)}: s${i}`).join(", ")} };\n`;
}
const sourceOf = (island) => JSON.stringify(`./${relative(root, resolve(island.file))}`);
islands.forEach((island, index) => {
  if (island.fileIndex !== index) return;
  const bundle = islands.filter((other) => other.fileIndex === index);
  const own = bundle.length > 1
    ? bundle.map((member) => `export { default as i${islands.indexOf(member)} } from ${sourceOf(member)};\n`).join("")
    : `export { default } from ${sourceOf(island)};\n`;
  const services = [...new Set(bundle.flatMap((member) => member.services))];
  entrySources[`island/${index}`] = island.mode === "bind" ? `${BIND_MOUNT_EXPORT}${own}` : `${RUNTIME_IMPORT}${servicesExport(services)}${own}`;
  islandEntries[`islands/${index}`] = `entry:island/${index}`;
});
const serviceEntries = {};
for (const [name, service] of Object.entries(services)) {
  entrySources[`service/${name}`] = `${RUNTIME_IMPORT}export { ${service.exportName} as default } from "./${service.file}";\n`;
  serviceEntries[`services/${name}`] = `entry:service/${name}`;
}

/**
 * The modules islands import on demand (`import("./part")`) are entries too, and esbuild splits
 * shared code by the set of entries that reach it: a part that reaches React and a few runtime
 * modules, but not the runtime itself, cut React and the runtime into several small chunks (each
 * gzipped apart, on every page). Each such import goes through a module that also imports the
 * runtime, like the generated entries: the part loads after the runtime anyway.
 */
const lazyPartsWithRuntime = {
  name: "lazy-parts-with-runtime",
  setup(b) {
    b.onResolve({ filter: /^\./ }, async (args) => {
      if (args.kind !== "dynamic-import" || args.namespace === "lazy-part" || args.importer.includes("node_modules")) return undefined;
      const resolved = await b.resolve(args.path, { kind: "import-statement", importer: args.importer, resolveDir: args.resolveDir });
      return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path, namespace: "lazy-part" };
    });
    b.onLoad({ filter: /.*/, namespace: "lazy-part" }, (args) => {
      const target = JSON.stringify(args.path);
      const hasDefault = /\bexport\s+default\b|\bas\s+default\b/.test(readFileSync(args.path, "utf8"));
      return { contents: `${RUNTIME_IMPORT}export * from ${target};\n${hasDefault ? `export { default } from ${target};\n` : ""}`, resolveDir: root, loader: "ts" };
    });
  },
};

const extraFacts = startExtraFacts(args.islands, root);
extraFacts.catch(() => undefined);
clearOutdir(outdir);
const staging = join(outdir, STAGING);

const passOneEntries = { "runtime/boot": "./src/runtime/boot.ts", site_kit: "./src/site_kit.ts", ...islandEntries, ...serviceEntries };
const passOne = await build({
  ...common,
  entryPoints: passOneEntries,
  outdir: staging,
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  plugins: [generatedEntries, lazyPartsWithRuntime, kitImportsPlugin(root)],
  define: { ...common.define, __SERVICE_NAMES__: JSON.stringify(Object.keys(services).join(",")) },
});


const stagingPrefix = `${relative(root, resolve(staging))}/`;
const chunks = {
  metafile: {
    inputs: passOne.metafile.inputs,
    outputs: await relink({
      staging,
      entries: Object.fromEntries(Object.keys(passOneEntries).map((name) => [name, `${stagingPrefix}${name}.js`])),
      passOneOutputs: passOne.metafile.outputs,
      groupOf: entryInItsLargestChunk(passOne.metafile.outputs, `${stagingPrefix}runtime/boot.js`, chunkGroups(passOne.metafile.outputs, { exact: [`${stagingPrefix}runtime/boot.js`] })),
    }),
  },
};
const runtimeClosure = [`${stagingPrefix}runtime/boot.js`, ...staticClosure(chunks.metafile.outputs, `${stagingPrefix}runtime/boot.js`)];
/** A service whose code the runtime chunk holds starts with it; every other one loads on first use. */
const runtimeInputs = new Set(runtimeClosure.flatMap((path) => Object.keys(chunks.metafile.outputs[path].inputs)));
const isLazy = (name) => !runtimeInputs.has(services[name].file);
writeFileSync(join(staging, "islands/names.js"), namesModule(islands));
// The PDF viewer's worker (pdfjs-dist), a file of its own: the viewer's on-demand chunk starts it by URL.
await build({ ...common, entryPoints: { "vendor/pdf.worker": "pdfjs-dist/build/pdf.worker.min.mjs" }, outdir: staging, sourcemap: false, metafile: false });
compressAhead([join(staging, "vendor/pdf.worker.js")]);
// The chunks each file reaches are imported before the second pass, so that a file is final, and compressed, as soon as that pass is done with it.
flattenImports(chunks.metafile.outputs);
await minifyAgain(Object.keys(chunks.metafile.outputs).filter((file) => file.endsWith(".js")), {
  written: (file) => compressAhead([file, `${file}.map`]),
});

const hash = contentHash(staging);
const versionDir = publishVersion(outdir, hash);
// Compressed while the loader builds: most files come from the cache (build/compress.mjs).
const compressingVersion = compressFiles(filesToCompress(join(outdir, versionDir)));
const outPrefix = `${relative(root, resolve(outdir))}/`;
const versionPrefix = `./${versionDir}/`;
const inVersion = (path) => `${outPrefix}${versionDir}/${path.slice(stagingPrefix.length)}`;
const runtimeChunks = runtimeClosure.slice(1).map((path) => `${versionPrefix}${path.slice(stagingPrefix.length)}`);

/** The loader's import of the runtime becomes an import of pass 1's file, relative to loader.js. */
const runtimeOfPassOne = {
  name: "runtime-of-pass-one",
  setup(b) {
    b.onResolve({ filter: /runtime\/boot$/ }, (args) => (args.kind === "dynamic-import" ? { path: `${versionPrefix}runtime/boot.js`, external: true } : undefined));
  },
};

const loader = await build({
  ...common,
  entryPoints: { loader: "src/loader.ts" },
  outdir,
  plugins: [runtimeOfPassOne],
  define: {
    ...common.define,
    __RUNTIME_CHUNKS__: JSON.stringify(runtimeChunks),
    __MANIFEST__: JSON.stringify(encodeManifest(islands)),
    __VERSION_DIR__: JSON.stringify(versionPrefix),
  },
});
await minifyAgain(Object.keys(loader.metafile.outputs).filter((file) => file.endsWith(".js")));
keepLoaderCopy(outdir, hash);
await compressingVersion;
await compressFiles(["loader.js", "loader.js.map", `loader-${hash}.js`, `loader-${hash}.js.map`].map((file) => join(outdir, file)));
await compressFiles(await buildStylesheets(root, outdir));

const chunkOutputs = Object.fromEntries(Object.entries(chunks.metafile.outputs).map(([path, output]) => [inVersion(path), { ...output, imports: output.imports.map((i) => ({ ...i, path: i.path.startsWith(stagingPrefix) ? inVersion(i.path) : i.path })) }]));
const meta = {
  inputs: { ...chunks.metafile.inputs, ...loader.metafile.inputs },
  outputs: { ...chunkOutputs, ...loader.metafile.outputs },
};
writeFileSync(join(outdir, "meta.json"), JSON.stringify(meta));
writeFileSync(join(outdir, "islands.json"), JSON.stringify(islandsJson({ islands, extra: await extraFacts, outdir, versionDir, hash }), null, 2));
pruneVersions(outdir, hash);
pruneCompressCache();
writeStamp(stamped);
const files = Object.keys(meta.outputs).filter((file) => file.endsWith(".js"));
console.log(`built ${files.length} files into ${outdir}/${versionDir}/ and ${outdir}/loader.js (${islands.length} islands; services loaded on first use: ${Object.keys(services).filter(isLazy).join(", ")})`);
