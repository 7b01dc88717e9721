// Runs `update` at most once per animation frame while the page scrolls (passive listener), so
// a header reads the layout then writes it in the same frame, without layout thrash (the state
// it sets is drawn in that frame too).
import { useEffect, useRef } from "react";
import { flushSync } from "react-dom";

export function useScrollFrame(update: (scrollY: number) => void) {
  const latest = useRef(update);
  latest.current = update;
  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        flushSync(() => latest.current(window.scrollY));
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    latest.current(window.scrollY);
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);
}
