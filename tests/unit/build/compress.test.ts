import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { brotliQuality, compressFiles, filesToCompress } from "../../../build/compress.mjs";
import { scratchDir } from "../temp_dir";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("the build's compressed siblings", () => {
  it("writes x.br and x.gz next to each file, which decode to its bytes, and compresses them anew only once", async () => {
    const dir = scratchDir("compress-");
    dirs.push(dir);
    mkdirSync(join(dir, "chunks"));
    const code = `export const text = ${JSON.stringify("island ".repeat(500) + dir)};\n`;
    writeFileSync(join(dir, "chunks/a.js"), code);
    writeFileSync(join(dir, "chunks/a.js.map"), `{"version":3,"mappings":"${"A".repeat(3000)}${dir}"}`);
    const files = filesToCompress(dir);
    expect(files).toEqual([join(dir, "chunks/a.js"), join(dir, "chunks/a.js.map")]);
    expect(await compressFiles(files)).toBe(4);
    const br = readFileSync(join(dir, "chunks/a.js.br"));
    expect(brotliDecompressSync(br).toString()).toBe(code);
    expect(gunzipSync(readFileSync(join(dir, "chunks/a.js.gz"))).toString()).toBe(code);
    expect(br.length).toBeLessThan(code.length / 10);
    expect(filesToCompress(dir)).toEqual(files);
    rmSync(join(dir, "chunks/a.js.br"));
    expect(await compressFiles(files)).toBe(0);
    expect(readFileSync(join(dir, "chunks/a.js.br"))).toEqual(br);
  });

  it("uses brotli's best quality for what pages load, a fast one for source maps", () => {
    expect(brotliQuality("v/x/chunks/a.js")).toBe(11);
    expect(brotliQuality("loader.js")).toBe(11);
    expect(brotliQuality("v/x/chunks/a.js.map")).toBe(5);
  });
});
