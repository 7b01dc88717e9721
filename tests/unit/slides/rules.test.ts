// E-learning rules, constants and texts (spec 3 §4, §5, §8, §9).
import { afterEach, describe, expect, it, vi } from "vitest";
import * as M from "../../../islands/slides/messages";
import { allAnswered, chosenFromSession, submitErrorMessage, submitQuiz, MalformedQuizAnswer } from "../../../islands/slides/quiz_api";
import { createCompleter, COMPLETION_RETRY_MS } from "../../../islands/slides/completion";
import {
  RANK_ANIMATION_MS, RANK_LEVEL_UP_ANIMATION_MS, SHARE_POPUP, VIDEO_COMPLETION_REMAINING_S, VIDEO_TIMER_MS, cappedProgress, completesWhenShown, editUrl,
  fullscreenUrl, isValidEmail, lessonFromElement, plainUrl, rankAnimationMs, translateUrl, videoShouldComplete, waitsForViewer, withFullscreen, type Lesson,
} from "../../../islands/slides/lesson";
import { popupFeatures, socialLinks } from "../../../islands/slides/share";
import { voteErrorMessage } from "../../../islands/slides/slide_like";
import { joinErrorMessage } from "../../../islands/slides/join";
import { accessRequestOutcome } from "../../../islands/slides/course_join";
import { reviewsLabel, EMPTY_MARKER, decorateCourse } from "../../../islands/slides/course_page";

const _t = (s: string) => s;
const lesson = (over: Partial<Lesson> = {}): Lesson => ({
  id: 1, name: "L", slug: "l-1", type: "document", isQuiz: false, hasQuestion: false, completed: false, isMember: true, canAccess: true,
  embedUrl: "", videoSource: "html5", videoUrl: "", sessionAnswers: [], ...over,
});

afterEach(() => vi.useRealTimers());

describe("constants and texts", () => {
  it("are the spec's", () => {
    expect([VIDEO_COMPLETION_REMAINING_S, VIDEO_TIMER_MS, RANK_ANIMATION_MS, RANK_LEVEL_UP_ANIMATION_MS]).toEqual([30, 1000, 800, 1700]);
    expect(SHARE_POPUP).toEqual({ width: 626, height: 436 });
    expect(popupFeatures()).toContain("width=626,height=436");
    expect([M.VOTE_DONE, M.VOTE_SLIDE_ACCESS, M.VOTE_MEMBERSHIP, M.VOTE_COMMENT_DISABLED, M.VOTE_KARMA, M.UNKNOWN_ERROR]).toEqual([
      "You have already voted for this lesson", "You don't have access to this lesson", "You must be member of this course to vote",
      "Votes and comments are disabled for this course", "You don't have enough karma to vote", "Unknown error",
    ]);
    expect([M.JOIN_DONE, M.REQUEST_ACCESS_TITLE, M.REQUEST_SENT, M.REQUEST_UNKNOWN, M.LEVEL_UP]).toEqual([
      "You have already joined this channel", "Request Access.", "Request sent !", "Unknown error, try again.", "Level up!",
    ]);
    expect([M.QUIZ_INCOMPLETE, M.QUIZ_DONE, M.QUIZ_PUBLIC_USER, M.QUIZ_ERROR]).toEqual([
      "All questions must be answered !", "This quiz is already done. Retaking it is not possible.", "You must be logged to submit the quiz.", "There was an error validating this quiz.",
    ]);
    expect(EMPTY_MARKER).toBe("(empty)");
    expect(reviewsLabel("Reviews", 3)).toBe("Reviews (3)");
  });
});

