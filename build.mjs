// Builds dist/: loader.js (the one stable entry a page includes), the runtime and each island as
// their own chunks, source maps, and dist/meta.json (esbuild's metafile, read by the bench).
import { build } from "esbuild";
import { rm, writeFile } from "node:fs/promises";

const watch = process.argv.includes("--watch");
await rm("dist", { recursive: true, force: true });

const options = {
  entryPoints: { loader: "src/loader.ts" },
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  target: ["es2022"],
  minify: true,
  sourcemap: true,
  metafile: true,
  jsx: "automatic",
  chunkNames: "chunks/[name]-[hash]",
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  logLevel: "warning",
};

if (watch) {
  const { context } = await import("esbuild");
  const ctx = await context(options);
  await ctx.watch();
  console.log("watching src/ and islands/ …");
} else {
  const result = await build(options);
  await writeFile("dist/meta.json", JSON.stringify(result.metafile));
  const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith(".js"));
  console.log(`built ${outputs.length} files into dist/`);
}
