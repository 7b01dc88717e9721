// What the slides tour's island needs before its steps are loaded: its name, start page and length.
export const SLIDES_TOUR = "slides_tour";
/** Where the tour starts when it has never run. */
export const SLIDES_TOUR_START = "/slides";
/** The number of SLIDES_TOUR_STEPS (slides_tour_steps.ts; a test keeps them equal). */
export const SLIDES_TOUR_STEP_COUNT = 8;