describe("completion rules", () => {
  it("completes shown lessons of signed-in members without questions", () => {
    for (const type of ["infographic", "presentation", "document", "webpage"] as const) expect(completesWhenShown(lesson({ type }), false)).toBe(true);
    expect(completesWhenShown(lesson({ type: "video" }), false)).toBe(false);
    expect(completesWhenShown(lesson({ type: "quiz" }), false)).toBe(false);
    expect(completesWhenShown(lesson(), true)).toBe(false);
    expect(completesWhenShown(lesson({ hasQuestion: true }), false)).toBe(false);
    expect(completesWhenShown(lesson({ completed: true }), false)).toBe(false);
    expect(completesWhenShown(lesson({ isMember: false }), false)).toBe(false);
    expect(waitsForViewer(lesson({ type: "presentation" }))).toBe(true);
    expect(waitsForViewer(lesson({ type: "infographic" }))).toBe(false);
  });

  it("completes a video when less than 30 s remain, once, without a question", () => {
    const video = lesson({ type: "video" });
    expect(videoShouldComplete(video, false, 100, 70)).toBe(false);
    expect(videoShouldComplete(video, false, 100, 70.5)).toBe(true);
    expect(videoShouldComplete(video, false, 20, 0)).toBe(true);
    expect(videoShouldComplete(video, false, NaN, 0)).toBe(false);
    expect(videoShouldComplete(video, true, 100, 99)).toBe(false);
    expect(videoShouldComplete({ ...video, completed: true }, false, 100, 99)).toBe(false);
    expect(videoShouldComplete({ ...video, hasQuestion: true }, false, 100, 99)).toBe(false);
  });

  it("caps the progress at 100 and reads numbers only", () => {
    expect([cappedProgress(140), cappedProgress(-3), cappedProgress("33.4"), cappedProgress(undefined)]).toEqual([100, 0, 33, 0]);
    expect(rankAnimationMs(true)).toBe(1700);
    expect(rankAnimationMs(false)).toBe(800);
  });
});

describe("addresses", () => {
  it("writes the player's, the plain, edit and translate addresses", () => {
    expect(fullscreenUrl("soil-3", false)).toBe("/slides/slide/soil-3?fullscreen=1");
    expect(fullscreenUrl("quiz-8", true)).toBe("/slides/slide/quiz-8?fullscreen=1&quiz=1");
    expect(plainUrl("soil-3")).toBe("/slides/slide/soil-3");
    expect(editUrl("soil-3")).toBe("/slides/slide/soil-3?fullscreen=0&enable_editor=1");
    expect(translateUrl("soil-3")).toBe("/slides/slide/soil-3?fullscreen=0&edit_translations=1");
    expect(withFullscreen("/slides/slide/a-1")).toBe("/slides/slide/a-1?fullscreen=1");
    expect(withFullscreen("/slides/slide/a-1?fullscreen=0#x")).toBe("/slides/slide/a-1?fullscreen=1#x");
  });

  it("shares on the three networks with the address encoded", () => {
    expect(socialLinks("https://site/a b", "T&C").map(([n]) => n)).toEqual(["facebook", "twitter", "linkedin"]);
    expect(socialLinks("https://site/a b", "T&C")[1][2]).toBe("https://twitter.com/intent/tweet?text=T%26C&url=https%3A%2F%2Fsite%2Fa%20b");
    expect(isValidEmail("a@b.co")).toBe(true);
    expect(isValidEmail("a@b")).toBe(false);
    expect(isValidEmail("")).toBe(false);
  });
});

describe("lesson data", () => {
  it("reads the sidebar item, dropping bad session answers", () => {
    const el = document.createElement("li");
    el.innerHTML = "";
    Object.assign(el.dataset, { id: "8", slug: "q-8", type: "quiz", isQuiz: "1", hasQuestion: "1", completed: "0", isMember: "1", sessionAnswers: "[1,\"x\",4]" });
    expect(lessonFromElement(el)).toMatchObject({ id: 8, slug: "q-8", type: "quiz", isQuiz: true, hasQuestion: true, completed: false, isMember: true, sessionAnswers: [1, 4] });
    el.dataset.sessionAnswers = "{broken";
    expect(lessonFromElement(el).sessionAnswers).toEqual([]);
  });
});

