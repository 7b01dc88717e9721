// Where a tour stands, kept in the browser (localStorage) so that it goes on after the pages its
// steps lead to: the index of the next step, or "done" once finished or closed.
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
  const step = stored === null || stored === undefined ? null : Number(stored);
  if (step !== null && Number.isInteger(step) && step >= 0 && step < stepCount) return step;
  return path.replace(/\/+$/, "") === startPath ? 0 : null;
}

export function saveStep(tour: string, step: number, stepCount: number): void {
  storage()?.setItem(key(tour), step >= stepCount ? "done" : String(step));
}

export const endTour = (tour: string) => storage()?.setItem(key(tour), "done");
