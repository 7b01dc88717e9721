// Full-height sections (spec 2 §9): .o_full_screen_height is as tall as the viewport minus what
// sits above the page's first block, measured again 250 ms after a resize.
import { useEffect } from "react";
import { defineIsland } from "../../src/runtime/island";
import { useHost } from "../../src/hooks/env";
import { debounce } from "../../src/kit";

export const FULL_HEIGHT_RESIZE_DEBOUNCE_MS = 250;

export const fullHeight = (viewport: number, firstBlockTop: number) => Math.max(0, viewport - Math.max(0, firstBlockTop));

function FullScreenHeight() {
  const section = useHost();
  useEffect(() => {
    const apply = () => {
      const first = document.querySelector<HTMLElement>("#wrapwrap > main > :first-child");
      const top = first ? first.getBoundingClientRect().top + window.scrollY : 0;
      section.style.minHeight = `${fullHeight(window.innerHeight, top)}px`;
    };
    const onResize = debounce(apply, FULL_HEIGHT_RESIZE_DEBOUNCE_MS);
    apply();
    window.addEventListener("resize", onResize, { passive: true });
    return () => {
      onResize.cancel();
      window.removeEventListener("resize", onResize);
    };
  }, [section]);
  return null;
}

export default defineIsland({
  name: "website.full_screen_height",
  selector: ".o_full_screen_height",
  moment: "load",
  mode: "enhance",
  Component: FullScreenHeight,
});
