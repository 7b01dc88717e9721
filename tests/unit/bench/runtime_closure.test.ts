import { describe, expect, it } from "vitest";
import { biggestModules, closureFiles, closureRows, CLOSURE_BUDGET, type Outputs } from "../../../bench/runtime_closure";

const output = (imports: [string, string][], inputs: Record<string, number> = {}) => ({
  imports: imports.map(([path, kind]) => ({ path, kind })),
  inputs: Object.fromEntries(Object.entries(inputs).map(([input, bytesInOutput]) => [input, { bytesInOutput }])),
});

const outputs: Outputs = {
  "d/runtime/boot.js": output([["d/chunks/a.js", "import-statement"], ["d/chunks/lazy.js", "dynamic-import"]], { "src/runtime/boot.ts": 300 }),
  "d/chunks/a.js": output([["d/chunks/b.js", "import-statement"]], { "react-dom.js": 9000, "src/kit/bind.ts": 200 }),
  "d/chunks/b.js": output([["d/chunks/a.js", "import-statement"]], { "src/kit/bind_core.ts": 2000, "src/kit/bind.ts": 50 }),
  "d/chunks/lazy.js": output([], { "src/services/dialog.ts": 5000 }),
  "d/islands/1.js": output([["d/chunks/a.js", "import-statement"]], { "islands/x.tsx": 700 }),
};

describe("the runtime closure (issue #27)", () => {
  it("follows static imports from boot.js, directly or not, once each, and not dynamic ones", () => {
    expect(closureFiles(outputs, "d/runtime/boot.js")).toEqual(["d/runtime/boot.js", "d/chunks/a.js", "d/chunks/b.js"]);
  });

  it("lists the closure's modules biggest first, a module split over two files counted once", () => {
    expect(biggestModules(outputs, closureFiles(outputs, "d/runtime/boot.js"), 3)).toEqual([
      ["react-dom.js", 9000],
      ["src/kit/bind_core.ts", 2000],
      ["src/runtime/boot.ts", 300],
    ]);
  });

  it("holds the sum to 2 KB over the figure before the kit", () => {
    const files = (total: number) => ({ files: [{ file: "boot.js", gzip: 100 }, { file: "a.js", gzip: total - 100 }], total });
    expect(closureRows(files(CLOSURE_BUDGET))[0]).toMatchObject({ value: 78_279, budget: "≤ 78279", ok: true });
    expect(closureRows(files(CLOSURE_BUDGET + 1))[0]).toMatchObject({ value: 78_280, ok: false });
    expect(closureRows(files(CLOSURE_BUDGET))[0].name).toContain("1 chunk(s)");
  });
});
