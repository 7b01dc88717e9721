// The stylesheets a site links next to its theme (src/styles/*.css), minified into dist/ under
// their own names: like loader.js, stable addresses that a layout can name once.
import { build } from "esbuild";
import { readdirSync } from "node:fs";
import { join } from "node:path";

export async function buildStylesheets(root, outdir) {
  const dir = join(root, "src/styles");
  const entryPoints = readdirSync(dir).filter((name) => name.endsWith(".css")).map((name) => join(dir, name));
  await build({ entryPoints, outdir, minify: true, logLevel: "warning" });
  return entryPoints.map((entry) => join(outdir, entry.slice(dir.length + 1)));
}
