// No island moves the page (issue #30): every fixture page (fixtures/page_list.ts), as a visitor
// and as the portal user where the list says so, at phone width (390 px, a touch screen) and at
// 1280 px, with the scripts and the icon font arriving after the first paint: its layout shifts
// add up to at most 0.01 (Lighthouse's CLS budget). At 1280 px the same visit is the accessibility
// scan of the page: no serious or critical violation (axe-core), once its islands have mounted.
import { expect, test } from "./fixtures";
import { FIXTURE_PAGES } from "../../fixtures/page_list";
import { clearFaults, login, transitionsOver } from "./helpers";
import { seriousViolations } from "./axe_scan";
import { holdUntilFirstPaint, layoutShifts } from "./layout_shift";

const CLS_BUDGET = 0.01;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };
const DESKTOP = { viewport: { width: 1280, height: 800 } };

// Lighthouse's phone is 412 px wide: there the header's last entry wrapped when the icon font arrived.
const LIGHTHOUSE_PHONE = { ...PHONE, viewport: { width: 412, height: 823 } };

/**
 * Pages that still move (issue #30, not fixed yet), each with what moves: the element that moves
 * (matched in the shifts' sources) and the most the page was seen to move on this machine, with
 * room. The walk asserts that this element still moves, so that a fix fails until its entry is
 * taken off, and that the page moves no more than its ceiling, so that a larger or new shift
 * fails too. An entry marked `sometimes` moves on some runs only (it depends on when its data
 * arrives): only its ceiling is asserted.
 * Key: "<path> <visitor|portal> <390|1280>".
 */
