import { describe, expect, test } from "vitest";
import { fuzzyLookup, fuzzyScore, fuzzyTest } from "../../../src/core/fuzzy";

describe("fuzzyTest", () => {
  test.each([
    ["abc", "abc", true],
    ["abc", "a-b-c", true],
    ["abc", "AxBxC", true],
    ["abc", "acb", false],
    ["abcd", "abc", false],
    ["ecole", "École", true],
    ["ÉCOLE", "ecole", true],
    ["rp", "res.partner", true],
    ["", "anything", false],
  ])("%j in %j: %s", (pattern, text, expected) => {
    expect(fuzzyTest(pattern, text)).toBe(expected);
  });
});

describe("fuzzy scores", () => {
  test("consecutive matches score more than scattered ones", () => {
    expect(fuzzyScore("abc", "abcxxx")).toBeGreaterThan(fuzzyScore("abc", "axbxcx"));
    expect(fuzzyScore("part", "partner")).toBeGreaterThan(fuzzyScore("part", "p_a_r_t"));
  });

  test("earlier matches score slightly more", () => {
    expect(fuzzyScore("a", "a---")).toBeGreaterThan(fuzzyScore("a", "---a"));
  });
});

describe("fuzzyLookup", () => {
  const items = [
    { name: "Sales Order" },
    { name: "Invoice" },
    { name: "Sale" },
    { name: "Sent Emails" },
    { name: "Settings" },
  ];

  test("keeps matches only, best first; equal scores keep the list's order", () => {
    expect(fuzzyLookup("sale", items, (item) => item.name).map((item) => item.name)).toEqual(["Sales Order", "Sale"]);
    expect(fuzzyLookup("inv", items, (item) => item.name).map((item) => item.name)).toEqual(["Invoice"]);
    expect(fuzzyLookup("se", items, (item) => item.name).map((item) => item.name)).toEqual(["Sent Emails", "Settings", "Sales Order", "Sale"]);
    expect(fuzzyLookup("zzz", items, (item) => item.name)).toEqual([]);
  });

  test("an item with several texts scores by its best one", () => {
    const people = [
      { name: "Mitchell Admin", email: "mitchell@example.com" },
      { name: "Marc Demo", email: "qwz@example.com" },
      { name: "Qw Zed", email: "zed@example.com" },
    ];
    expect(fuzzyLookup("qwz", people, (p) => [p.name, p.email])).toEqual([people[1], people[2]]);
    expect(fuzzyLookup("qwz", people, (p) => p.name)).toEqual([people[2]]);
  });
});
