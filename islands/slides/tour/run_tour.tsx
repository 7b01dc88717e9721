// The tour runner, loaded only when a tour runs: the step's tip is a popover next to its trigger once
// the trigger is visible; using the trigger moves on. The tip can close the tour.
import { child, findIn, type PopoverService } from "../../../src/kit";
import type { TourStep } from "./slides_tour_steps";

/** A text of the platform's tours: plain text with <b>…</b>, rendered without any other markup. */
export function TipText({ text }: { text: string }) {
  const parts = text.split(/<b>(.*?)<\/b>/);
  return <>{parts.map((part, i) => (i % 2 ? <b key={i}>{part}</b> : part))}</>;
}

function TourTip({ text, closeLabel, onEnd }: { text: string; closeLabel: string; onEnd: () => void; close: () => void }) {
  return (
    <div className="o_tour_tip d-flex align-items-start gap-2" role="status" style={{ maxWidth: 300 }}>
      <p className="mb-0 small"><TipText text={text} /></p>
      <button type="button" className="btn-close btn-sm flex-shrink-0" aria-label={closeLabel} onClick={onEnd} />
    </div>
  );
}

const isVisible = (element: HTMLElement) => element.isConnected && element.getClientRects().length > 0;

interface TourRun { steps: TourStep[]; first: number; popover: PopoverService; translate: (source: string) => string; closeLabel: string; onEnd: () => void }

/** `onStep`: the step reached (steps.length when finished). Gives the function that stops the tour. */
export function runTour({ steps, first, popover, translate, closeLabel, onStep, onEnd }: TourRun & { onStep: (step: number) => void }): () => void {
  let index = first;
  let shown: { element: HTMLElement; close: () => void; stop: () => void } | null = null;
  let stopped = false;

  const hide = () => {
    shown?.stop();
    shown?.close();
    shown = null;
  };
  const stop = () => {
    stopped = true;
    hide();
    observer.disconnect();
  };
  const advance = () => {
    hide();
    index += 1;
    onStep(index);
    if (index >= steps.length) stop();
    else queueMicrotask(check);
  };

  function check() {
    if (stopped) return;
    if (shown && !isVisible(shown.element)) hide();
    if (shown) return;
    const step = steps[index]!;
    const element = findIn(child.optional(step.trigger), document).find(isVisible);
    if (!element) return;
    const consume = step.consume ?? "click";
    const onUse = () => {
      if (consume === "input" && !(element as HTMLInputElement).value?.trim()) return;
      advance();
    };
    element.addEventListener(consume, onUse, true);
    const end = () => (onEnd(), stop());
    const options = { position: step.position ?? "bottom", closeOnClickAway: false, popoverClass: "o_tour_popover" } as const;
    const close = popover.add(element, TourTip, { text: translate(step.text), closeLabel, onEnd: end }, options);
    shown = { element, close, stop: () => element.removeEventListener(consume, onUse, true) };
  }

  // The steps' triggers come and go with dialogs and pages: looked for again on every change.
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["class", "style", "hidden"] });
  check();
  return stop;
}
