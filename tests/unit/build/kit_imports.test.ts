// The build resolves an island's kit imports name by name, so that the kit's one entry never
// makes a page download modules its islands do not use.
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { kitExports, splitKitImports } from "../../../build/kit_imports.mjs";

const names = kitExports(resolve("src/kit/index.ts"));

describe("kit imports at build time", () => {
  it("knows where each value the kit exports is defined, and leaves types out", () => {
    expect(names.get("useBind")!.module).toBe(resolve("src/kit/bind"));
    expect(names.get("defineIsland")!.module).toBe(resolve("src/runtime/island"));
    expect(names.has("IslandProps")).toBe(false);
  });

  it("splits an island's kit import per defining module and drops type-only names", () => {
    const source = `import { attr, defineIsland, useBind, useDebounced, type IslandProps } from "../../src/kit";\nconst x = 1;`;
    const out = splitKitImports(source, names);
    expect(out).toContain(`import { attr } from ${JSON.stringify(resolve("src/kit/markup"))};`);
    expect(out).toContain(`import { defineIsland } from ${JSON.stringify(resolve("src/runtime/island"))};`);
    expect(out).toContain(`import { useBind } from ${JSON.stringify(resolve("src/kit/bind"))};`);
    expect(out).toContain(`import { useDebounced } from ${JSON.stringify(resolve("src/kit/lifecycle"))};`);
    expect(out).not.toContain("IslandProps");
    expect(out).not.toContain('"../../src/kit"');
    expect(out).toContain("const x = 1;");
  });

  it("fails the build on a name the kit does not export", () => {
    expect(() => splitKitImports(`import { nothingLikeThis } from "../../src/kit";`, names)).toThrow('src/kit does not export "nothingLikeThis"');
  });
});
