import { describe, expect, it } from "vitest";
import { DEFAULT_SEQUENCE, DuplicatedKeyError, KeyNotFoundError, Registry } from "../../../src/runtime/registry";

describe("registry", () => {
  it("uses 50 as the default sequence and sorts entries by sequence", () => {
    expect(DEFAULT_SEQUENCE).toBe(50);
    const registry = new Registry<string>();
    registry.add("default", "d").add("early", "e", { sequence: 10 }).add("late", "l", { sequence: 90 }).add("same", "s", { sequence: 50 });
    expect(registry.getAll()).toEqual(["e", "d", "s", "l"]);
  });

  it("refuses a duplicate key unless forced, and keeps the sequence when forcing", () => {
    const registry = new Registry<number>("numbers");
    registry.add("a", 1, { sequence: 5 }).add("b", 2);
    expect(() => registry.add("a", 3)).toThrow(DuplicatedKeyError);
    registry.add("a", 3, { force: true });
    expect(registry.getEntries()).toEqual([["a", 3], ["b", 2]]);
  });

  it("throws on a missing key unless a default is given, and announces changes", () => {
    const registry = new Registry<number>();
    const changes: string[] = [];
    registry.events.on<{ operation: string; key: string }>("UPDATE", (c) => changes.push(`${c.operation}:${c.key}`));
    expect(() => registry.get("nope")).toThrow(KeyNotFoundError);
    expect(registry.get("nope", 7)).toBe(7);
    registry.add("x", 1);
    registry.remove("x");
    expect(changes).toEqual(["add:x", "delete:x"]);
    expect(registry.contains("x")).toBe(false);
  });
});
