// A second minifying pass with terser over what esbuild wrote: its compressor and mangler shave
// about 2% more off React and our code than esbuild's minifier (about 2 KB gzip on the invoice
// page), which the first-visit budgets need. Source maps are carried through, but the files no
// longer name them in a comment (half a KB gzip on a page of 18 files): the server links each
// file to its map with the `SourceMap` response header, which browsers' developer tools read.
//
// Terser is slow (tens of seconds of CPU for a build) and esbuild's output of an unchanged source
// is unchanged, so each result is cached under the hash of everything terser reads
// (build/minify_cache.mjs), and the files left run on every core (build/minify_pool.mjs).
import { readFileSync, writeFileSync } from "node:fs";
import { basename } from "node:path";
import { cacheKey, readCached, writeCached } from "./minify_cache.mjs";
import { minifyInPool } from "./minify_pool.mjs";

export async function minifyAgain(files) {
  const jobs = [];
  for (const file of files) {
    const job = {
      file,
      code: readFileSync(file, "utf8").replace(/\n\/\/# sourceMappingURL=.*\s*$/, ""),
      map: readFileSync(`${file}.map`, "utf8"),
      filename: basename(file),
    };
    job.key = cacheKey(job);
    const cached = readCached(job.key);
    if (cached) write(file, cached);
    else jobs.push(job);
  }
  const results = await minifyInPool(jobs);
  jobs.forEach((job, index) => {
    writeCached(job.key, results[index]);
    write(job.file, results[index]);
  });
}

function write(file, { code, map }) {
  writeFileSync(file, `${code}\n`);
  writeFileSync(`${file}.map`, map);
}
