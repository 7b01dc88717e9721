// The build's second pass: the same bytes whether terser ran (on worker threads or not) or the
// cache answered, and a changed input is never answered from the cache.
import { readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { scratchDir } from "../temp_dir";

let dir: string;
beforeAll(() => {
  dir = scratchDir("minify-");
  vi.stubEnv("ISLANDS_BUILD_CACHE", join(dir, "cache"));
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

/** Writes esbuild-like files (code naming its map, and the map) and returns their paths. */
function sources(names: string[], body = (name: string) => `export function ${name}(value){const doubled=value*2;return doubled+1}\n`) {
  return names.map((name) => {
    const file = join(dir, `${name}.js`);
    writeFileSync(file, `${body(name)}//# sourceMappingURL=${name}.js.map\n`);
    writeFileSync(`${file}.map`, JSON.stringify({ version: 3, sources: [`../src/${name}.ts`], names: [], mappings: "AAAA" }));
    return file;
  });
}
const outputs = (files: string[]) => files.map((file) => [readFileSync(file, "utf8"), readFileSync(`${file}.map`, "utf8")]);
const cacheEntries = () => readdirSync(join(dir, "cache"), { recursive: true }).filter((name) => String(name).length > 60).length;

it("gives the same bytes from terser on worker threads, on the main thread and from the cache", async () => {
  const { minifyAgain } = await import("../../../build/second_minify.mjs");
  vi.stubEnv("ISLANDS_BUILD_WORKERS", "2");
  const threaded = sources(["alpha", "beta", "gamma"]);
  await minifyAgain(threaded);
  const minified = outputs(threaded);
  expect(minified[0][0]).not.toContain("sourceMappingURL");
  expect(minified[0][0].length).toBeLessThan(readFileSync(threaded[0], "utf8").length + 1);
  expect(cacheEntries()).toBe(3);

  rmSync(join(dir, "cache"), { recursive: true });
  vi.stubEnv("ISLANDS_BUILD_WORKERS", "1");
  await minifyAgain(sources(["alpha", "beta", "gamma"]));
  expect(outputs(threaded)).toEqual(minified);

  await minifyAgain(sources(["alpha", "beta", "gamma"]));
  expect(outputs(threaded)).toEqual(minified);
  expect(cacheEntries()).toBe(3);
});

it("minifies a changed file again instead of answering it from the cache", async () => {
  const { minifyAgain } = await import("../../../build/second_minify.mjs");
  const [file] = sources(["delta"]);
  await minifyAgain([file]);
  const before = readFileSync(file, "utf8");
  sources(["delta"], (name) => `export function ${name}(value){return value*3}\n`);
  await minifyAgain([file]);
  expect(readFileSync(file, "utf8")).not.toBe(before);
  expect(readFileSync(file, "utf8")).toContain("3*");
});
