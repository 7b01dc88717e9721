// The version folders of dist/: pass 1 of the build writes to dist/v/next, which is then named
// after the hash of its content (dist/v/<hash>) and never changes again, so a site serves it with
// a year's cache. loader.js, the one file pages include, points to one version; the loader of each
// version is kept as loader-<hash>.js, so copying it over loader.js (with its .br and .gz siblings) rolls the site back. The last
// KEEP versions stay in dist/ (a deploy keeps the others wherever it keeps old releases).
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import { join, relative } from "node:path";

export const STAGING = "v/next";
export const KEEP = 3;
const HASH_LENGTH = 12;

/** Empties outdir except its version folders and their loaders. */
export function clearOutdir(outdir) {
  mkdirSync(outdir, { recursive: true });
  for (const entry of readdirSync(outdir)) {
    if (entry === "v" || /^loader-[0-9a-f]+\.js(\.map)?(\.br|\.gz)?$/.test(entry)) continue;
    rmSync(join(outdir, entry), { recursive: true, force: true });
  }
  rmSync(join(outdir, STAGING), { recursive: true, force: true });
}

function filesOf(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** The hash of a folder: every file's path and content. */
export function contentHash(dir) {
  const hash = createHash("sha256");
  for (const file of filesOf(dir)) hash.update(`${relative(dir, file)}\0`).update(readFileSync(file)).update("\0");
  return hash.digest("hex").slice(0, HASH_LENGTH);
}

export const fileHash = (file) => createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, HASH_LENGTH);

/** Names the staging folder after its hash; an identical version already there is kept as it is. */
export function publishVersion(outdir, hash) {
  const target = join(outdir, "v", hash);
  if (existsSync(target)) rmSync(join(outdir, STAGING), { recursive: true, force: true });
  else renameSync(join(outdir, STAGING), target);
  const now = new Date();
  utimesSync(target, now, now);
  return `v/${hash}`;
}

export function keepLoaderCopy(outdir, hash) {
  copyFileSync(join(outdir, "loader.js"), join(outdir, `loader-${hash}.js`));
  copyFileSync(join(outdir, "loader.js.map"), join(outdir, `loader-${hash}.js.map`));
}

/** Removes all but the KEEP most recent versions (the current one always stays). */
export function pruneVersions(outdir, current) {
  const versions = readdirSync(join(outdir, "v"))
    .filter((name) => name !== current)
    .map((name) => ({ name, time: statSync(join(outdir, "v", name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of versions.slice(KEEP - 1)) {
    rmSync(join(outdir, "v", name), { recursive: true, force: true });
    for (const file of [`loader-${name}.js`, `loader-${name}.js.map`]) {
      for (const suffix of ["", ".br", ".gz"]) rmSync(join(outdir, `${file}${suffix}`), { force: true });
    }
  }
}
