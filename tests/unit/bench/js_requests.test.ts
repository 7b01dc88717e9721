import { describe, expect, it } from "vitest";
import { jsRequestRows, requestTable, type RequestFigures } from "../../../bench/js_requests";
import type { PageVisit } from "../../../bench/page_scripts";

const visit = (path: string, count: number, heavy = false): PageVisit => ({
  path,
  session: "out",
  heavy,
  scripts: Array.from({ length: count }, (_, i) => `/dist/v/x/chunks/c${i}.js`),
});

describe("JavaScript requests per page (issue #30)", () => {
  it("holds a page without a heavy library to 12 files, and prints a heavy page's count without a budget", () => {
    const rows = jsRequestRows([visit("/shop", 12), visit("/website/home", 13), visit("/blocks2/chart", 30, true)]);
    expect(rows.map(({ name, value, ok, budget }) => ({ name, value, ok, budget }))).toEqual([
      { name: "JavaScript requests of /shop (visitor), first visit", value: 12, ok: true, budget: "≤ 12" },
      { name: "JavaScript requests of /website/home (visitor), first visit", value: 13, ok: false, budget: "≤ 12" },
      { name: "JavaScript requests of /blocks2/chart (visitor), first visit", value: 30, ok: undefined, budget: undefined },
    ]);
  });

  it("prints this build's files and bytes per page, next to earlier figures of the same page when given", () => {
    const before: RequestFigures[] = [{ page: "/shop (visitor)", heavy: false, requests: 39, bytes: 102_297, files: [] }];
    const now: RequestFigures[] = [
      { page: "/shop (visitor)", heavy: false, requests: 36, bytes: 101_888, files: [] },
      { page: "/blocks2/chart (visitor)", heavy: true, requests: 11, bytes: 155_443, files: [] },
    ];
    expect(requestTable(now).split("\n")).toEqual(["| page | JS files | KB gzip |", "|---|---|---|", "| /shop (visitor) | 36 | 99.5 |", "| /blocks2/chart (visitor) (heavy) | 11 | 151.8 |"]);
    expect(requestTable(now, before).split("\n").slice(2)).toEqual(["| /shop (visitor) | 39 | 36 | 99.9 | 99.5 |", "| /blocks2/chart (visitor) (heavy) | – | 11 | – | 151.8 |"]);
  });
});
