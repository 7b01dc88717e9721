import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FIXTURE_PAGES } from "../../fixtures/page_list";

describe("the fixture page list (accessibility scan, page weights)", () => {
  it("holds every page of fixtures/pages/, each address once (a template may serve several)", () => {
    const files = readdirSync("fixtures/pages", { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html"));
    expect([...new Set(FIXTURE_PAGES.map((page) => page.file))].sort()).toEqual(files.sort());
    const paths = FIXTURE_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
