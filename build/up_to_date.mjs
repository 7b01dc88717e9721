// Skipping a build that would write the same dist/: the stamp of a build is the hash of everything
// it read (the sources' folders, the build's own scripts, the packages' lock and every package
// file its bundles took in, as the last meta.json lists them) and of the dist/ it wrote. When both
// are unchanged, so would be the new dist/. Stamps live in the build's cache folder.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const STAMPS = process.env.ISLANDS_BUILD_CACHE
  ? join(process.env.ISLANDS_BUILD_CACHE, "stamps")
  : join(dirname(fileURLToPath(import.meta.url)), "../.cache/islands-build/stamps");
/** Every file of these folders is read whole (a new file in one may change what an import resolves to). */
const SOURCE_DIRS = ["src", "build", "tools", "fixtures/pages"];
const SOURCE_FILES = ["build.mjs", "package.json", "package-lock.json"];

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

function hashFiles(root, files) {
  const hash = createHash("sha256");
  for (const file of files) {
    const path = resolve(root, file);
    hash.update(`${relative(root, path)}\0`);
    hash.update(existsSync(path) ? readFileSync(path) : "(missing)");
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** Package files the last build's bundles read (entries of other namespaces are generated from the sources). */
function packageInputs(root, outdir) {
  const meta = join(outdir, "meta.json");
  if (!existsSync(meta)) return null;
  return Object.keys(JSON.parse(readFileSync(meta, "utf8")).inputs)
    .filter((path) => path.includes("node_modules/") && !path.includes(":"))
    .map((path) => resolve(root, path))
    .sort();
}

function inputsHash({ root, islandsDir, outdir, options }) {
  const packages = packageInputs(root, outdir);
  if (!packages) return null;
  const sources = [...SOURCE_DIRS, islandsDir].flatMap((dir) => filesUnder(resolve(root, dir)));
  return hashFiles(root, [...SOURCE_FILES, ...sources, ...packages]) + JSON.stringify(options) + process.version;
}

const stampFile = (root, outdir) => join(STAMPS, `${createHash("sha256").update(resolve(root, outdir)).digest("hex").slice(0, 16)}.json`);

/** Whether the last build's stamp still holds: same inputs, and dist/ as it left it. */
export function upToDate(build) {
  const file = stampFile(build.root, build.outdir);
  if (!existsSync(file)) return false;
  const stamp = JSON.parse(readFileSync(file, "utf8"));
  return stamp.inputs === inputsHash(build) && stamp.output === hashFiles(build.root, filesUnder(resolve(build.root, build.outdir)));
}

export function writeStamp(build) {
  mkdirSync(STAMPS, { recursive: true });
  const stamp = { inputs: inputsHash(build), output: hashFiles(build.root, filesUnder(resolve(build.root, build.outdir))) };
  writeFileSync(stampFile(build.root, build.outdir), JSON.stringify(stamp));
}
