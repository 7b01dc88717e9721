// The e-learning islands on the pages the reference server renders (spec 3 §2, §4, §8).
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import courseJoin from "../../../islands/slides/course_join";
import fullscreenPlayer from "../../../islands/slides/fullscreen_player";
import lessonQuiz from "../../../islands/slides/lesson_quiz";
import slideLike from "../../../islands/slides/slide_like";
import courseUnsubscribe, { LEAVE_CONFIRM, LEAVE_TITLE, NOTIFICATIONS_TITLE, OR_LEAVE } from "../../../islands/slides/course_unsubscribe";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { addFault } from "../../../server/faults";
import { $, answerWith, click, loadPage, notifications, settle, text } from "../portal/portal_harness";
import { startSlides as startPortal } from "./harness";
import { drawings, opened, pdfFault, resetFakePdf } from "./fake_pdf";

vi.mock("../../../islands/slides/pdf_library", async () => ({ loadPdfLibrary: async () => (await import("./fake_pdf")).fakePdfLibrary }));

let portal: Awaited<ReturnType<typeof startPortal>>;
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  portal?.stop();
  resetFakePdf();
  window.history.replaceState(null, "", "/runtime/public");
});
const popoverText = () => $(".o_wslides_popover_alert")?.textContent?.trim();
const calls = (route: string) => portal.server.requests.filter((r) => r.url === route);

describe("votes", () => {
  it("asks a visitor to create an account, shows counts to a member", async () => {
    portal = await startPortal(null);
    await loadPage(portal.server, "/slides/slide/test-yourself-8");
    await portal.mount(slideLike);
    await click($(".o_wslides_js_slide_like_up"));
    expect(popoverText()).toBe("Please create an account to vote this lesson");
  });

  it("counts a member's vote and refuses a second one", async () => {
    portal = await startPortal("demo");
    await loadPage(portal.server, "/slides/slide/soil-basics-3");
    await portal.mount(slideLike);
    await click($(".o_wslides_js_slide_like_up"));
    expect(text(".o_wslides_js_slide_like_up")).toBe("2");
    await click($(".o_wslides_js_slide_like_up"));
    expect(popoverText()).toBe("You have already voted for this lesson");
    expect(text(".o_wslides_js_slide_like_up")).toBe("2");
  });
});

describe("joining", () => {
  it("joins a public course and reloads", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    portal = await startPortal("portal");
    await loadPage(portal.server, "/slides/1");
    await portal.mount(courseJoin);
    await click($(".o_wslides_js_course_join_link"));
    expect(calls("/slides/channel/join").map((r) => r.body.params)).toEqual([{ channel_id: 1 }]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("asks for access in a dialog; Cancel sends nothing, Yes sends and says 'Request sent !'", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/slides/2");
    await portal.mount(courseJoin);
    await click($(".o_wslides_js_course_join_link"));
    expect(text(".modal-title")).toBe("Request Access.");
    await click([...document.querySelectorAll(".modal button")].find((b) => b.textContent === "Cancel")!);
    expect(calls("/web/dataset/call_kw/slide.channel/action_request_access")).toHaveLength(0);
    await click($(".o_wslides_js_course_join_link"));
    await click([...document.querySelectorAll(".modal button")].find((b) => b.textContent === "Yes")!);
    expect(text(".o_wslides_request_access_result")).toBe("Request sent !");
  });

  it("says 'Unknown error, try again.' when the access request fails", async () => {
    portal = await startPortal("portal");
    await loadPage(portal.server, "/slides/2");
    await portal.mount(courseJoin);
    addFault({ match: "/web/dataset/call_kw", kind: "502", times: 1 });
    await click($(".o_wslides_js_course_join_link"));
    await click([...document.querySelectorAll(".modal button")].find((b) => b.textContent === "Yes")!);
    expect(text(".o_wslides_request_access_result")).toBe("Unknown error, try again.");
    expect($(".o_wslides_request_access_result")!.className).toContain("text-danger");
  });

  it("puts a paid course in the cart for a signed-in user, then goes to the cart", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    portal = await startPortal("portal");
    await loadPage(portal.server, "/slides/3");
    answerWith(portal.server, "/shop/cart/update_json", { cart_quantity: 1 });
    const sent: unknown[] = [];
    const inner = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => (String(input).startsWith("/shop/cart/update_json") && sent.push(JSON.parse(String(init?.body)).params), inner(input, init)));
    await portal.mount(courseJoin);
    await click($(".o_wslides_js_course_join_link"));
    expect(sent).toEqual([{ product_id: 41, add_qty: 1, display: false }]);
    expect(assign).toHaveBeenCalledWith("/shop/cart");
  });
});

