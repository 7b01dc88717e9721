// loader.js with the real islands and with a generated stress set of 150 (bench/stress_widgets.ts),
// built by the same build.mjs into a temporary folder: the manifest must stay compact as islands
// are added.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { BenchRow } from "./row";
import { PLATFORM_WIDGETS, SNIPPETS } from "./stress_widgets";

export const LOADER_BUDGET = 4096;
export const STRESS_ISLANDS = 150;
const MOMENTS = ["load", "load", "idle", "visible", "interaction"];
const SERVICES = [[], [], ["notification"], ["dialog"], ["popover"], [], ["notification", "dialog"]];

const gz = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** `count` island definitions: the platform's widgets first, then website blocks. */
export function stressDefinitions(count: number): { name: string; selector: string; moment: string; services: string[] }[] {
  const facts: [string, string][] = [...PLATFORM_WIDGETS];
  for (let i = 0; facts.length < count; i++) {
    const snippet = SNIPPETS[i % SNIPPETS.length];
    const round = Math.floor(i / SNIPPETS.length);
    facts.push([`snippets.${snippet.slice(2)}${round ? `_${round + 1}` : ""}`, `[data-snippet='${snippet}']${round ? `:not(.o_${snippet}_v${round})` : ""}`]);
  }
  return facts.slice(0, count).map(([name, selector], i) => ({ name, selector, moment: MOMENTS[i % MOMENTS.length], services: SERVICES[i % SERVICES.length] }));
}

function writeStressIslands(dir: string, count: number): void {
  const island = resolve("src/runtime/island");
  for (const { name, selector, moment, services } of stressDefinitions(count)) {
    const [area, file] = name.split(".");
    mkdirSync(join(dir, area), { recursive: true });
    writeFileSync(
      join(dir, area, `${file}.tsx`),
      `import { defineIsland } from ${JSON.stringify(island)};\n` +
        `export default defineIsland({\n  name: ${JSON.stringify(name)},\n  selector: ${JSON.stringify(selector)},\n  moment: ${JSON.stringify(moment)},\n` +
        `  mode: "enhance",\n  services: ${JSON.stringify(services)},\n  Component: () => null,\n});\n`,
    );
  }
}

export function benchLoaderSize(): BenchRow[] {
  const real = gz("dist/loader.js");
  const work = mkdtempSync(join(tmpdir(), "islands-stress-"));
  try {
    writeStressIslands(join(work, "islands"), STRESS_ISLANDS);
    execFileSync(process.execPath, ["build.mjs", "--islands", join(work, "islands"), "--outdir", join(work, "dist")], { stdio: "pipe" });
    const stress = gz(join(work, "dist/loader.js"));
    return [
      { name: "loader.js min+gzip, the product's islands", value: real, unit: "B", budget: `≤ ${LOADER_BUDGET}`, ok: real <= LOADER_BUDGET },
      { name: `loader.js min+gzip, ${STRESS_ISLANDS} generated islands`, value: stress, unit: "B", budget: `≤ ${LOADER_BUDGET}`, ok: stress <= LOADER_BUDGET },
    ];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
