import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { REFUSED_ADDRESS } from "../../../../tools/markup/sources";

const run = (...args: string[]) => spawnSync(process.execPath, ["--import", "tsx", "tools/check_markup.ts", ...args], { encoding: "utf8" });

describe("npm run check-markup", () => {
  it("exits 0 on good markup, 1 when a page has a bad attribute, 2 on a refused address", () => {
    const good = run("tests/unit/tools/markup/good.html");
    expect(good.status).toBe(0);
    expect(good.stdout).toContain("✓ snippets.countdown  moment load, selector .s_countdown");
    const bad = run("tests/unit/tools/markup/bad.html");
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain("3 problem(s)");
    const remote = run("http://example.com/");
    expect(remote.status).toBe(2);
    expect(remote.stderr).toContain(`${REFUSED_ADDRESS} http://example.com/`);
  }, 60_000);
});
