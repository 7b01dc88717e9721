// Scroll animations (spec 2 §9): an .o_animate element starts (o_animating, then o_animated and
// o_visible) once it is in view by 30% of its height (at least 10 px); IntersectionObserver where
// available, else scroll checks throttled to 200 ms; under reduced motion it is shown at once.
import { useEffect, useState } from "react";
import { attr, defineIsland, defineMarkup, useBind, useHost, useThrottled, useTimeouts, type IslandProps } from "../../src/kit";
import { prefersReducedMotion } from "./reduced_motion";

export const ANIMATION_THROTTLE_MS = 200;
export const ANIMATION_OFFSET_RATIO = 0.3;
export const ANIMATION_MIN_OFFSET_PX = 10;
const ANIMATION_LONGEST_MS = 1500;

export const animationOffset = (height: number) => Math.max(ANIMATION_MIN_OFFSET_PX, height * ANIMATION_OFFSET_RATIO);
/** In view: its top is at least `offset` above the viewport's bottom and it has not scrolled past. */
export const isInView = (top: number, bottom: number, height: number, viewport: number) => top <= viewport - animationOffset(height) && bottom >= 0;

const markup = defineMarkup({
  attributes: { animated: attr.hasClass("o_animated"), animating: attr.hasClass("o_animating") },
});

const hasObserver = () => typeof IntersectionObserver === "function";

function Animate({ attrs }: IslandProps<typeof markup>) {
  const el = useHost();
  const timeouts = useTimeouts();
  const started = attrs.animated || attrs.animating;
  const [phase, setPhase] = useState<"waiting" | "animating" | "done">(() => (started || prefersReducedMotion() ? "done" : "waiting"));
  const start = () => phase === "waiting" && setPhase("animating");
  const end = () => phase === "animating" && setPhase("done");

  useEffect(() => {
    if (phase !== "waiting" || !hasObserver()) return;
    const rootMargin = `0px 0px -${animationOffset(el.offsetHeight)}px 0px`;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setPhase("animating"), { rootMargin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [el, phase === "waiting"]);
  useEffect(() => {
    if (phase === "animating") return timeouts.set(() => setPhase("done"), ANIMATION_LONGEST_MS);
  }, [phase, timeouts]);

  const check = useThrottled(() => {
    const rect = el.getBoundingClientRect();
    if (isInView(rect.top, rect.bottom, rect.height, window.innerHeight)) start();
  }, ANIMATION_THROTTLE_MS);
  useEffect(() => void (!hasObserver() && check()), [check]);

  useBind({}, {
    host: {
      class: started ? {} : { o_animating: phase === "animating", o_visible: phase !== "waiting" || undefined, o_animated: phase === "done" || undefined },
      on: { transitionend: end, animationend: end },
    },
    window: { on: { scroll: () => phase === "waiting" && !hasObserver() && check() } },
  });
  return null;
}

export default defineIsland({
  name: "website.animate",
  selector: ".o_animate",
  moment: "load",
  mode: "enhance",
  markup,
  Component: Animate,
});
