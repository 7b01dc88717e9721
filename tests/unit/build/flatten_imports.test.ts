import { readFileSync, writeFileSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { flattenImports, importLine, missingImports } from "../../../build/flatten_imports.mjs";
import { scratchDir } from "../temp_dir";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const statics = (...paths: string[]) => paths.map((path) => ({ path, kind: "import-statement" }));

describe("imports of every chunk a file reaches", () => {
  const outputs = () => ({
    "d/islands/0.js": { imports: [...statics("d/chunks/a.js"), { path: "d/chunks/lazy.js", kind: "dynamic-import" }] },
    "d/chunks/a.js": { imports: statics("d/chunks/b.js") },
    "d/chunks/b.js": { imports: statics("d/chunks/c.js", "d/chunks/a.js") },
    "d/chunks/c.js": { imports: [] },
    "d/chunks/lazy.js": { imports: statics("d/chunks/c.js") },
  });

  it("lists the chunks reached through other chunks, not the direct ones, not the dynamic ones, not the file itself", () => {
    expect(missingImports(outputs(), "d/islands/0.js")).toEqual(["d/chunks/b.js", "d/chunks/c.js"]);
    expect(missingImports(outputs(), "d/chunks/b.js")).toEqual([]);
    expect(missingImports(outputs(), "d/chunks/c.js")).toEqual([]);
  });

  it("writes them relative to the importing file", () => {
    expect(importLine("d/islands/0.js", ["d/chunks/b.js"])).toBe('import"../chunks/b.js";');
    expect(importLine("d/chunks/a.js", ["d/chunks/c.js"])).toBe('import"./c.js";');
  });

  it("appends them after the file's own code and records them in the metafile", () => {
    const dir = scratchDir("flatten-");
    dirs.push(dir);
    const files = outputs();
    const outs = Object.fromEntries(Object.entries(files).map(([path, output]) => [join(dir, path), { imports: output.imports.map((i) => ({ ...i, path: join(dir, i.path) })) }]));
    for (const path of Object.keys(outs)) {
      mkdirSync(join(path, ".."), { recursive: true });
      writeFileSync(path, "export{};\n");
    }
    flattenImports(outs);
    expect(readFileSync(join(dir, "d/islands/0.js"), "utf8")).toBe('export{};\nimport"../chunks/b.js";import"../chunks/c.js";\n');
    expect(readFileSync(join(dir, "d/chunks/c.js"), "utf8")).toBe("export{};\n");
    expect(missingImports(outs, join(dir, "d/islands/0.js"))).toEqual([]);
  });
});
