import { describe, expect, it } from "vitest";
import { chunkGroups, entryInItsLargestChunk } from "../../../build/chunk_groups.mjs";

const statics = (...names: string[]) => names.map((name) => ({ path: `${name}.js`, kind: "import-statement" }));
const entry = (name: string, ...imports: string[]) => ({ [`${name}.js`]: { imports: statics(...imports), entryPoint: name, bytes: 100 } });
const chunk = (name: string, bytes: number, ...imports: string[]) => ({ [`${name}.js`]: { imports: statics(...imports), bytes } });

describe("groups of pass 1's chunks", () => {
  it("puts chunks that the same entries reach in one group, at no cost", () => {
    const groupOf = chunkGroups({ ...entry("a", "x", "y"), ...entry("b", "x", "y"), ...chunk("x", 50_000), ...chunk("y", 50_000) }, { unusedCap: 0 });
    expect(groupOf("x.js")).toBe(groupOf("y.js"));
  });

  it("merges a small chunk an entry does not use within the cap, not beyond it", () => {
    const outputs = { ...entry("a", "x", "y"), ...entry("b", "x"), ...chunk("x", 300), ...chunk("y", 400) };
    expect(chunkGroups(outputs, { unusedCap: 1000 })("x.js")).toBe(chunkGroups(outputs, { unusedCap: 1000 })("y.js"));
    const tight = chunkGroups(outputs, { unusedCap: 399 });
    expect(tight("x.js")).not.toBe(tight("y.js"));
  });

  it("counts an entry's unused bytes over all its groups", () => {
    // b uses x only: x with y, or x with z, fits a cap of 500 for b; x with both does not
    const outputs = { ...entry("a", "x", "y"), ...entry("c", "x", "z"), ...entry("b", "x"), ...chunk("x", 300), ...chunk("y", 400), ...chunk("z", 400) };
    const groupOf = chunkGroups(outputs, { unusedCap: 500 });
    expect(groupOf("x.js") === groupOf("y.js") && groupOf("x.js") === groupOf("z.js")).toBe(false);
    expect(groupOf("x.js") === groupOf("y.js") || groupOf("x.js") === groupOf("z.js")).toBe(true);
    const loose = chunkGroups(outputs, { unusedCap: 800 });
    expect(loose("x.js") === loose("y.js") && loose("x.js") === loose("z.js")).toBe(true);
  });

  it("gives an exact entry nothing it does not use", () => {
    const groupOf = chunkGroups({ ...entry("boot", "x"), ...entry("a", "x", "y"), ...chunk("x", 300), ...chunk("y", 10) }, { unusedCap: 10_000, exact: ["boot.js"] });
    expect(groupOf("x.js")).not.toBe(groupOf("y.js"));
  });

  it("does not merge a chunk whose imports an entry of the other chunk does not load (React into a bind island's file)", () => {
    const outputs = { ...entry("bind", "x"), ...entry("react", "x", "y", "react"), ...chunk("x", 300), ...chunk("y", 10, "react"), ...chunk("react", 200_000) };
    const groupOf = chunkGroups(outputs, { unusedCap: 10_000 });
    expect(groupOf("x.js")).not.toBe(groupOf("y.js"));
  });

  it("leaves no chunk to rolldown's choice: each is in a group, its own when merged with none", () => {
    const groupOf = chunkGroups({ ...entry("a", "x"), ...entry("b", "y"), ...chunk("x", 100_000), ...chunk("y", 100_000) }, { unusedCap: 0 });
    expect(groupOf("x.js")).toBe("x");
    expect(groupOf("y.js")).toBe("y");
    expect(groupOf("a.js")).toBeNull();
  });

  it("puts an entry in the group of the largest chunk it imports, and leaves the others as they were", () => {
    const outputs = { ...entry("boot", "react", "kit"), ...entry("a", "kit"), ...chunk("react", 200_000), ...chunk("kit", 3_000) };
    const groupOf = entryInItsLargestChunk(outputs, "boot.js", chunkGroups(outputs, { exact: ["boot.js"] }));
    expect(groupOf("boot.js")).toBe("react");
    expect(groupOf("react.js")).toBe("react");
    expect(groupOf("kit.js")).not.toBe("react");
    expect(groupOf("a.js")).toBeNull();
  });

  it("counts as loaded what every importer of an on-demand library has loaded before it", () => {
    // lib is imported on demand by islands a and b, which both load x and y: lib uses y only, and x
    // is over the cap, yet x costs lib nothing, since the page has it already
    const dynamic = (name: string) => ({ path: `${name}.js`, kind: "dynamic-import" });
    const outputs = {
      "a.js": { imports: [...statics("x", "y"), dynamic("lib")], entryPoint: "a", bytes: 100 },
      "b.js": { imports: [...statics("x", "y"), dynamic("lib")], entryPoint: "b", bytes: 100 },
      "lib.js": { imports: statics("y"), entryPoint: "lib", bytes: 50_000 },
      ...chunk("x", 20_000),
      ...chunk("y", 300),
    };
    const groupOf = chunkGroups(outputs, { unusedCap: 1000 });
    expect(groupOf("x.js")).toBe(groupOf("y.js"));
    // imported statically by an entry too, lib is no longer only on demand: x would cost it 20 KB
    const alsoStatic = { ...outputs, ...entry("c", "lib") };
    const strict = chunkGroups(alsoStatic, { unusedCap: 1000 });
    expect(strict("x.js")).not.toBe(strict("y.js"));
  });
});
