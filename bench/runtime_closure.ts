// The runtime closure: dist/v/<hash>/runtime/boot.js and every chunk it imports statically,
// directly or not, each file gzipped at level 9 and summed. Every page with a React island
// downloads all of it. Budget (issue #27): at most 2 KB more than before the island kit.
// Its files and their modules come from dist/meta.json, the esbuild metafile build.mjs writes;
// a module's bytes there are esbuild's output before the second minifying pass (SWC).
//   npx tsx bench/runtime_closure.ts [--top N]
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import type { BenchRow } from "./row";

/** Measured on the build just before the kit (commit a9876a4's parent). */
export const CLOSURE_BEFORE_KIT = 76_231;
export const CLOSURE_BUDGET = CLOSURE_BEFORE_KIT + 2048;

interface MetaOutput {
  imports: { path: string; kind: string }[];
  inputs: Record<string, { bytesInOutput: number }>;
}
export type Outputs = Record<string, MetaOutput>;

/** `entry` and every output it reaches through static imports, in the order first reached. */
export function closureFiles(outputs: Outputs, entry: string): string[] {
  const files = [entry];
  for (let i = 0; i < files.length; i++) {
    for (const { path, kind } of outputs[files[i]]?.imports ?? []) {
      if (kind === "import-statement" && !files.includes(path)) files.push(path);
    }
  }
  return files;
}

/** The modules of those files, biggest first, with their bytes in the output. */
export function biggestModules(outputs: Outputs, files: string[], top: number): [string, number][] {
  const bytes = new Map<string, number>();
  for (const file of files) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[file]?.inputs ?? {})) bytes.set(input, (bytes.get(input) ?? 0) + bytesInOutput);
  }
  return [...bytes].sort((a, b) => b[1] - a[1]).slice(0, top);
}

export interface Closure {
  files: { file: string; gzip: number }[];
  total: number;
  modules: [string, number][];
}

const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export function measureClosure(dist = "dist", top = 15, size: (file: string) => number = gzip): Closure {
  const { folder }: { folder: string } = JSON.parse(readFileSync(`${dist}/islands.json`, "utf8"));
  const { outputs }: { outputs: Outputs } = JSON.parse(readFileSync(`${dist}/meta.json`, "utf8"));
  const names = closureFiles(outputs, `${dist}/${folder}runtime/boot.js`);
  const files = names.map((file) => ({ file, gzip: size(file) }));
  return { files, total: files.reduce((sum, { gzip }) => sum + gzip, 0), modules: biggestModules(outputs, names, top) };
}

export function closureRows(closure: Pick<Closure, "files" | "total">): BenchRow[] {
  const ok = closure.total <= CLOSURE_BUDGET;
  return [
    {
      name: `runtime closure min+gzip (boot.js and the ${closure.files.length - 1} chunk(s) it imports)`,
      value: closure.total,
      unit: "B gzip",
      budget: `≤ ${CLOSURE_BUDGET}`,
      ok,
    },
  ];
}

function main(): void {
  const { values } = parseArgs({ options: { top: { type: "string", default: "15" } } });
  const closure = measureClosure("dist", Number(values.top));
  for (const { file, gzip } of closure.files) console.log(`${String(gzip).padStart(7)} B gzip  ${file}`);
  const [row] = closureRows(closure);
  const change = closure.total - CLOSURE_BEFORE_KIT;
  console.log(`${String(row.value).padStart(7)} B gzip  total (budget ${row.budget}: ${row.ok ? "ok" : "OVER BUDGET"}; ${change >= 0 ? "+" : ""}${change} on ${CLOSURE_BEFORE_KIT} before the kit)`);
  console.log("\nbiggest modules of the closure (bytes in esbuild's output, before the second pass):");
  for (const [input, bytes] of closure.modules) console.log(`${String(bytes).padStart(7)} B  ${input.replace(/^.*?node_modules\//, "node_modules/")}`);
  if (!row.ok) process.exitCode = 1;
}

if (process.argv[1]?.endsWith("runtime_closure.ts")) main();