const KNOWN_DEFECTS: Record<string, { moves: RegExp; why: string; ceiling: number; sometimes?: true }> = {
  // The records arrive by a call, the empty "Recently viewed" block goes (d-none). Each block fills
  // in when its own answer comes, so the page moves once per block: 0.25 to 0.63 in 16 runs alone,
  // 0.86 once in a full run (two blocks a frame apart, each pushing the others). The fix is one
  // commit for every block, or the server rendering their first records; until then the ceiling
  // only catches a new kind of shift.
  // At 390 px the blocks have been filled before the first paint is measured on every run here since
  // 53cadec (5 of 5; the page now loads fewer files): the ceiling stays for a slower run.
  "/blocks2/dynamic_snippet visitor 390": { moves: /section#snippet_/, why: "the dynamic snippets fill in", ceiling: 1, sometimes: true },
  "/blocks2/dynamic_snippet visitor 1280": { moves: /section#snippet_/, why: "the dynamic snippets fill in", ceiling: 1 },
  // (on some runs only: in the full run at 1a0ed47 it had gone before the first paint was measured)
  "/blocks2/editor visitor 390": { moves: /section#editor_donation/, why: "the empty dynamic snippet goes", ceiling: 0.04, sometimes: true },
  "/blocks2/editor visitor 1280": { moves: /section#editor_donation/, why: "the empty dynamic snippet goes", ceiling: 0.04, sometimes: true },
  // The fees, from a call, take the place of the payment icons on the line (0.0186, 1 run in 4 here
  // and on CI: on the other runs the fees are in before the first paint is measured).
  "/donation/pay visitor 390": { moves: /payment_icon_list/, why: "the fees push the payment icons", ceiling: 0.04, sometimes: true },
  "/donation/pay portal 390": { moves: /payment_icon_list/, why: "the fees push the payment icons", ceiling: 0.04, sometimes: true },
  // The sidebar's table of contents, built from the document's headings, sits above it on a phone
  // (not on every run: in the reverse-order run it was built before the first paint was measured).
  "/my/orders/1 portal 390": { moves: /li\.navspy/, why: "the sidebar's table of contents", ceiling: 0.25, sometimes: true },
  // At 1280 px the sidebar's entries under it move down when it is built (0.014, 1 run in 8).
  "/my/orders/1 portal 1280": { moves: /li\.list-group-item/, why: "the sidebar's table of contents", ceiling: 0.04, sometimes: true },
  "/my/purchase/1 portal 390": { moves: /#quote_content/, why: "the sidebar grows", ceiling: 0.12, sometimes: true },
  // The short invoice, once its frame is fitted, moves the history up (README).
  "/my/invoices/1 portal 1280": { moves: /#invoice_communication/, why: "the fitted invoice frame", ceiling: 0.12 },
  // The message's text waits for the sanitizer (loaded on demand): each message grows a line (on
  // 1 to 3 runs in 4: the sanitizer may be in before the first paint is measured).
  "/livechat/document visitor 390": { moves: /o_thread_message/, why: "the messages' text arrives", ceiling: 0.04, sometimes: true },
  "/livechat/document portal 390": { moves: /o_thread_message/, why: "the messages' text arrives", ceiling: 0.04, sometimes: true },
  // The recent links, from a call, push the footer out of a phone's screen (0.0111, 1 run in 6 here
  // and on CI).
  "/platform/links_creator portal 390": { moves: /footer#bottom/, why: "the recent links push the footer", ceiling: 0.04, sometimes: true },
  // When the icon font comes in after the first paint, the comparison table's columns may be
  // laid out again (seen once in a full run, 0.0197; not in the runs alone).
  "/shop/compare?products=1,4,5 visitor 1280": { moves: /o_ws_compare_image/, why: "the icon font widens the table's columns", ceiling: 0.04, sometimes: true },
  // The gallery's slideshow moves down 163 px at 1280 px on some runs (0.025 with its picture not
  // yet in, 0.32 with it; 5 runs in 10 here after the second linking pass, none in the full run
  // before): what above it grows is not found yet.
  "/blocks/gallery visitor 1280": { moves: /s_image_gallery/, why: "the slideshow moves down", ceiling: 0.4, sometimes: true },
  // The demo's role line (master or not) changes the card's first row (on some runs: the role may be
  // known before the first paint).
  "/runtime/bus visitor 390": { moves: /card-body/, why: "the tab's role is known", ceiling: 0.04, sometimes: true },
  "/runtime/bus portal 390": { moves: /card-body/, why: "the tab's role is known", ceiling: 0.04, sometimes: true },
};

// Each page stands alone (its own page and session): shared out between the workers.
test.describe.configure({ mode: "parallel" });

for (const [label, device] of [["390 px", PHONE], ["1280 px", DESKTOP]] as const) {
  const scanned = device === DESKTOP;
  test.describe(`layout shifts at ${label}`, () => {
    test.use(device);

    for (const fixture of FIXTURE_PAGES) {
      for (const session of fixture.sessions) {
        const who = session === "in" ? "the portal user" : "a visitor";
        const known = KNOWN_DEFECTS[`${fixture.path} ${session === "in" ? "portal" : "visitor"} ${label.split(" ")[0]}`];
        const moves = known ? `${fixture.path} still moves for ${who} (known: ${known.why})` : `${fixture.path} does not move for ${who}`;
        // At 1280 px the same visit also gets the accessibility scan (it used to load every page again).
        const title = scanned ? `${moves}, and has no serious or critical accessibility violation` : moves;
        test(title, async ({ page, request }) => {
          if (scanned) await clearFaults(request);
          if (session === "in") await login(page);
          await holdUntilFirstPaint(page);
          await page.goto(fixture.path, { waitUntil: "domcontentloaded" });
          const shifts = await layoutShifts(page);
          const moved = shifts.sources.join("\n");
          if (!known) expect.soft(shifts.total, moved).toBeLessThanOrEqual(CLS_BUDGET);
          else {
            if (!known.sometimes) expect.soft(moved, "fixed? take it off KNOWN_DEFECTS").toMatch(known.moves);
            expect.soft(shifts.total, moved).toBeLessThanOrEqual(known.ceiling);
          }
          if (!scanned) return;
          // A state an island sets at mount (a preset marked active) fades in over a transition;
          // colours read halfway through it are neither the old nor the new ones.
          await transitionsOver(page);
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    }
  });
}

test("every known defect names a page and a width of the walk", () => {
  const walked = FIXTURE_PAGES.flatMap((fixture) => fixture.sessions.flatMap((session) => ["390", "1280"].map((width) => `${fixture.path} ${session === "in" ? "portal" : "visitor"} ${width}`)));
  expect(Object.keys(KNOWN_DEFECTS).filter((key) => !walked.includes(key))).toEqual([]);
});

test.describe("layout shifts at 412 px", () => {
  test.use(LIGHTHOUSE_PHONE);

  test("/website/home does not move when the icon font arrives", async ({ page }) => {
    await holdUntilFirstPaint(page);
    await page.goto("/website/home", { waitUntil: "domcontentloaded" });
    const shifts = await layoutShifts(page);
    expect(shifts.total, shifts.sources.join("\n")).toBeLessThanOrEqual(CLS_BUDGET);
  });
});
