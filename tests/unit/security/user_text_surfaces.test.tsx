// One user's text shown to another on the client: script and handler payloads stay text (React
// text, or HTML through the one sanitizer profile): tracked link titles, forum tags, rating
// publisher comments, shift notes (live chat: tests/unit/livechat/document_thread.test.tsx).
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import creator from "../../../islands/links/creator";
import postForm from "../../../islands/forum/post_form";
import ratingComment from "../../../islands/website/rating_publisher_comment";
import { ShiftDialog } from "../../../islands/planning/ShiftDialog";
import { $, $$, answerWith, click, loadPage, settle, startPortal, typeInto, type PortalHarness } from "../portal/portal_harness";

await import("../../../src/components/sanitize");

const SCRIPT = `<script>window.__pwned = 1</script>`;
const HANDLER = `<img src="x" onerror="window.__pwned = 2">`;
const SVG = `<svg onload="window.__pwned = 3"></svg>`;
const LINK = `<a href="javascript:window.__pwned = 4">link</a>`;
const PAYLOAD = `Hi ${SCRIPT}${HANDLER}${SVG}${LINK}`;

let harness: PortalHarness;
afterEach(() => {
  harness?.stop();
  vi.unstubAllGlobals();
  delete (window as { __pwned?: number }).__pwned;
});

/** Nothing of the payload became a live element anywhere on the page. */
function expectInert(): void {
  expect($$("script, svg, [onerror], [onload]").filter((e) => !e.closest("template"))).toEqual([]);
  expect($$("a[href^='javascript']")).toEqual([]);
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
}

describe("user text on the client", () => {
  it("tracked link titles", async () => {
    harness = await startPortal("admin");
    answerWith(harness.server, "/website_links/recent_links", [
      { id: 1, title: PAYLOAD, url: "https://example.com/", short_url: "http://localhost/r/evil", code: "evil", count: 0 },
    ]);
    await loadPage(harness.server, "/r");
    await harness.mount(creator);
    await settle();
    expect($(".o_website_links_link")!.textContent).toContain(PAYLOAD);
    expectInert();
  });

  it("forum tag names", async () => {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/forum/1/ask");
    document.getElementById("wrapwrap")!.dataset.forum_id = "1";
    $<HTMLInputElement>("input.js_select2")!.dataset.initValue = JSON.stringify([{ id: 1, name: PAYLOAD }]);
    await harness.mount(postForm);
    expect(document.body.textContent).toContain(PAYLOAD);
    expectInert();
  });

  it("a rating's publisher comment", async () => {
    harness = await startPortal("admin");
    await loadPage(harness.server, "/website/blog");
    const host = $(".o_wrating_publisher_container[data-rating-id='1']")!;
    await harness.mount(ratingComment, host);
    await click(host.querySelector(".o_wrating_js_publisher_comment_btn"));
    typeInto(host.querySelector("textarea")!, PAYLOAD);
    await act(async () => void host.querySelector("form")!.requestSubmit());
    await settle();
    expect(host.querySelector(".o_wrating_publisher_comment_text")!.textContent).toBe(PAYLOAD);
    expectInert();
  });

  it("a shift's title and note", async () => {
    harness = await startPortal(null);
    const shift = {
      id: 1, title: `Desk ${HANDLER}`, start: "2026-11-20 09:00:00", end: "2026-11-20 17:00:00", alloc_hours: 8, alloc_perc: 100,
      role: SVG, note: PAYLOAD, project: false, task: false, allow_self_unassign: false, is_unassign_deadline_passed: false,
    };
    await act(async () => void harness.env.services.dialog.add(ShiftDialog, { shift: shift as never, dismiss: async () => {} }));
    await settle();
    expect(document.body.textContent).toContain(PAYLOAD);
    expectInert();
  });
});
