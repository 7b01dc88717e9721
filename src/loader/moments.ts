// When an island's chunk is loaded and mounted: at once, when the browser is idle, when its host
// becomes visible, or at the first interaction with its host. Returns a function that stops waiting.
import type { Moment } from "../runtime/island";

const INTERACTION_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;
const IDLE_TIMEOUT_MS = 2000;

type Run = () => void;
const visibleCallbacks = new Map<Element, Set<Run>>();
let intersection: IntersectionObserver | null = null;

/** Runs `run` once el is visible; several islands may wait on one element. */
function onVisible(el: Element, run: Run): () => void {
  if (typeof IntersectionObserver === "undefined") {
    run();
    return () => {};
  }
  intersection ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const callbacks = visibleCallbacks.get(entry.target);
      visibleCallbacks.delete(entry.target);
      intersection!.unobserve(entry.target);
      callbacks?.forEach((callback) => callback());
    }
  });
  let callbacks = visibleCallbacks.get(el);
  if (!callbacks) visibleCallbacks.set(el, (callbacks = new Set()));
  callbacks.add(run);
  intersection.observe(el);
  return () => {
    callbacks.delete(run);
    if (callbacks.size || visibleCallbacks.get(el) !== callbacks) return;
    visibleCallbacks.delete(el);
    intersection?.unobserve(el);
  };
}

function onIdle(run: Run): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 1);
  return () => clearTimeout(id);
}

function onInteraction(el: Element, run: Run): () => void {
  const handler = () => {
    stop();
    run();
  };
  const stop = () => INTERACTION_EVENTS.forEach((type) => el.removeEventListener(type, handler, true));
  INTERACTION_EVENTS.forEach((type) => el.addEventListener(type, handler, { capture: true, passive: true }));
  return stop;
}

export function whenMoment(moment: Moment, el: Element, run: Run): () => void {
  switch (moment) {
    case "idle":
      return onIdle(run);
    case "visible":
      return onVisible(el, run);
    case "interaction":
      return onInteraction(el, run);
    default:
      run();
      return () => {};
  }
}
