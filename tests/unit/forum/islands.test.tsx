// The forum islands on the question page the reference server renders (spec 3 §4, §8 "Forum").
import { afterEach, describe, expect, it, vi } from "vitest";
import forumPage from "../../../islands/forum/forum_page";
import { BUMP_ROUTE } from "../../../islands/forum/post_actions";
import { ACTION_FAILED } from "../../../islands/forum/messages";
import { ACTION_LOST_DONE, ACTION_LOST_UNKNOWN } from "../../../islands/forum/lost_answer";
import { addFault } from "../../../server/faults";
import { $, click, loadPage, notifications, text } from "../portal/portal_harness";
import { startSlides as startForum } from "../slides/harness";

let forum: Awaited<ReturnType<typeof startForum>>;
afterEach(() => {
  forum?.stop();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
});

async function openQuestion(login: string | null) {
  forum = await startForum(login);
  await loadPage(forum.server, "/forum/1/question/1");
  window.history.replaceState(null, "", "/forum/1/question/1");
  await forum.mount(forumPage, document.querySelector(".website_forum")!);
}

describe("question page", () => {
  it("votes with the server's answer and refuses a vote on one's own post", async () => {
    await openQuestion("demo");
    await click($("#answer-2 .vote_up"));
    expect(text("#answer-2 .vote_count")).toBe("2");
    expect($<HTMLButtonElement>("#answer-2 .vote_up")!.disabled).toBe(true);
    await click($("#answer-3 .vote_up"));
    expect(notifications().join()).toContain("Sorry, you cannot vote for your own posts");
  });

  it("keeps the count and tells when the vote call fails", async () => {
    await openQuestion("demo");
    addFault({ match: "/forum/1/post/2/upvote", kind: "502", times: 1 });
    await click($("#answer-2 .vote_up"));
    expect(text("#answer-2 .vote_count")).toBe("1");
    expect(notifications().join()).toContain("The server could not be reached: nothing was changed. Try again.");
  });

  /** The server does the call, then its answer is lost on the way. */
  const loseAnswersOf = (path: string) => {
    const serve = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await serve(input, init);
      if (String(input).endsWith(path)) throw new TypeError("Failed to fetch");
      return answer;
    });
  };

  it("a vote whose answer was lost and that was done shows the server's count and says so, without a second call", async () => {
    await openQuestion("demo");
    loseAnswersOf("/forum/1/post/2/upvote");
    await click($("#answer-2 .vote_up"));
    expect(text("#answer-2 .vote_count")).toBe("2");
    expect($("#answer-2 .vote_up")!.hasAttribute("disabled")).toBe(true);
    expect(notifications().join()).toContain(ACTION_LOST_DONE);
    expect(forum.server.requests.filter((r) => r.url === "/forum/1/post/2/upvote")).toHaveLength(1);
    // the post read again still works
    await click($("#answer-2 .vote_down"));
    expect(text("#answer-2 .vote_count")).toBe("1");
  });

  it("a comment deletion whose answer was lost and that was done removes the comment", async () => {
    await openQuestion("demo");
    const comments = () => document.querySelectorAll("article.question .o_wforum_post_comment").length;
    const before = comments();
    const action = $("article.question .comment_delete")!.closest("form")!.getAttribute("action")!;
    loseAnswersOf(action);
    await click($("article.question .comment_delete"));
    expect(comments()).toBe(before - 1);
    expect(notifications().join()).toContain(ACTION_LOST_DONE);
  });

  it("a vote whose answer was lost while the page cannot be read either says it may be done", async () => {
    await openQuestion("demo");
    addFault({ match: "/forum/1/post/2/upvote", kind: "network", times: 1 });
    addFault({ match: "/forum/1/question/1", kind: "502", times: 1 });
    await click($("#answer-2 .vote_up"));
    expect(text("#answer-2 .vote_count")).toBe("1");
    expect(notifications().join()).toContain(ACTION_LOST_UNKNOWN);
  });

  it("a bump whose answer was lost does not claim nothing was changed (a bump shows nothing on the page): it says it may be done", async () => {
    await openQuestion("portal");
    loseAnswersOf(BUMP_ROUTE);
    await click($(".oe_js_bump"));
    await vi.waitFor(() => expect(notifications().join()).toContain(ACTION_LOST_UNKNOWN));
    expect(notifications().join()).not.toContain(ACTION_FAILED);
    expect(forum.server.store.get("forum.post", 1)!.bumped).toBe(true);
    expect(forum.server.requests.filter((r) => r.url === BUMP_ROUTE)).toHaveLength(1);
    expect($(".oe_js_bump")).not.toBeNull();
  });

  it("stops a karma-locked click before any call", async () => {
    await openQuestion("portal");
    await click($("#answer-3 .vote_up"));
    await vi.waitFor(() => expect(notifications().join()).toContain("50 karma is required to perform this action."));
    expect(notifications().join()).toContain("Karma Error50 karma is required to perform this action.");
    expect(forum.server.requests.filter((r) => r.url.includes("/upvote"))).toHaveLength(0);
  });

  it("tells a visitor to log in to flag", async () => {
    await openQuestion(null);
    $("#answer-2 .flag")!.classList.remove("karma_required");
    await click($("#answer-2 .flag"));
    expect(notifications().join()).toContain("Sorry you must be logged to flag a post");
    await click($("#answer-2 .accept_answer"));
    expect(notifications().join()).toContain("Sorry, anonymous users cannot choose correct answer.");
  });
});

