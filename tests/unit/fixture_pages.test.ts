import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FIXTURE_PAGES } from "../../fixtures/page_list";

describe("the fixture page list (accessibility scan, page weights)", () => {
  it("holds every page of fixtures/pages/ once", () => {
    const files = readdirSync("fixtures/pages", { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
    expect(FIXTURE_PAGES.map((page) => page.file).sort()).toEqual(files.sort());
  });
});
