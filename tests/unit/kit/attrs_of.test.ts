// attrsOf: a contract's attributes read on one element, with the fallback and one warning for a
// bad value, as a part reads them.
import { afterEach, describe, expect, it, vi } from "vitest";
import { attr, attrsOf } from "../../../src/kit";

afterEach(() => vi.restoreAllMocks());

describe("attrsOf", () => {
  it("reads each attribute, falls back on a missing one and warns once on a bad one", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const input = document.createElement("input");
    input.setAttribute("data-min", "2");
    input.setAttribute("data-max", "lots");
    const bounds = { min: attr.number("data-min", 0), max: attr.number("data-max", Infinity), line: attr.id("data-line-id") };
    expect(attrsOf(input, bounds, "kit.attrs_of_test")).toEqual({ min: 2, max: Infinity, line: null });
    expect(attrsOf(input, bounds, "kit.attrs_of_test")).toEqual({ min: 2, max: Infinity, line: null });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toContain('kit.attrs_of_test: bad attribute data-max="lots"');
  });
});
