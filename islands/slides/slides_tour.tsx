// The guided tour of a new teacher on /slides (spec 3 §1–2), riding on the navbar's New → Course
// entry of course editors. Nothing of the tour is downloaded unless a step is to be shown on this page.
import { useEffect } from "react";
import { defineIsland, loadServices, useEnv, useTranslate, type PopoverService } from "../../src/kit";
import { SLIDES_TOUR, SLIDES_TOUR_START, SLIDES_TOUR_STEP_COUNT } from "./tour/slides_tour_id";
import { endTour, saveStep, stepToRun } from "./tour/tour_state";

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
