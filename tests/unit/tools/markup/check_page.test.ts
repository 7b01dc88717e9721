import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { badAttributeWarning } from "../../../../src/runtime/attributes";
import { checkPage, type PlatformMarker } from "../../../../tools/markup/check_page";
import { formatReport } from "../../../../tools/markup/format";
import { loadIslands, type LoadedIsland } from "../../../../tools/markup/islands";

const page = (name: string) => readFileSync(`tests/unit/tools/markup/${name}`, "utf8");
const PLATFORM_MARKERS: PlatformMarker[] = JSON.parse(readFileSync("build/platform_markers.json", "utf8")).markers;
let islands: LoadedIsland[];
beforeAll(async () => {
  islands = await loadIslands();
}, 60_000);

describe("the markup checker on one page", () => {
  it("lists a bind island (no React) with its mode", () => {
    const report = checkPage(readFileSync("fixtures/pages/website/contactus.html", "utf8"), "contactus.html", islands, PLATFORM_MARKERS);
    expect(report.islands.find((mount) => mount.name === "public.website_form")?.mode).toBe("bind");
    expect(formatReport(report)).toContain("✓ public.website_form  moment load, selector .js_website_submit_form, mode bind");
  });

  it("lists every island that would mount with its moment, element path and parsed attributes", () => {
    const report = checkPage(page("good.html"), "good.html", islands, PLATFORM_MARKERS);
    expect(report.problems).toBe(0);
    expect(report.islands.map((mount) => [mount.name, mount.moment, mount.path])).toEqual([
      ["snippets.countdown", "load", "html > body > div#wrapwrap > main > section#sale_end"],
      ["public.login_form", "load", "html > body > div#wrapwrap > main > form.oe_login_form"],
      ["public.disable_on_click", "load", "html > body > div#wrapwrap > main > div"],
    ]);
    const countdown = report.islands[0].reads;
    expect(countdown.find((read) => read.name === "data-end-time")).toEqual({ name: "data-end-time", kind: "number", raw: "1893456000", value: 1893456000 });
    expect(countdown.find((read) => read.name === "data-layout")).toMatchObject({ kind: "oneOf", value: "boxes" });
    expect(countdown.find((read) => read.name === "data-redirect-url")).toMatchObject({ raw: null });
    expect(report.islands[2].reads).toContainEqual({ name: "data-props", kind: "json", raw: '{"max": 2}', value: { max: 2 } });
    expect(report.unhandled).toEqual([]);
  });

  it("reports each bad attribute with the warning the island would log, and unknown generic markers", () => {
    const report = checkPage(page("bad.html"), "bad.html", islands, PLATFORM_MARKERS);
    const warnings = report.islands.flatMap((mount) => mount.reads.flatMap((read) => (read.warning ? [read.warning] : [])));
    expect(warnings).toEqual([
      badAttributeWarning("snippets.countdown", "data-end-time", "next week", "a number"),
      badAttributeWarning("snippets.countdown", "data-layout", "blobs", "one of circle, boxes, clean, text"),
    ]);
    expect(report.islands.find((mount) => mount.name === "public.no_such_island")?.error).toBe('unknown island "public.no_such_island"');
    expect(report.problems).toBe(3);
    const text = formatReport(report);
    expect(text).toContain("✗ snippets.countdown");
    expect(text).toContain('bad attribute data-end-time="next week" (expected a number); using the default');
  });

  it("lists the platform's markers that no island mounts on, beside or inside", () => {
    const html = `<html><body><div id="wrapwrap" class="o_ripple_enabled"><div class="o_unknown_widget"><span>x</span></div><section class="s_countdown"><div class="o_inner_widget"></div></section></div></body></html>`;
    const markers = [
      { widget: "unknown", selector: ".o_unknown_widget" },
      { widget: "inner", selector: ".o_inner_widget" },
    ];
    const report = checkPage(html, "inline", islands, markers);
    // the ripple effect's island on #wrapwrap does not count for the widgets inside the page
    expect(report.islands.map((mount) => mount.name)).toEqual(["blocks.ripple", "snippets.countdown"]);
    expect(report.unhandled).toEqual([{ widget: "unknown", selector: ".o_unknown_widget", path: "html > body > div#wrapwrap > div.o_unknown_widget" }]);
    expect(formatReport(report)).toContain("platform markers no island handles (1):\n    unknown (.o_unknown_widget) at html > body > div#wrapwrap > div.o_unknown_widget");
  });

  it("lists an island for signed-in visitors only in their view of the page, as the loader fetches it", () => {
    const html = `<html><body><div id="wrapwrap"><header id="top" data-name="Header"></header></div></body></html>`;
    expect(checkPage(html, "inline", islands, []).islands.map((mount) => mount.name)).not.toContain("website.fullscreen");
    const signedIn = checkPage(html, "inline", islands, [], { signedIn: true });
    expect(signedIn.islands.find((mount) => mount.name === "website.fullscreen")).toMatchObject({ mode: "bind", path: "html > body" });
  });

  it("shows islands that stay off in editor mode, and those that stay on", () => {
    const html = `<html><body class="editor_enable"><form class="oe_login_form"></form><div class="s_chart" data-data='{"labels":[],"datasets":[]}'></div></body></html>`;
    const report = checkPage(html, "inline", islands, []);
    expect(report.islands.find((mount) => mount.name === "public.login_form")?.off).toMatch(/editor mode is on/);
    expect(report.islands.find((mount) => mount.name === "blocks.chart")?.off).toBeUndefined();
  });
});

describe("the markup checker on an island's children", () => {
  it("names each required child the host lacks, and counts it as a problem", () => {
    const html = `<html><body><div id="wrapwrap"><main>
      <div class="js_follow" data-object="blog.post" data-id="1"><input class="js_follow_email"><button class="js_unfollow_btn">Unfollow</button></div>
    </main></div></body></html>`;
    const report = checkPage(html, "follow.html", islands, PLATFORM_MARKERS);
    const follow = report.islands.find((mount) => mount.name === "website.follow")!;
    expect(follow.children.filter((check) => !check.optional && check.found === 0).map((check) => check.selector)).toEqual([".js_follow_btn"]);
    expect(report.problems).toBe(1);
    expect(formatReport(report)).toContain("✗ needs a child .js_follow_btn (followButton): not found in the host");
  });
});
