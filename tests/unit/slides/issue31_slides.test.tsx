// Issue #31, item "slides" (spec 3 §3, §7): the tag search's can_create, a tag created outside a
// course through /slide_channel_tag/add, last_rank and description in the rank progress, and the
// lesson page's next-slide link followed from the quiz.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import courseTagAdd, { TagDialog } from "../../../islands/slides/course_tag_add";
import lessonQuiz from "../../../islands/slides/lesson_quiz";
import { QuizFinishDialog, rankText } from "../../../islands/slides/QuizFinishDialog";
import { browserNavigation } from "../../../src/services/browser_navigation";
import { $, $$, click, loadPage, settle, text } from "../portal/portal_harness";
import { startSlides } from "./harness";

let portal: Awaited<ReturnType<typeof startSlides>>;
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  portal?.stop();
});
const calls = (route: string) => portal.server.requests.filter((r) => r.url === route);
const optionLabels = (select: string) => $$<HTMLOptionElement>(`${select} option`).map((o) => o.textContent);
async function choose(select: string, value: string) {
  const field = $<HTMLSelectElement | HTMLInputElement>(select)!;
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!;
    setter.call(field, value);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
  await settle();
}

/** The server's search answers, with can_create as given. */
function searchesSay(canCreate: boolean) {
  const serverFetch = portal.server.fetch;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (path.endsWith("/search_read")) {
      const answer = (await (await serverFetch(input, init)).json()) as { result: object };
      return new Response(JSON.stringify({ jsonrpc: "2.0", id: 1, result: { ...answer.result, can_create: canCreate } }), { headers: { "Content-Type": "application/json" } });
    }
    return serverFetch(input, init);
  });
}

describe("the add-a-tag dialog", () => {
  it("offers to create a tag only when the tag search says can_create", async () => {
    portal = await startSlides("admin");
    await loadPage(portal.server, "/slides/1");
    await portal.mount(courseTagAdd);
    await click($(".o_wslides_js_channel_tag_add"));
    await vi.waitFor(() => expect($$("#o_wslides_tag option").length).toBeGreaterThan(1));
    expect(optionLabels("#o_wslides_tag")).toContain("Create a new tag…");
    await click($$<HTMLButtonElement>(".o_wslides_tag_dialog .modal-footer button").find((b) => b.textContent === "Discard")!);

    searchesSay(false);
    await click($(".o_wslides_js_channel_tag_add"));
    await vi.waitFor(() => expect($$("#o_wslides_tag option").length).toBeGreaterThan(1));
    expect(optionLabels("#o_wslides_tag")).not.toContain("Create a new tag…");
  });

  it("without a course, creates the tag through /slide_channel_tag/add and hands over its id", async () => {
    portal = await startSlides("admin");
    const onTag = vi.fn();
    await act(async () => void portal.env.services.dialog.add(TagDialog, { onTag }));
    await vi.waitFor(() => expect(optionLabels("#o_wslides_tag")).toContain("Create a new tag…"));
    await choose("#o_wslides_tag", "__new__");
    await choose("#o_wslides_tag_name", "Permaculture");
    const groupId = $$<HTMLOptionElement>("#o_wslides_tag_group option")[1]!.value;
    await choose("#o_wslides_tag_group", groupId);
    await click($$<HTMLButtonElement>(".o_wslides_tag_dialog .modal-footer button").find((b) => b.textContent === "Add")!);
    await vi.waitFor(() => expect(onTag).toHaveBeenCalledTimes(1));
    const sent = calls("/slide_channel_tag/add");
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body.params).toEqual({ tag_id: [0, { name: "Permaculture" }], group_id: Number(groupId) });
    expect(calls("/slides/channel/tag/add")).toHaveLength(0);
    expect(typeof onTag.mock.calls[0]![0]).toBe("number");
    expect($(".o_wslides_tag_dialog")).toBeNull();
  });
});

describe("the rank progress", () => {
  const rank = { karma: 520, lower_bound: 500, upper_bound: 520, progress: 100, motivational: "You reached the last rank.", description: "You know your garden." };

  it("shows the description instead of a bar at the last rank", async () => {
    portal = await startSlides("demo");
    await act(async () => void portal.env.services.dialog.add(QuizFinishDialog, { karmaWon: 20, rank: { new_rank: rank, previous_rank: rank, level_up: false, last_rank: true, description: "You know your garden." }, hasNext: false }));
    expect($(".o_wslides_quiz_rank_bar")).toBeNull();
    expect(text(".o_wslides_quiz_rank_text")).toBe("You know your garden.");
  });

  it("shows the new rank's description on a level up, its motivational line otherwise", () => {
    const student = { ...rank, karma: 70, lower_bound: 50, upper_bound: 500, progress: 4, motivational: "Reach 500 karma to become a Graduate." };
    expect(rankText({ new_rank: student, level_up: true, last_rank: false, description: "You are learning." })).toBe("You are learning.");
    expect(rankText({ new_rank: student, level_up: false, last_rank: false, description: "You are learning." })).toBe("Reach 500 karma to become a Graduate.");
  });
});

describe("the lesson page's next-slide link", () => {
  it("is rendered to the following lesson", async () => {
    portal = await startSlides("demo");
    await loadPage(portal.server, "/slides/slide/soil-basics-3");
    expect($(".o_wslides_next_slide")!.getAttribute("href")).toBe("/slides/slide/watering-in-practice-4");
  });

  it("is where the quiz's 'Next lesson' goes", async () => {
    const assign = vi.spyOn(browserNavigation, "assign").mockImplementation(() => {});
    portal = await startSlides("demo");
    await loadPage(portal.server, "/slides/slide/test-yourself-8");
    // The course's last lesson has no next one: the page a following lesson would give it.
    $(".o_wslides_lesson_main")!.insertAdjacentHTML("beforeend", `<a class="btn btn-light border o_wslides_next_slide" href="/slides/slide/coming-soon-9">Next: Coming soon</a>`);
    await portal.mount(lessonQuiz);
    await click($("#answer-1"));
    await click($("#answer-4"));
    await click($(".o_wslides_js_lesson_quiz_submit"));
    await click($(".o_wslides_quiz_modal .o_wslides_quiz_next"));
    expect(assign).toHaveBeenCalledWith("/slides/slide/coming-soon-9");
  });
});