describe("messages of refusals", () => {
  it("votes: login or sign-up prompt with the address encoded, each code, unknown", () => {
    expect(voteErrorMessage({ error: "public_user" }, _t, "/slides/slide/a-1?x=1&y")).toEqual({ html: 'Please <a href="/web/login?redirect=%2Fslides%2Fslide%2Fa-1%3Fx%3D1%26y">login</a> to vote this lesson' });
    expect(voteErrorMessage({ error: "public_user", error_signup_allowed: true }, _t, '/"><script>').html).toBe('Please <a href="/web/signup?redirect=%2F%22%3E%3Cscript%3E">create an account</a> to vote this lesson');
    expect(voteErrorMessage({ error: "channel_karma_required" }, _t, "/").text).toBe("You don't have enough karma to vote");
    expect(voteErrorMessage({ error: "what" }, _t, "/").text).toBe("Unknown error");
  });

  it("joins and access requests", () => {
    expect(joinErrorMessage({ error: "join_done" }, _t)).toEqual({ text: "You have already joined this channel" });
    expect(joinErrorMessage({ error: "x" }, _t)).toEqual({ text: "Unknown error" });
    expect(joinErrorMessage({ error: "public_user" }, _t).html).toContain("to join this course");
    expect(accessRequestOutcome({ done: true })).toEqual({ text: "Request sent !", error: false });
    expect(accessRequestOutcome({ error: "Nope" })).toEqual({ text: "Nope", error: true });
    expect(accessRequestOutcome(null)).toEqual({ text: "Unknown error, try again.", error: true });
    expect(accessRequestOutcome({})).toEqual({ text: "Unknown error, try again.", error: true });
  });

  it("quiz submissions", () => {
    expect(submitErrorMessage("slide_quiz_incomplete")).toBe("All questions must be answered !");
    expect(submitErrorMessage("slide_quiz_done")).toBe("This quiz is already done. Retaking it is not possible.");
    expect(submitErrorMessage("public_user")).toBe("You must be logged to submit the quiz.");
    expect(submitErrorMessage("boom")).toBe("There was an error validating this quiz.");
  });
});

describe("quiz answers", () => {
  const questions = [
    { id: 1, question: "a", answer_ids: [{ id: 1, text_value: "x" }, { id: 2, text_value: "y" }] },
    { id: 2, question: "b", answer_ids: [{ id: 3, text_value: "x" }, { id: 4, text_value: "y" }] },
  ];
  it("needs every question answered; takes the session's answers that belong here", () => {
    expect(allAnswered(questions, { 1: 2 })).toBe(false);
    expect(allAnswered(questions, { 1: 2, 2: 3 })).toBe(true);
    expect(chosenFromSession(questions, [2, 3, 99])).toEqual({ 1: 2, 2: 3 });
  });

  it("refuses an answer without corrections", async () => {
    const rpc = vi.fn(async () => ({ completed: true })) as any;
    await expect(submitQuiz(rpc, 8, [1])).rejects.toBeInstanceOf(MalformedQuizAnswer);
    await expect(submitQuiz((async () => "oops") as any, 8, [1])).rejects.toBeInstanceOf(MalformedQuizAnswer);
    expect(await submitQuiz((async () => ({ error: "slide_quiz_done" })) as any, 8, [1])).toEqual({ error: "slide_quiz_done" });
  });
});