describe("spec 3 §8 forum messages from the server's error codes", () => {
  it("anonymous_user on a vote: 'Sorry you must be logged to vote'", async () => {
    await openQuestion(null);
    $("#answer-2 .vote_up")!.classList.remove("karma_required");
    await click($("#answer-2 .vote_up"));
    expect(forum.server.requests.filter((r) => r.url === "/forum/1/post/2/upvote")).toHaveLength(1);
    expect(notifications().join()).toContain("Sorry you must be logged to vote");
    expect(text("#answer-2 .vote_count")).toBe("1");
  });

  it("post_non_flaggable: 'This post can not be flagged'", async () => {
    await openQuestion("demo");
    forum.server.store.write("forum.post", 2, { state: "close" }); // no longer active once the page is shown
    await click($("#answer-2 .flag"));
    expect(forum.server.requests.filter((r) => r.url === "/forum/1/post/2/flag")).toHaveLength(1);
    expect(notifications().join()).toContain("This post can not be flagged");
  });
});

describe("hover boxes", () => {
  it("shows a tag's follow box while hovered, a user's bio after 500 ms unless the pointer left", async () => {
    await openQuestion(null);
    const tag = $(".o_js_forum_tag_follow a")!;
    tag.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect($(".o_forum_tag_follow_box")!.classList.contains("d-none")).toBe(false);
    expect(text(".o_forum_tag_follow_box")).toBe("1 question tagged cactus");
    tag.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: document.body }));
    expect($(".o_forum_tag_follow_box")!.classList.contains("d-none")).toBe(true);

    vi.useFakeTimers();
    const name = $("#answer-2 .o_forum_user_info")!;
    const bio = name.parentElement!.querySelector(".o_forum_user_bio_expand")!;
    name.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    name.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: document.body }));
    vi.advanceTimersByTime(500);
    expect(bio.classList.contains("d-none")).toBe(true);
    name.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    vi.advanceTimersByTime(499);
    expect(bio.classList.contains("d-none")).toBe(true);
    vi.advanceTimersByTime(1);
    expect(bio.textContent).toBe("Mitchell Admin · 2500 karma");
    bio.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: document.body }));
    expect(bio.classList.contains("d-none")).toBe(true);
    vi.useRealTimers();
  });
});
