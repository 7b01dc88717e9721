// The moderation queue island and its spam rules (spec 3 §4, §7, §9 "Forum").
import { afterEach, describe, expect, it, vi } from "vitest";
import moderationQueue from "../../../islands/forum/moderation_queue";
import { previewText, readSpamIds, spamDomain } from "../../../islands/forum/spam";
import { addFault } from "../../../server/faults";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { $, $$, click, loadPage, settle } from "../portal/portal_harness";
import { startSlides as startForum } from "../slides/harness";

describe("spam rules", () => {
  it("searches the queue by id, name and content", () => {
    expect(spamDomain([4, 5], " ")).toEqual([["id", "in", [4, 5]]]);
    expect(spamDomain([4, 5], "5")).toEqual([["id", "in", [4, 5]], "|", "|", ["id", "=", 5], ["name", "ilike", "5"], ["content", "ilike", "5"]]);
  });

  it("cuts the preview text at 250 characters, without markup", () => {
    expect(previewText(`<p>a <b>b</b></p><img src="x" onerror="alert(1)">`)).toBe("a b");
    expect(previewText(`<p>${"x".repeat(300)}</p>`)).toHaveLength(250);
  });

  it("reads the queue's ids, ignoring a malformed attribute", () => {
    document.body.innerHTML = `<div class="modal" data-spam-ids="[4,5]"></div><div class="bad" data-spam-ids="{"></div>`;
    expect(readSpamIds($(".modal"))).toEqual([4, 5]);
    expect(readSpamIds($(".bad"))).toEqual([]);
  });
});

describe("moderation queue", () => {
  let forum: Awaited<ReturnType<typeof startForum>>;
  afterEach(() => {
    vi.restoreAllMocks();
    forum?.stop();
  });

  it("shows a failed validation again in red, hides a successful one", async () => {
    forum = await startForum("admin");
    await loadPage(forum.server, "/forum/1/validation_queue");
    await forum.mount(moderationQueue);
    addFault({ match: "/forum/1/post/4/validate", kind: "502", times: 1 });
    const item = $('.post_to_validate[data-id="4"]')!;
    await click(item.querySelector("a.btn"));
    await vi.waitFor(() => expect(item.className).toContain("bg-danger"));
    expect(item.classList.contains("d-none")).toBe(false);
    await click(item.querySelector("a.btn"));
    await settle();
    expect(item.classList.contains("d-none")).toBe(true);
    expect(forum.server.store.get("forum.post", 4)!.state).toBe("active");
  });

  it("marks the chosen posts of a search as spam in one batch, then reloads", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    forum = await startForum("admin");
    await loadPage(forum.server, "/forum/1/validation_queue");
    await forum.mount(moderationQueue);
    await click($(".o_wforum_filter_spam"));
    expect($$(".post_spam .form-check")).toHaveLength(3);
    await click($(".o_wforum_select_all_spam"));
    await click($("#o_wforum_spam_4"));
    await click($(".o_wforum_mark_spam"));
    const batch = forum.server.requests.find((r) => r.url.endsWith("/mark_as_offensive_batch"))!;
    expect(batch.body.params.args).toEqual([[4, 5, 6], "post_id", [5, 6]]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(forum.server.store.get("forum.post", 6)!.state).toBe("offensive");
  });
});
