// Lighthouse and its Chrome launcher, for the bench only: they live in bench/lighthouse_tool/ with
// a lock file of their own and are installed there on the bench's first run. The project's
// `npm ci` (and so every CI run and every fresh clone's test command) no longer downloads their
// 146 packages, which took about a minute on an empty npm cache.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const TOOL_DIR = join(dirname(fileURLToPath(import.meta.url)), "lighthouse_tool");

export interface LighthouseResult {
  lhr: any;
}
export type RunLighthouse = (url: string, flags: Record<string, unknown>) => Promise<LighthouseResult | undefined>;
export type LaunchChrome = (options: { chromePath: string; chromeFlags: string[] }) => Promise<{ port: number; kill(): void }>;

function installOnce(): void {
  if (existsSync(join(TOOL_DIR, "node_modules", "lighthouse", "package.json"))) return;
  process.stderr.write("lighthouse: first run, installing bench/lighthouse_tool (npm ci)…\n");
  const npm = spawnSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: TOOL_DIR, stdio: ["ignore", "inherit", "inherit"] });
  if (npm.status !== 0) throw new Error(`npm ci in ${TOOL_DIR} failed (exit ${npm.status})`);
}

/** Both ES modules, loaded from the tool's folder by the files their packages name as main. */
export async function loadLighthouse(): Promise<{ lighthouse: RunLighthouse; launch: LaunchChrome }> {
  installOnce();
  const require = createRequire(join(TOOL_DIR, "package.json"));
  const [lighthouse, launcher] = await Promise.all(["lighthouse", "chrome-launcher"].map((name) => import(pathToFileURL(require.resolve(name)).href)));
  return { lighthouse: lighthouse.default as RunLighthouse, launch: launcher.launch as LaunchChrome };
}
