// Scroll animations (spec 2 §9): an .o_animate element starts (o_animating, then o_animated and
// o_visible) once it is in view by 30% of its height (at least 10 px); IntersectionObserver where
// available, else scroll checks throttled to 200 ms; under reduced motion it is shown at once.
import { useEffect } from "react";
import { throttle, defineIsland, useHost } from "../../src/kit";
import { prefersReducedMotion } from "./reduced_motion";

export const ANIMATION_THROTTLE_MS = 200;
export const ANIMATION_OFFSET_RATIO = 0.3;
export const ANIMATION_MIN_OFFSET_PX = 10;

export const animationOffset = (height: number) => Math.max(ANIMATION_MIN_OFFSET_PX, height * ANIMATION_OFFSET_RATIO);
/** In view: its top is at least `offset` above the viewport's bottom and it has not scrolled past. */
export const isInView = (top: number, bottom: number, height: number, viewport: number) => top <= viewport - animationOffset(height) && bottom >= 0;

export function startAnimation(el: HTMLElement) {
  if (el.classList.contains("o_animated") || el.classList.contains("o_animating")) return;
  el.classList.add("o_animating", "o_visible");
  const done = () => {
    el.classList.remove("o_animating");
    el.classList.add("o_animated");
  };
  el.addEventListener("transitionend", done, { once: true });
  el.addEventListener("animationend", done, { once: true });
  setTimeout(done, 1500);
}

function Animate() {
  const el = useHost();
  useEffect(() => {
    if (prefersReducedMotion()) {
      el.classList.add("o_animated", "o_visible");
      return;
    }
    if (typeof IntersectionObserver === "function") {
      const height = el.offsetHeight;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            startAnimation(el);
            observer.disconnect();
          }
        },
        { rootMargin: `0px 0px -${animationOffset(height)}px 0px` },
      );
      observer.observe(el);
      return () => observer.disconnect();
    }
    const check = throttle(() => {
      const rect = el.getBoundingClientRect();
      if (isInView(rect.top, rect.bottom, rect.height, window.innerHeight)) startAnimation(el);
    }, ANIMATION_THROTTLE_MS);
    window.addEventListener("scroll", check, { passive: true });
    check();
    return () => {
      check.cancel();
      window.removeEventListener("scroll", check);
    };
  }, [el]);
  return null;
}

export default defineIsland({
  name: "website.animate",
  selector: ".o_animate",
  moment: "load",
  mode: "enhance",
  Component: Animate,
});
