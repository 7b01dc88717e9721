// Compressed siblings of the files a site serves: x.js gets x.js.br (brotli, quality 11) and
// x.js.gz (gzip, level 9), so a static server or a CDN sends them as they are (nginx's
// brotli_static and gzip_static; the demo server does the same, server/routes/static.ts).
// Source maps, read by developer tools only, get brotli quality 5: quality 11 on the 9 MB of maps
// costs over 30 s of CPU for 12% fewer bytes. Quality 11 is slow too (about 10 s for the 3 MB of
// code), so each result is cached under the hash of its input (a version folder changes
// name with any change, but most of its files do not change), and the files left are compressed
// at once on libuv's thread pool, most of them while the second pass still works on others (compressAhead).
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pruneCacheDir } from "./prune_cache.mjs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const CACHE_DIR = process.env.ISLANDS_BUILD_CACHE
  ? join(process.env.ISLANDS_BUILD_CACHE, "compressed")
  : join(dirname(fileURLToPath(import.meta.url)), "../.cache/islands-build/compressed");
const PRUNE_AFTER_DAYS = 14;
export const SIBLINGS = [".br", ".gz"];
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export const brotliQuality = (file) => (file.endsWith(".map") ? 5 : 11);

const ENCODERS = {
  ".br": (file, data) => brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file), [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
  ".gz": (_file, data) => gzipped(data, { level: 9 }),
};

const isSibling = (file) => SIBLINGS.some((ext) => file.endsWith(ext));

/** The files of dir to compress (every file but the compressed ones), recursively. */
export function filesToCompress(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .filter((file) => !isSibling(file))
    .sort();
}

function cacheEntry(file, data, ext) {
  const key = createHash("sha256").update(`${ext} ${ext === ".br" ? brotliQuality(file) : 9}\0`).update(data).digest("hex");
  return join(CACHE_DIR, key.slice(0, 2), `${key}${ext}`);
}

function readCached(entry) {
  try {
    const data = readFileSync(entry);
    const now = new Date();
    utimesSync(entry, now, now);
    return data;
  } catch {
    return null;
  }
}

/** Written whole under a temporary name, then renamed: a build running at the same time reads the old entry or the new one. */
function writeCached(entry, data) {
  mkdirSync(dirname(entry), { recursive: true });
  const partial = `${entry}.${process.pid}.tmp`;
  writeFileSync(partial, data);
  renameSync(partial, entry);
}

/** Compressions under way, by cache entry: a file compressed ahead (compressAhead) is not compressed twice. */
const started = new Map();

function compressedOnce(file, data, ext) {
  const entry = cacheEntry(file, data, ext);
  let pending = started.get(entry);
  if (!pending) {
    pending = (async () => {
      const cached = readCached(entry);
      if (cached) return { data: cached, fresh: false };
      const compressed = await ENCODERS[ext](file, data);
      writeCached(entry, compressed);
      return { data: compressed, fresh: true };
    })().finally(() => started.delete(entry));
    started.set(entry, pending);
  }
  return pending;
}

/**
 * Starts compressing files whose content is final into the cache, while the build goes on: the
 * version folder is only named (and its siblings written) once every file is done, but most
 * files are final long before, and brotli's quality 11 is the slowest step of the build.
 */
export function compressAhead(files) {
  for (const file of files) {
    const data = readFileSync(file);
    for (const ext of SIBLINGS) compressedOnce(file, data, ext).catch(() => undefined);
  }
}

/** Writes file.br and file.gz next to each file; returns how many were compressed anew (not from the cache). */
export async function compressFiles(files) {
  let fresh = 0;
  await Promise.all(
    files.flatMap((file) => {
      const data = readFileSync(file);
      return SIBLINGS.map(async (ext) => {
        const result = await compressedOnce(file, data, ext);
        if (result.fresh) fresh++;
        writeFileSync(`${file}${ext}`, result.data);
      });
    }),
  );
  return fresh;
}

export function pruneCompressCache(now = Date.now()) {
  pruneCacheDir(CACHE_DIR, PRUNE_AFTER_DAYS, now);
}
