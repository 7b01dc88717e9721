// The guided tour of a new teacher on /slides (spec 3 §1–2), riding on the navbar's New → Course
// entry of course editors. Nothing of the tour is downloaded unless a step is to be shown on this page.
import { useEffect } from "react";
import { defineIsland, loadServices, useEnv, useTranslate, type PopoverService } from "../../src/kit";

export const SLIDES_TOUR = "slides_tour";
export const SLIDES_TOUR_START = "/slides";
/** The number of SLIDES_TOUR_STEPS (tour/slides_tour_steps.ts; a test keeps them equal). */
export const SLIDES_TOUR_STEP_COUNT = 8;

// Where a tour stands is kept in localStorage, so that it goes on after the pages its steps lead to:
// the index of the next step, or "done" once finished or closed.
const key = (tour: string) => `islands.tour.${tour}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The step to show on this page: the stored one, the first on the tour's start page, else none. */
export function stepToRun(tour: string, startPath: string, path: string, stepCount: number): number | null {
  const stored = storage()?.getItem(key(tour));
  if (stored === "done") return null;
  const step = stored == null ? Number.NaN : Number(stored);
  if (Number.isInteger(step) && step >= 0 && step < stepCount) return step;
  return path.replace(/\/+$/, "") === startPath ? 0 : null;
}

export const saveStep = (tour: string, step: number, stepCount: number) => storage()?.setItem(key(tour), step >= stepCount ? "done" : String(step));
export const endTour = (tour: string) => storage()?.setItem(key(tour), "done");

function SlidesTour() {
  const env = useEnv();
  const _t = useTranslate();
  useEffect(() => {
    const first = stepToRun(SLIDES_TOUR, SLIDES_TOUR_START, window.location.pathname, SLIDES_TOUR_STEP_COUNT);
    if (first === null) return;
    let live = true;
    let stop = () => {};
    Promise.all([import("./tour/run_tour"), import("./tour/slides_tour_steps"), loadServices(["popover"])]).then(
      ([{ runTour }, { SLIDES_TOUR_STEPS }]) => {
        if (!live) return;
        const popover = env.services.popover as PopoverService;
        const onStep = (step: number) => saveStep(SLIDES_TOUR, step, SLIDES_TOUR_STEPS.length);
        stop = runTour({ steps: SLIDES_TOUR_STEPS, first, popover, translate: _t, closeLabel: _t("Close"), onStep, onEnd: () => endTour(SLIDES_TOUR) });
      },
      () => undefined,
    );
    return () => {
      live = false;
      stop();
    };
  }, [env, _t]);
  return null;
}

export default defineIsland({
  name: "slides.tour",
  selector: "#oe_main_menu_navbar [data-action='new_slide_channel']",
  moment: "idle",
  mode: "enhance",
  Component: SlidesTour,
});
