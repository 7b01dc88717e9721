// The build's second pass: smaller files where it pays, esbuild's own bytes where it does not,
// never a comment naming the map, and a source map that still leads to the sources.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { scratchDir } from "../temp_dir";

let dir: string;
beforeAll(() => {
  dir = scratchDir("minify-");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes an esbuild-like file (code naming its map, and the map) and returns its path. */
function source(name: string, body: string) {
  const file = join(dir, `${name}.js`);
  writeFileSync(file, `${body}\n//# sourceMappingURL=${name}.js.map\n`);
  writeFileSync(`${file}.map`, JSON.stringify({ version: 3, sources: [`../src/${name}.ts`], sourcesContent: [body], names: [], mappings: "AAAA" }));
  return file;
}
const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

it("minifies a file further than esbuild left it, keeps its imports, chains its map and drops the comment", async () => {
  const { minifyAgain } = await import("../../../build/second_minify.mjs");
  const body = `import"./shared.js";export function alpha(value){const doubled=value*2;if(doubled>10){return doubled+1}else{return doubled+1}}`;
  const file = source("alpha", body);
  const heard: string[] = [];
  await minifyAgain([file], { written: (path) => heard.push(path) });
  const code = readFileSync(file, "utf8");
  expect(code).not.toContain("sourceMappingURL");
  expect(code).toContain('import"./shared.js"');
  expect(code.length).toBeLessThan(body.length);
  expect(JSON.parse(readFileSync(`${file}.map`, "utf8")).sources).toEqual(["../src/alpha.ts"]);
  expect(heard).toEqual([file]);
});

it("keeps esbuild's output, less the comment, where the second pass would not make it smaller in gzip", async () => {
  const { minifyAgain, minifyOnce } = await import("../../../build/second_minify.mjs");
  const body = "export const greeting=`hello`;";
  const file = source("beta", body);
  const pass = await minifyOnce(body, readFileSync(`${file}.map`, "utf8"), "beta.js");
  expect(gzipSync(pass.code, { level: 9 }).length).toBeGreaterThanOrEqual(gzipSync(body, { level: 9 }).length);
  await minifyAgain([file]);
  expect(readFileSync(file, "utf8")).toBe(`${body}\n`);
  expect(gzipSize(file)).toBe(gzipSync(`${body}\n`, { level: 9 }).length);
});

it("gives the same bytes on every run", async () => {
  const { minifyAgain } = await import("../../../build/second_minify.mjs");
  const body = "export function gamma(list){return list.map(function(item){return item.name}).filter(Boolean)}";
  await minifyAgain([source("gamma", body)]);
  const first = readFileSync(join(dir, "gamma.js"), "utf8");
  await minifyAgain([source("gamma", body)]);
  expect(readFileSync(join(dir, "gamma.js"), "utf8")).toBe(first);
});
