// Two clicks or submits dispatched in the same task (before React re-renders) send one write: the
// quiz's Check, the upload's Save, the tag dialog's Add, the course's Leave.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import courseTagAdd from "../../../islands/slides/course_tag_add";
import courseUnsubscribe from "../../../islands/slides/course_unsubscribe";
import lessonQuiz from "../../../islands/slides/lesson_quiz";
import slideUpload from "../../../islands/slides/slide_upload";
import { ShareDialog } from "../../../islands/slides/ShareDialog";
import { SHARE_EMAIL_ROUTE } from "../../../islands/slides/share";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { $, $$, click, loadPage, settle } from "../portal/portal_harness";
import { startSlides } from "./harness";
import { installJsonXhr } from "./json_xhr";

let portal: Awaited<ReturnType<typeof startSlides>>;
afterEach(() => {
  portal?.stop();
  vi.restoreAllMocks();
});
const calls = (route: string) => portal.server.requests.filter((r) => r.url === route);
const twice = async (dispatch: () => void) => {
  await act(async () => {
    dispatch();
    dispatch();
  });
  await settle(12);
};
async function choose(selector: string, value: string) {
  const input = $<HTMLInputElement | HTMLSelectElement>(selector)!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), "value")!.set!.call(input, value);
    input.dispatchEvent(new Event(input instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

describe("one write per task", () => {
  it("the quiz is submitted once", async () => {
    portal = await startSlides("demo");
    await loadPage(portal.server, "/slides/slide/test-yourself-8");
    await portal.mount(lessonQuiz);
    await click($("#answer-1"));
    await click($("#answer-4"));
    await twice(() => $(".o_wslides_js_lesson_quiz_submit")!.click());
    expect(calls("/slides/slide/quiz/submit")).toHaveLength(1);
  });

  it("the upload is saved once", async () => {
    vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    portal = await startSlides("admin");
    await loadPage(portal.server, "/slides/1");
    await portal.mount(slideUpload, $(".o_wslides_js_slide_upload")!);
    await click($(".o_wslides_js_slide_upload")!);
    const sent = installJsonXhr(portal.server);
    await click($$<HTMLButtonElement>(".o_wslides_upload_dialog button").find((b) => b.textContent?.trim() === "Quiz")!);
    await choose("#o_wslides_upload_name", "Only once");
    const save = $$<HTMLButtonElement>(".o_wslides_upload_dialog .modal-footer button").find((b) => b.textContent?.trim() === "Save")!;
    await twice(() => save.click());
    await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
    await settle(12);
    expect(sent).toHaveLength(1);
  });

  it("the tag is added once", async () => {
    vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    portal = await startSlides("admin");
    await loadPage(portal.server, "/slides/1");
    await portal.mount(courseTagAdd);
    await click($(".o_wslides_js_channel_tag_add"));
    await vi.waitFor(() => expect($$("#o_wslides_tag option").length).toBeGreaterThan(2));
    await choose("#o_wslides_tag", $$<HTMLOptionElement>("#o_wslides_tag option")[1]!.value);
    const add = $$<HTMLButtonElement>(".o_wslides_tag_dialog .modal-footer button").find((b) => b.textContent === "Add")!;
    await twice(() => add.click());
    expect(calls("/slides/channel/tag/add")).toHaveLength(1);
  });

  it("leaving the course is asked once", async () => {
    vi.spyOn(browserNavigation, "reload").mockImplementation(() => {});
    portal = await startSlides("demo");
    await loadPage(portal.server, "/slides/1");
    await portal.mount(courseUnsubscribe);
    await click($(".o_wslides_js_channel_unsubscribe"));
    await click($(".o_wslides_js_go_leave"));
    await twice(() => $(".o_wslides_js_leave")!.click());
    expect(calls("/slides/channel/leave")).toHaveLength(1);
  });
  it("a quiz question is saved once", async () => {
    window.history.replaceState(null, "", "/slides/slide/soil-basics-3?quiz_quick_create=1");
    try {
      portal = await startSlides("admin");
      await loadPage(portal.server, "/slides/slide/soil-basics-3");
      await portal.mount(lessonQuiz);
      await vi.waitFor(() => expect($(".o_wslides_quiz_question_form")).not.toBeNull());
      await choose("#o_wslides_question_text", "What is loam?");
      await choose('.o_wslides_quiz_question_form input[aria-label="Answer 1"]', "A soil");
      await click($('.o_wslides_quiz_question_form input[aria-label="Correct answer 1"]'));
      const save = $(".o_wslides_js_quiz_validate_question")!;
      await twice(() => save.click());
      expect(calls("/slides/slide/quiz/question_add_or_update")).toHaveLength(1);
    } finally {
      window.history.replaceState(null, "", "/");
    }
  });
  it("a lesson is shared by e-mail once", async () => {
    portal = await startSlides("demo");
    await act(async () => void portal.env.services.dialog.add(ShareDialog, { slideId: 3, url: "http://localhost/slides/slide/soil-basics-3", title: "Soil basics" }));
    await settle();
    await choose("#o_wslides_share_email", "ann@example.com");
    const send = $$<HTMLButtonElement>(".o_wslides_share_dialog button").find((b) => b.textContent?.trim() === "Send")!;
    await twice(() => send.click());
    expect(calls(SHARE_EMAIL_ROUTE)).toHaveLength(1);
  });
});
