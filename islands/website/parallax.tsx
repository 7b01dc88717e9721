// Parallax sections (spec 2 §2, §9): the background (> .s_parallax_bg) moves at the section's
// data-scroll-background-ratio while it is in view; 0 or 1 need no script; off for reduced motion;
// measured again 500 ms after a resize. Reads and writes happen in one animation frame.
import { useEffect } from "react";
import { defineIsland } from "../../src/runtime/island";
import { useHost } from "../../src/hooks/env";
import { debounce } from "../../src/kit";
import { prefersReducedMotion } from "./reduced_motion";

export const PARALLAX_RESIZE_DEBOUNCE_MS = 500;

/** The background's offset for a section whose top is `top` px from the viewport's top. */
export const parallaxOffset = (top: number, height: number, viewport: number, ratio: number) => {
  const progress = (viewport - top) / (viewport + height); // 0 entering below, 1 leaving above
  return Math.round((progress - 0.5) * height * ratio * 100) / 100;
};

function Parallax() {
  const section = useHost();
  useEffect(() => {
    const ratio = Number(section.dataset.scrollBackgroundRatio ?? 0);
    const bg = section.querySelector<HTMLElement>(":scope > .s_parallax_bg");
    if (!bg || !ratio || ratio === 1 || prefersReducedMotion()) return;
    let frame = 0;
    let height = section.offsetHeight;
    const update = () => {
      frame = 0;
      const top = section.getBoundingClientRect().top;
      bg.style.transform = `translateY(${parallaxOffset(top, height, window.innerHeight, ratio)}px)`;
    };
    const onScroll = () => (frame ||= requestAnimationFrame(update));
    const onResize = debounce(() => {
      height = section.offsetHeight;
      onScroll();
    }, PARALLAX_RESIZE_DEBOUNCE_MS);
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize, { passive: true });
    onScroll();
    return () => {
      cancelAnimationFrame(frame);
      onResize.cancel();
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
      bg.style.transform = "";
    };
  }, [section]);
  return null;
}

export default defineIsland({
  name: "website.parallax",
  selector: ".parallax",
  moment: "visible",
  mode: "enhance",
  Component: Parallax,
});
