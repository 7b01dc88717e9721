// A second minifying pass with SWC's minifier over what esbuild wrote: its compressor and mangler
// shave off what esbuild's minifier leaves (8.5 KB gzip over the build's files, 4.4 KB of them in
// our own code), which the first-visit budgets need. Each file keeps whichever of the two outputs
// is smaller in gzip: on React (runtime/boot.js) the second pass made it 533 B larger.
//
// It used to be terser: 13.7 s of CPU on a cold build, for fewer bytes saved (6.9 KB). SWC does all
// files in about a second, on its own threads, so there is no cache and no worker pool any more.
//
// Source maps are chained (SWC reads esbuild's map), but the files no longer name them in a
// comment (half a KB gzip on a page of 18 files): the server links each file to its map with the
// `SourceMap` response header, which browsers' developer tools read.
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { gzipSync } from "node:zlib";
import { transform } from "@swc/core";

const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\n]*/;

const gzipSize = (code) => gzipSync(code, { level: 9 }).length;

/** SWC's minifier on one module, its source map chained onto the input's. */
export async function minifyOnce(code, map, filename) {
  const result = await transform(code, {
    filename,
    isModule: true,
    minify: true,
    sourceMaps: true,
    inputSourceMap: map,
    jsc: { target: "es2022", minify: { compress: { passes: 2 }, mangle: true, format: { comments: false } } },
  });
  return { code: result.code, map: result.map };
}

/**
 * Minifies each file again and keeps the smaller of the two (in gzip); either way the file loses
 * the comment naming its map. written() hears of each file as soon as it and its map are final.
 */
export async function minifyAgain(files, { written = () => undefined } = {}) {
  await Promise.all(
    files.map(async (file) => {
      const code = readFileSync(file, "utf8").replace(SOURCE_MAP_COMMENT, "").trimEnd();
      const map = readFileSync(`${file}.map`, "utf8");
      const minified = await minifyOnce(code, map, basename(file));
      const kept = gzipSize(minified.code) < gzipSize(code) ? minified : { code, map };
      writeFileSync(file, `${kept.code}\n`);
      writeFileSync(`${file}.map`, kept.map);
      written(file);
    }),
  );
}
