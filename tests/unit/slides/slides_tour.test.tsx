// Issue #31, item "guided tour" (spec 3 §1–2: /slides, tour start; a guided tour helps create a
// first course): the steps and their platform texts, where the tour stands between pages, and the
// runner on a static page (a tip at the visible trigger, moving on when the trigger is used).
import { act } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runTour, TipText } from "../../../islands/slides/tour/run_tour";
import { SLIDES_TOUR, SLIDES_TOUR_START, SLIDES_TOUR_STEP_COUNT } from "../../../islands/slides/slides_tour";
import { SLIDES_TOUR_STEPS, type TourStep } from "../../../islands/slides/tour/slides_tour_steps";
import { endTour, saveStep, stepToRun } from "../../../islands/slides/slides_tour";
import type { PopoverService } from "../../../src/kit";

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = "";
});

describe("the slides tour's steps", () => {
  it("start on /slides with the platform's texts", () => {
    expect(SLIDES_TOUR).toBe("slides_tour");
    expect(SLIDES_TOUR_START).toBe("/slides");
    expect(SLIDES_TOUR_STEPS).toHaveLength(SLIDES_TOUR_STEP_COUNT);
    expect(SLIDES_TOUR_STEPS[0]!.text).toBe("Welcome on your course's home page. It's still empty for now. Click on \"<b>New</b>\" to write your first course.");
    expect(SLIDES_TOUR_STEPS.map((step) => step.text)).toContain("Click on the <b>Create</b> button to create your first course.");
    expect(SLIDES_TOUR_STEPS.at(-1)!.text).toBe("Your first section is created, now it's time to add lessons to your course. Click on <b>Add Content</b> to upload a document, create an article or link a video.");
  });

  it("render <b> as bold and any other markup as text", () => {
    expect(renderToStaticMarkup(<TipText text={'Click on "<b>New</b>" <i>now</i>'} />)).toBe("Click on &quot;<b>New</b>&quot; &lt;i&gt;now&lt;/i&gt;");
  });
});

describe("where the tour stands", () => {
  it("starts on its start page only, goes on where it stopped, and never again once done", () => {
    expect(stepToRun(SLIDES_TOUR, "/slides", "/slides/1", 8)).toBeNull();
    expect(stepToRun(SLIDES_TOUR, "/slides", "/slides", 8)).toBe(0);
    expect(stepToRun(SLIDES_TOUR, "/slides", "/slides/", 8)).toBe(0);
    saveStep(SLIDES_TOUR, 4, 8);
    expect(stepToRun(SLIDES_TOUR, "/slides", "/slides/7", 8)).toBe(4);
    saveStep(SLIDES_TOUR, 8, 8);
    expect(stepToRun(SLIDES_TOUR, "/slides", "/slides", 8)).toBeNull();
    localStorage.clear();
    endTour(SLIDES_TOUR);
    expect(stepToRun(SLIDES_TOUR, "/slides", "/slides", 8)).toBeNull();
  });
});

describe("the tour runner", () => {
  const steps: TourStep[] = [
    { trigger: ".o_new", text: "Click on \"<b>New</b>\"." },
    { trigger: "#title", text: "Give a <b>Title</b>.", consume: "input" },
    { trigger: ".o_create", text: "Click <b>Create</b>.", position: "top" },
  ];
  // The popover service as the runner uses it: what is shown where.
  function fakePopover() {
    const shown: { target: HTMLElement; text: string; position: string; onEnd: () => void; closed: boolean }[] = [];
    const popover = {
      add: (target: HTMLElement, _component: unknown, props: { text: string; onEnd: () => void }, options: { position: string }) => {
        const item = { target, text: props.text, position: options.position, onEnd: props.onEnd, closed: false };
        shown.push(item);
        return () => void (item.closed = true);
      },
    } as unknown as PopoverService;
    const open = () => shown.filter((item) => !item.closed);
    return { popover, open };
  }
  // happy-dom lays nothing out: an element counts as visible when it has a box.
  const withBox = (element: HTMLElement) => Object.assign(element, { getClientRects: () => [{}] as unknown as DOMRectList });
  const flush = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

  it("shows each tip at its visible trigger, translated, and moves on when the trigger is used", async () => {
    document.body.innerHTML = `<a class="o_new">New</a><input id="title"/><button class="o_create">Create</button>`;
    document.querySelectorAll<HTMLElement>("a, input").forEach(withBox);
    Object.assign(document.querySelector<HTMLElement>(".o_create")!, { getClientRects: () => [] as unknown as DOMRectList });
    const { popover, open } = fakePopover();
    const reached: number[] = [];
    runTour({ steps, first: 0, popover, translate: (s) => `fr:${s}`, closeLabel: "Fermer", onStep: (n) => reached.push(n), onEnd: vi.fn() });
    expect(open().map((item) => item.text)).toEqual(['fr:Click on "<b>New</b>".']);
    document.querySelector<HTMLElement>(".o_new")!.click();
    await flush();
    expect(reached).toEqual([1]);
    expect(open().map((item) => [item.target.id, item.text])).toEqual([["title", "fr:Give a <b>Title</b>."]]);
    const title = document.querySelector<HTMLInputElement>("#title")!;
    title.dispatchEvent(new Event("input", { bubbles: true }));
    expect(reached).toEqual([1]);
    title.value = "My course";
    title.dispatchEvent(new Event("input", { bubbles: true }));
    await flush();
    // The Create button has no box yet: no tip until it shows.
    expect(open()).toEqual([]);
    withBox(document.querySelector<HTMLElement>(".o_create")!).classList.add("shown");
    await flush();
    expect(open().map((item) => [item.text, item.position])).toEqual([["fr:Click <b>Create</b>.", "top"]]);
    document.querySelector<HTMLElement>(".o_create")!.click();
    await flush();
    expect(reached).toEqual([1, 2, 3]);
    expect(open()).toEqual([]);
  });

  it("starts at the stored step, and the tip's close ends the tour", async () => {
    document.body.innerHTML = `<a class="o_new">New</a><input id="title"/>`;
    document.querySelectorAll<HTMLElement>("a, input").forEach(withBox);
    const { popover, open } = fakePopover();
    const onEnd = vi.fn();
    runTour({ steps, first: 1, popover, translate: (s) => s, closeLabel: "Close", onStep: vi.fn(), onEnd });
    expect(open().map((item) => item.target.id)).toEqual(["title"]);
    open()[0]!.onEnd();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(open()).toEqual([]);
    document.querySelector<HTMLElement>(".o_new")!.click();
    await flush();
    expect(open()).toEqual([]);
  });
});
