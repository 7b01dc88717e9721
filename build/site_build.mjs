// A site's own islands, kept in the site's own repository, built against the product's kit:
// `node build.mjs --site <folder> --outdir <dist-site> [--product dist] [--product-url /dist/]`.
// Their imports of the kit (`website-islands/kit`, or a path to src/kit), react, react-dom and
// react/jsx-runtime become imports of the product build's site_kit.js, so they share its runtime.
// The output is a version folder of its own (<outdir>/v/<hash>/islands/<n>.js) and one stable
// script, <outdir>/site-islands.js, that hands the loader the site's islands
// (`window.islands.add`); a page includes it after the product's loader.js.
import { build } from "esbuild";
import { createRequire } from "node:module";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { contentHash } from "./versions.mjs";
import { readIslands } from "./read_islands.mjs";

const require = createRequire(import.meta.url);
const SHARED = { react: "React", "react-dom": "ReactDOM", "react/jsx-runtime": "JSXRuntime" };

/** The product's site_kit.js, by URL, from the product build's islands.json. */
function productVersion(productDir) {
  const { version } = JSON.parse(readFileSync(join(productDir, "islands.json"), "utf8"));
  if (!version) throw new Error(`${productDir}/islands.json names no version: build the product first (node build.mjs)`);
  return version;
}

function againstProduct(kitUrl, root) {
  const kitDir = resolve(root, "src/kit");
  return {
    name: "against-product",
    setup(b) {
      b.onResolve({ filter: /^website-islands\/kit$/ }, () => ({ path: kitUrl, external: true }));
      b.onResolve({ filter: /^\// }, (args) => (args.path === kitUrl ? { path: kitUrl, external: true } : undefined));
      b.onResolve({ filter: /src\/kit(\/index(\.ts)?)?$/ }, (args) => (resolve(args.resolveDir, args.path).replace(/\/index(\.ts)?$/, "") === kitDir ? { path: kitUrl, external: true } : undefined));
      b.onResolve({ filter: /^react(-dom)?(\/jsx-runtime)?$/ }, (args) => (args.path in SHARED ? { path: args.path, namespace: "shared" } : undefined));
      b.onLoad({ filter: /.*/, namespace: "shared" }, (args) => {
        const names = Object.keys(require(args.path)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== "default");
        const binding = SHARED[args.path];
        return { contents: `import { ${binding} } from ${JSON.stringify(kitUrl)};\nexport default ${binding};\nexport const { ${names.join(", ")} } = ${binding};\n`, loader: "js" };
      });
    },
  };
}

export async function buildSite({ root, folder, outdir, productDir = "dist", productUrl = "/dist/" }) {
  const islands = readIslands(folder, root);
  const product = productVersion(resolve(root, productDir));
  const kitUrl = `${productUrl.replace(/\/?$/, "/")}v/${product}/site_kit.js`;
  const staging = join(outdir, ".staging");
  rmSync(staging, { recursive: true, force: true });
  await build({
    entryPoints: Object.fromEntries(islands.map((island, index) => [`islands/${index}`, resolve(root, island.file)])),
    outdir: staging,
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: "es2022",
    jsx: "automatic",
    chunkNames: "chunks/[name]-[hash]",
    plugins: [againstProduct(kitUrl, root)],
    logLevel: "warning",
  });
  const hash = contentHash(staging);
  const versionDir = join(outdir, "v", hash);
  rmSync(versionDir, { recursive: true, force: true });
  mkdirSync(join(outdir, "v"), { recursive: true });
  renameSync(staging, versionDir);
  const entries = islands.map(
    (island, index) => `{selector:${JSON.stringify(island.selector)},moment:${JSON.stringify(island.moment)},keys:[],load:()=>import("./v/${hash}/islands/${index}.js")}`,
  );
  // Built against another product build, the islands would start a second runtime (a second
  // React): the script says so and adds nothing until the site is built again.
  const script = `// ${islands.map((island) => island.name).join(", ")}
if (window.islands.version === "./v/${product}/") window.islands.add([${entries.join(",")}]);
else console.warn("[islands] the site's islands were built against another build of the product (v/${product}); build them again: node build.mjs --site <folder>");
`;
  writeFileSync(join(outdir, "site-islands.js"), script);
  writeFileSync(join(outdir, "islands.json"), JSON.stringify({ version: hash, kit: kitUrl, islands: islands.map(({ name, selector, moment, file }, index) => ({ name, selector, moment, source: file, file: `v/${hash}/islands/${index}.js` })) }, null, 2));
  return { islands, hash, kitUrl };
}
