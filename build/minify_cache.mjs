// The second pass's cache: terser's output for an input is kept under the sha256 of what terser
// reads (its version, the options, the file's name, code and source map), in a git-ignored folder
// of the repository (ISLANDS_BUILD_CACHE to move it). Entries unused for PRUNE_AFTER_DAYS go.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, utimesSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pruneCacheDir } from "./prune_cache.mjs";
import { fileURLToPath } from "node:url";
import { OPTIONS } from "./terser_options.mjs";

const CACHE_DIR = process.env.ISLANDS_BUILD_CACHE ?? join(dirname(fileURLToPath(import.meta.url)), "../.cache/islands-build/terser");
const PRUNE_AFTER_DAYS = 14;
const TERSER_VERSION = createRequire(import.meta.url)("terser/package.json").version;
const SALT = `terser ${TERSER_VERSION}\0${JSON.stringify(OPTIONS)}\0`;

export function cacheKey({ filename, code, map }) {
  return createHash("sha256").update(SALT).update(`${filename}\0`).update(code).update("\0").update(map).digest("hex");
}

const entry = (key) => join(CACHE_DIR, key.slice(0, 2), key);

/** The cached result, or null; a hit is touched so that pruning keeps it. */
export function readCached(key) {
  const file = entry(key);
  try {
    const { code, map } = JSON.parse(readFileSync(file, "utf8"));
    if (typeof code !== "string" || typeof map !== "string") return null;
    const now = new Date();
    utimesSync(file, now, now);
    return { code, map };
  } catch {
    return null;
  }
}

/** Written whole under a temporary name, then renamed: a build running at the same time reads the old entry or the new one. */
export function writeCached(key, result) {
  const file = entry(key);
  mkdirSync(join(file, ".."), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(result));
  renameSync(partial, file);
}

export function pruneCache(now = Date.now()) {
  pruneCacheDir(CACHE_DIR, PRUNE_AFTER_DAYS, now);
}