describe("completion calls", () => {
  it("shows a completion on the server's answer only, says a failure once and sends again", async () => {
    vi.useFakeTimers();
    let fail = 2;
    const rpc = vi.fn(async () => {
      if (fail-- > 0) throw new Error("502");
      return { channel_completion: 140 };
    }) as any;
    const done = vi.fn();
    const failed = vi.fn();
    const completer = createCompleter(rpc, done, failed);
    completer.complete(3);
    completer.complete(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(rpc).toHaveBeenCalledTimes(1);
    expect(failed).toHaveBeenCalledWith(3);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(COMPLETION_RETRY_MS);
    expect(rpc).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(COMPLETION_RETRY_MS);
    expect(done).toHaveBeenCalledWith(3, 100);
    expect(failed).toHaveBeenCalledTimes(1);
  });

  it("stops retrying when the player goes away", async () => {
    vi.useFakeTimers();
    const rpc = vi.fn(async () => Promise.reject(new Error("502"))) as any;
    const completer = createCompleter(rpc, vi.fn(), vi.fn());
    completer.complete(3);
    await vi.advanceTimersByTimeAsync(0);
    completer.dispose();
    await vi.advanceTimersByTimeAsync(COMPLETION_RETRY_MS * 5);
    expect(rpc).toHaveBeenCalledTimes(1);
  });
});

describe("course page markers", () => {
  it("adds fullscreen=1 to lesson links, '(empty)' to empty sections, the reviews count", () => {
    document.body.innerHTML = `<div class="o_wslides_course_main"><a class="o_wslides_course_reviews_tab" data-rating-count="4">Reviews</a>
<ul><li class="o_wslides_slide_list_category" data-category-id="1"><div class="o_wslides_slide_list_category_header"><h3>A</h3></div><ul><li class="o_wslides_slides_list_slide"><a class="o_wslides_js_slides_list_slide_link" href="/slides/slide/x-2">x</a></li></ul></li>
<li class="o_wslides_slide_list_category" data-category-id="5"><div class="o_wslides_slide_list_category_header"><h3>B</h3></div><ul></ul></li></ul></div>`;
    const host = document.querySelector<HTMLElement>(".o_wslides_course_main")!;
    decorateCourse(host, _t);
    decorateCourse(host, _t);
    expect(host.querySelector("a.o_wslides_js_slides_list_slide_link")!.getAttribute("href")).toBe("/slides/slide/x-2?fullscreen=1");
    expect(host.querySelectorAll(".o_wslides_empty_marker")).toHaveLength(1);
    expect(host.querySelector('[data-category-id="5"] .o_wslides_empty_marker')!.textContent).toBe("(empty)");
    expect(host.querySelector(".o_wslides_course_reviews_tab")!.textContent).toBe("Reviews (4)");
  });
});

describe("tag choices", () => {
  it("sends an id, or [0, {name}] for a new one, nothing when empty", async () => {
    const { choiceValue, NEW_OPTION } = await import("../../../islands/slides/course_tag_add");
    expect(choiceValue("2", "")).toBe(2);
    expect(choiceValue(NEW_OPTION, "  Organic ")).toEqual([0, { name: "Organic" }]);
    expect(choiceValue(NEW_OPTION, "  ")).toBeNull();
    expect(choiceValue("", "")).toBeNull();
  });
});

describe("question form", () => {
  it("needs a question and one answer; drops blank lines and numbers the rest from 1", async () => {
    const { questionPayload, FILL_QUESTION, ONE_ANSWER } = await import("../../../islands/slides/question_form");
    const { quickCreateRequested } = await import("../../../islands/slides/QuizEditor");
    expect([FILL_QUESTION, ONE_ANSWER]).toEqual(["Please fill in the question", "Please add at least one answer."]);
    const where = { slideId: 3, existingId: false as const, sequence: 2 };
    const line = (text_value: string, is_correct = false, comment = "") => ({ text_value, is_correct, comment });
    expect(questionPayload("  ", [line("a")], where)).toEqual({ error: FILL_QUESTION });
    expect(questionPayload("Q", [line(" "), line("")], where)).toEqual({ error: ONE_ANSWER });
    expect(questionPayload(" Q ", [line(""), line(" A ", true, " c "), line(" "), line("B")], where)).toEqual({
      payload: { existing_question_id: false, sequence: 2, question: "Q", slide_id: 3, answer_ids: [{ sequence: 1, text_value: "A", is_correct: true, comment: "c" }, { sequence: 2, text_value: "B", is_correct: false, comment: "" }] },
    });
    expect(quickCreateRequested("?quiz_quick_create")).toBe(true);
    expect(quickCreateRequested("?fullscreen=0")).toBe(false);
  });
});
