import { existsSync, mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { scratchDir } from "../temp_dir";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { clearOutdir, contentHash, KEEP, keepLoaderCopy, pruneVersions, publishVersion, STAGING } from "../../../build/versions.mjs";

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function outdir(): string {
  const dir = scratchDir("dist-");
  dirs.push(dir);
  return dir;
}

function stage(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, STAGING, path, ".."), { recursive: true });
    writeFileSync(join(dir, STAGING, path), text);
  }
}

describe("the build's version folders", () => {
  it("names a version after its content: same files, same name; one byte more, another name", () => {
    const dir = outdir();
    stage(dir, { "islands/0.js": "a", "runtime/boot.js": "b" });
    const first = contentHash(join(dir, STAGING));
    expect(first).toMatch(/^[0-9a-f]{12}$/);
    expect(contentHash(join(dir, STAGING))).toBe(first);
    stage(dir, { "islands/0.js": "a!" });
    expect(contentHash(join(dir, STAGING))).not.toBe(first);
  });

  it("publishes the staging folder as v/<hash>, keeps each version's loader, and keeps the last versions only", () => {
    const dir = outdir();
    const versions: string[] = [];
    for (let i = 0; i < KEEP + 2; i++) {
      clearOutdir(dir);
      stage(dir, { "islands/0.js": `version ${i}` });
      const hash = contentHash(join(dir, STAGING));
      expect(publishVersion(dir, hash)).toBe(`v/${hash}`);
      utimesSync(join(dir, "v", hash), new Date(2026, 0, 1 + i), new Date(2026, 0, 1 + i));
      writeFileSync(join(dir, "loader.js"), `loader of ${hash}`);
      writeFileSync(join(dir, "loader.js.map"), "{}");
      keepLoaderCopy(dir, hash);
      for (const sibling of [".br", ".gz"]) writeFileSync(join(dir, `loader-${hash}.js${sibling}`), "compressed");
      pruneVersions(dir, hash);
      versions.push(hash);
    }
    expect(readdirSync(join(dir, "v")).sort()).toEqual(versions.slice(-KEEP).sort());
    expect(existsSync(join(dir, `loader-${versions.at(-2)}.js`))).toBe(true);
    expect(existsSync(join(dir, `loader-${versions[0]}.js`))).toBe(false);
    // A kept loader keeps its compressed siblings through clearOutdir; a pruned one loses them.
    expect(existsSync(join(dir, `loader-${versions.at(-2)}.js.br`))).toBe(true);
    expect(readdirSync(dir).filter((name) => name.startsWith(`loader-${versions[0]}`))).toEqual([]);
    expect(existsSync(join(dir, STAGING))).toBe(false);
  });
});
