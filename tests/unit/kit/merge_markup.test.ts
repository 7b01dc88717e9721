// mergeMarkup: one contract for an island made of several behaviours of one platform widget.
import { describe, expect, it } from "vitest";
import { attr, child, defineMarkup, mergeMarkup } from "../../../src/kit";

describe("mergeMarkup", () => {
  it("keeps every attribute and child of each contract", () => {
    const votes = defineMarkup({ attributes: { forum: attr.id("data-forum") }, children: { voteUp: ".vote_up" } });
    const gates = defineMarkup({ children: { control: child.optional(".karma_required", { karma: attr.int("data-karma", 0) }) } });
    const merged = mergeMarkup(votes, gates);
    expect(Object.keys(merged.attributes)).toEqual(["forum"]);
    expect(Object.keys(merged.children)).toEqual(["voteUp", "control"]);
    expect(merged.children.control.attributes.karma.name).toBe("data-karma");
  });

  it("refuses a key declared twice (the build runs the definitions, so it fails there)", () => {
    const a = defineMarkup({ children: { button: ".a" } });
    const b = defineMarkup({ children: { button: ".b" } });
    expect(() => mergeMarkup(a, b)).toThrow('mergeMarkup: "button" is declared twice');
  });
});