describe("fullscreen player", () => {
  it("completes an image when shown, moves with the arrow keys and keeps the address on the lesson", async () => {
    portal = await startPortal("demo");
    await loadPage(portal.server, "/slides/slide/choosing-your-tools-6?fullscreen=1");
    window.history.replaceState(null, "", "/slides/slide/choosing-your-tools-6?fullscreen=1");
    await portal.mount(fullscreenPlayer);
    await vi.waitFor(async () => (await settle(), expect(text(".o_wslides_fs_webpage strong")).toBe("spade")), { timeout: 8000 });
    expect($(".o_wslides_fs_webpage script")).toBeNull();
    expect($(".o_wslides_fs_webpage img")!.getAttribute("onload")).toBeNull();
    expect(text(".o_wslides_progress_percentage")).toBe("33");
    await act(async () => void document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight" })));
    await settle();
    expect(window.location.pathname + window.location.search).toBe("/slides/slide/presentation-seasons-7?fullscreen=1");
    // a presentation waits for its viewer
    expect(calls("/slides/slide/set_completed").map((r) => r.body.params.slide_id)).toEqual([6]);
    await vi.waitFor(() => expect(text(".o_wslides_fs_pdf_page_number")).toBe("Page 1 of 3"));
    expect(opened).toEqual(["/slides/media/lesson_document.pdf"]);
    await vi.waitFor(() => expect(drawings.map((d) => d.page)).toEqual([1]));
    await settle();
    expect(calls("/slides/slide/set_completed").map((r) => r.body.params.slide_id)).toEqual([6]);
    await act(async () => drawings[0].finish());
    await settle();
    expect(calls("/slides/slide/set_completed").map((r) => r.body.params.slide_id)).toEqual([6, 7]);
    // the viewer's pages: the first and last buttons are disabled at the ends; one completion only
    const [previous, next] = [$<HTMLButtonElement>('[aria-label="Previous page"]')!, $<HTMLButtonElement>('[aria-label="Next page"]')!];
    expect([previous.disabled, next.disabled]).toEqual([true, false]);
    await click(next);
    await click(next);
    expect(text(".o_wslides_fs_pdf_page_number")).toBe("Page 3 of 3");
    expect([previous.disabled, next.disabled]).toEqual([false, true]);
    await vi.waitFor(() => expect(drawings.map((d) => d.page)).toContain(3));
    await act(async () => drawings.forEach((d) => d.finish()));
    await settle();
    expect(calls("/slides/slide/set_completed").map((r) => r.body.params.slide_id)).toEqual([6, 7]);
    expect($('[data-id="7"] .o_wslides_slide_completed')!.classList.contains("d-none")).toBe(false);
    await act(async () => void document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight" })));
    await settle();
    expect(window.location.search).toBe("?fullscreen=1&quiz=1");
    await act(async () => void document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft" })));
    await act(async () => void document.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft" })));
    await settle();
    expect(window.location.pathname).toBe("/slides/slide/choosing-your-tools-6");
  });

  it("says so when a document cannot be opened, and does not complete it", async () => {
    portal = await startPortal("demo");
    pdfFault.failing = true;
    await loadPage(portal.server, "/slides/slide/soil-basics-3?fullscreen=1");
    window.history.replaceState(null, "", "/slides/slide/soil-basics-3?fullscreen=1");
    await portal.mount(fullscreenPlayer);
    await vi.waitFor(() => expect(text(".o_wslides_fs_lesson_document [role=alert]")).toBe("This document could not be loaded."));
    await settle();
    expect(drawings).toEqual([]);
    expect(calls("/slides/slide/set_completed")).toEqual([]);
    expect($('[data-id="3"] .o_wslides_slide_completed')!.classList.contains("d-none")).toBe(true);
  });

  it("does not complete lessons for a visitor", async () => {
    portal = await startPortal(null);
    await loadPage(portal.server, "/slides/slide/gardening-the-know-how-2?fullscreen=1");
    await portal.mount(fullscreenPlayer);
    await act(async () => void $("img.o_wslides_fs_image")!.dispatchEvent(new Event("load")));
    await settle();
    expect(calls("/slides/slide/set_completed")).toHaveLength(0);
  });

  it("completes a video when less than 30 s remain, checked every second, and goes on at its end", async () => {
    portal = await startPortal("demo");
    await loadPage(portal.server, "/slides/slide/watering-in-practice-4?fullscreen=1");
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    await portal.mount(fullscreenPlayer);
    const video = $<HTMLVideoElement>("video.o_wslides_fs_video")!;
    Object.defineProperty(video, "duration", { value: 100, configurable: true });
    let time = 60;
    Object.defineProperty(video, "currentTime", { get: () => time, configurable: true });
    await act(async () => void vi.advanceTimersByTime(1000));
    await settle();
    expect(calls("/slides/slide/set_completed")).toHaveLength(0);
    time = 71;
    await act(async () => void vi.advanceTimersByTime(999));
    expect(calls("/slides/slide/set_completed")).toHaveLength(0);
    await act(async () => void vi.advanceTimersByTime(1));
    await settle();
    expect(calls("/slides/slide/set_completed").map((r) => r.body.params)).toEqual([{ slide_id: 4 }]);
    await act(async () => void video.dispatchEvent(new Event("ended")));
    await settle();
    expect($(".o_wslides_fs_lesson")!.getAttribute("data-id")).toBe("6");
  });
});

describe("quiz", () => {
  it("warns until every question is answered, corrects, then finishes with the rank", async () => {
    portal = await startPortal("demo");
    await loadPage(portal.server, "/slides/slide/test-yourself-8");
    await portal.mount(lessonQuiz);
    await click($("#answer-1"));
    await click($(".o_wslides_js_lesson_quiz_submit"));
    expect(notifications()).toContain("All questions must be answered !");
    expect(calls("/slides/slide/quiz/submit")).toHaveLength(0);
    await click($("#answer-3"));
    await click($(".o_wslides_js_lesson_quiz_submit"));
    expect($('[data-answer-id="3"]')!.className).toContain("text-danger");
    expect(text('[data-answer-id="3"] .o_wslides_quiz_answer_comment')).toBe("Most of it evaporates.");
    await click($("#answer-4"));
    await click($(".o_wslides_js_lesson_quiz_submit"));
    expect(text(".o_wslides_quiz_modal .modal-title")).toBe("Level up!");
    expect(text(".o_wslides_quiz_karma_won")).toBe("+ 70 XP");
    expect($<HTMLInputElement>("#answer-1")!.disabled).toBe(true);
  });

  it("keeps the answers when the submit's answer is unreadable", async () => {
    portal = await startPortal("demo");
    await loadPage(portal.server, "/slides/slide/test-yourself-8");
    await portal.mount(lessonQuiz);
    await click($("#answer-1"));
    await click($("#answer-4"));
    addFault({ match: "/slides/slide/quiz/submit", kind: "malformed-json", times: 1 });
    await click($(".o_wslides_js_lesson_quiz_submit"));
    expect(notifications()).toContain("There was an error validating this quiz.");
    expect($<HTMLInputElement>("#answer-1")!.checked).toBe(true);
    expect($<HTMLInputElement>("#answer-4")!.checked).toBe(true);
  });

  it("re-applies a learner's session answers and submits them once a member", async () => {
    portal = await startPortal(null);
    await portal.server.fetch("/slides/slide/quiz/save_to_session", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, params: { quiz_answers: { slide_id: 8, slide_answers: [1, 4] } } }) });
    await portal.server.login("demo");
    await loadPage(portal.server, "/slides/slide/test-yourself-8");
    await portal.mount(lessonQuiz);
    await settle(20);
    expect(calls("/slides/slide/quiz/submit").map((r) => r.body.params)).toEqual([{ slide_id: 8, answer_ids: [1, 4] }]);
    expect(text(".o_wslides_quiz_modal .modal-title")).toBe("Level up!");
  });
});

describe("notifications and leave", () => {
  it("saves a changed follow state, Discard sends nothing, leaving asks first", async () => {
    const reload = vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    portal = await startPortal("demo");
    await loadPage(portal.server, "/slides/1");
    await portal.mount(courseUnsubscribe);
    await click($(".o_wslides_js_channel_unsubscribe"));
    expect(text(".modal-title")).toBe("Notifications");
    await click([...document.querySelectorAll(".modal button")].find((b) => b.textContent === "Discard")!);
    expect($(".modal")).toBeNull();
    await click($(".o_wslides_js_channel_unsubscribe"));
    await click($(".o_wslides_js_go_leave"));
    expect(text(".modal-title")).toBe("Leave the course");
    expect(text(".modal-body")).toBe("Do you really want to leave the course?");
    expect(calls("/slides/channel/leave")).toHaveLength(0);
    await click($(".o_wslides_js_leave"));
    expect(calls("/slides/channel/leave").map((r) => r.body.params)).toEqual([{ channel_id: 1 }]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect([NOTIFICATIONS_TITLE, OR_LEAVE, LEAVE_TITLE, LEAVE_CONFIRM]).toEqual(["Notifications", "or Leave the course", "Leave the course", "Do you really want to leave the course?"]);
  });
});
