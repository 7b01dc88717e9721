// The spam dialog of the moderation queue (islands/forum/moderation_queue.tsx) when the answer to
// its batch marking is lost: it is not sent again; the queue is read again, shown as the server
// has it, and the moderator is told the posts were marked; when the server did nothing, the
// dialog keeps the chosen posts and says the marking failed.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import moderationQueue, { SPAM_LOST_DONE } from "../../../islands/forum/moderation_queue";
import { ACTION_FAILED } from "../../../islands/forum/messages";
import { addFault } from "../../../server/faults";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { $, $$, click, loadPage, notifications, settle, typeInto } from "../portal/portal_harness";
import { startSlides as startForum } from "../slides/harness";

const MARK_ROUTE = "/web/dataset/call_kw/forum.post/mark_as_offensive_batch";
let forum: Awaited<ReturnType<typeof startForum>>;
afterEach(() => {
  forum?.stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

async function chooseAllSpam() {
  forum = await startForum("admin");
  window.history.replaceState(null, "", "/forum/1/validation_queue");
  await loadPage(forum.server, "/forum/1/validation_queue");
  await forum.mount(moderationQueue);
  await click($(".o_wforum_filter_spam"));
  await vi.waitFor(() => expect($$(".post_spam input[type=checkbox]").length).toBe(3));
  typeInto($<HTMLInputElement>("#spamSearch")!, "cheap");
  await vi.waitFor(() => expect($$(".post_spam input[type=checkbox]").length).toBe(2));
  await click($(".o_wforum_select_all_spam"));
  await settle();
  expect($$(".post_spam input:checked")).toHaveLength(2);
}
const queueIds = () => $$(".post_to_validate").map((item) => item.dataset.id);

describe("the spam dialog after a lost answer", () => {
  it("shows the queue as the server has it and says the posts were marked, without a second call", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await chooseAllSpam();
    const serverFetch = forum.server.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await serverFetch(input, init);
      if (String(input).endsWith(MARK_ROUTE)) throw new TypeError("Failed to fetch");
      return answer;
    });
    await act(async () => $(".o_wforum_mark_spam")!.click());
    await vi.waitFor(() => expect(notifications()).toContain(SPAM_LOST_DONE));
    expect(queueIds()).toEqual(["4"]);
    expect($("#markAllAsSpam")!.classList.contains("show")).toBe(false);
    expect(forum.server.requests.filter((r) => r.url === MARK_ROUTE)).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it("keeps the dialog and the chosen posts and says it failed when the server did nothing", async () => {
    await chooseAllSpam();
    addFault({ match: MARK_ROUTE, kind: "502", times: 1 });
    await act(async () => $(".o_wforum_mark_spam")!.click());
    await vi.waitFor(() => expect(notifications()).toContain(ACTION_FAILED));
    expect(queueIds()).toHaveLength(3);
    expect($("#markAllAsSpam")!.classList.contains("show")).toBe(true);
    expect($$(".post_spam input:checked")).toHaveLength(2);
  });
});
