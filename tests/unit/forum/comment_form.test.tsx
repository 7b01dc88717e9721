// The comment form under a forum post (islands/forum/comment_form.tsx) on the question page the
// reference server renders: sent in the background; a fault keeps the text and says so; an answer
// lost after the server posted the comment is not sent again, and the reloaded page says so.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import commentForm, { COMMENT_FAILED, COMMENT_LOST, COMMENT_LOST_DONE } from "../../../islands/forum/comment_form";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { addFault } from "../../../server/faults";
import { $, loadPage, notifications, settle, text, typeInto } from "../portal/portal_harness";
import { startSlides as startForum } from "../slides/harness";

const QUESTION = "/forum/1/question/1";
const ROUTE = "/forum/1/post/2/comment";
let forum: Awaited<ReturnType<typeof startForum>>;
afterEach(() => {
  forum?.stop();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, "", "/");
});

const form = () => $<HTMLFormElement>("#answer-2 form.o_wforum_comment_form")!;
const field = () => form().querySelector<HTMLTextAreaElement>('textarea[name="comment"]')!;
const commentsOf = (post: number) => forum.server.store.all("forum.comment").filter((c) => c.post_id === post).map((c) => String(c.body));
const posts = () => forum.server.requests.filter((r) => r.method === "POST" && r.url === ROUTE);

async function openQuestion() {
  window.history.replaceState(null, "", QUESTION);
  forum = await startForum("demo");
  await loadPage(forum.server, QUESTION);
  await forum.mount(commentForm, form());
}

async function send(body: string) {
  typeInto(field(), body);
  await act(async () => void form().dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })));
  await settle();
}

/** Lets the server answer the comment's post, then loses the answer on the way back. */
function loseAnswerAfterServer() {
  const serverFetch = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = await serverFetch(input, init);
    if (String(input).endsWith(ROUTE)) throw new TypeError("Failed to fetch");
    return answer;
  });
}

describe("the forum comment form", () => {
  it("posts the comment without leaving the page and follows the server to the question", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    await openQuestion();
    await send("Thanks, it helped.");
    expect(commentsOf(2)).toContain("Thanks, it helped.");
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/\/forum\/1\/question\/1$/));
  });

  it("keeps the text and says so when the post is answered 502 and the page shows it was not posted; the next try posts it once", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    await openQuestion();
    addFault({ match: ROUTE, kind: "502", times: 1 });
    await send("Water less in winter.");
    expect(text(".o_wforum_comment_error")).toBe(COMMENT_FAILED);
    expect(field().value).toBe("Water less in winter.");
    expect(form().getAttribute("aria-busy")).toBeNull();
    expect(commentsOf(2)).not.toContain("Water less in winter.");
    expect(assign).not.toHaveBeenCalled();
    await act(async () => void form().dispatchEvent(new Event("submit", { bubbles: true, cancelable: true })));
    await settle();
    expect(commentsOf(2).filter((c) => c === "Water less in winter.")).toHaveLength(1);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it("keeps the text when the server refuses it (an error page)", async () => {
    await openQuestion();
    addFault({ match: ROUTE, kind: "500-html", times: 1 });
    await send("Refused once.");
    expect(text(".o_wforum_comment_error")).toBe(COMMENT_FAILED);
    expect(field().value).toBe("Refused once.");
  });

  it("says the comment may be posted when its answer and the page are both lost", async () => {
    await openQuestion();
    addFault({ match: ROUTE, kind: "network", times: 1 });
    addFault({ match: QUESTION, kind: "502", times: 1 });
    await send("Maybe posted.");
    expect(text(".o_wforum_comment_error")).toBe(COMMENT_LOST);
    expect(field().value).toBe("Maybe posted.");
  });

  it("does not post again when the answer is lost after the server posted it: the reloaded page says so, once", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    await openQuestion();
    loseAnswerAfterServer();
    await send("Posted although lost.");
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(posts()).toHaveLength(1);
    expect(commentsOf(2).filter((c) => c === "Posted although lost.")).toHaveLength(1);
    expect($(".o_wforum_comment_error")).toBeNull();
    expect(notifications()).not.toContain(COMMENT_LOST_DONE);
    // the reload: a new load of the question page (the harness's store starts again), the island mounted on it
    const origin = performance.timeOrigin;
    vi.spyOn(performance, "timeOrigin", "get").mockReturnValue(origin + 1);
    forum.stop();
    vi.unstubAllGlobals();
    await openQuestion();
    expect(notifications().filter((n) => n === COMMENT_LOST_DONE)).toHaveLength(1);
  });
});
