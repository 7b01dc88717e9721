// Ripple effect on the buttons of a part of the page marked for it (the theme's ripple option):
// each click grows a circle from the click point for 350 ms, unless the visitor prefers reduced
// motion or the page is being edited (animations off).
import { useState } from "react";
import { createPortal } from "react-dom";
import { child, defineIsland, defineMarkup, isEditing, useBind, useTimeouts, type IslandProps } from "../../../src/kit";
import { REDUCED_MOTION, RIPPLE_DURATION_MS, RIPPLE_ITEM_CLASS, RIPPLE_TARGETS, RIPPLING_CLASS, rippleBox } from "./ripple_circle";

const markup = defineMarkup({ children: { buttons: child.optional(RIPPLE_TARGETS) } });

interface Circle {
  id: number;
  button: HTMLElement;
  diameter: number;
  left: number;
  top: number;
}

const GROW = [{ transform: "scale(0)", opacity: 0.35 }, { transform: "scale(2)", opacity: 0 }];
// one function for every circle: React calls it when a circle appears, not on each render
const grow = (item: HTMLSpanElement | null) => void item?.animate?.(GROW, { duration: RIPPLE_DURATION_MS, easing: "ease-out" });
let nextId = 0;

function Ripple({ parts }: IslandProps<typeof markup>) {
  const timeouts = useTimeouts();
  const [circles, setCircles] = useState<Circle[]>([]);
  // a static button becomes the circle's positioning box once it has rippled
  const [positioned] = useState(() => new Set<HTMLElement>());
  const rippling = (button: HTMLElement) => circles.some((circle) => circle.button === button);

  useBind(parts, {
    buttons: {
      each: (button) => ({
        class: { [RIPPLING_CLASS]: rippling(button) },
        style: { position: positioned.has(button) ? "relative" : undefined, overflow: rippling(button) ? "hidden" : undefined },
      }),
      on: {
        click: (event, button) => {
          if (window.matchMedia(REDUCED_MOTION).matches || isEditing()) return;
          const bounds = button.getBoundingClientRect();
          const box = rippleBox(button.offsetWidth, button.offsetHeight, event.clientX - bounds.left, event.clientY - bounds.top);
          if (getComputedStyle(button).position === "static") positioned.add(button);
          const circle = { id: nextId++, button, ...box };
          setCircles((shown) => [...shown, circle]);
          timeouts.set(() => setCircles((shown) => shown.filter((other) => other !== circle)), RIPPLE_DURATION_MS);
        },
      },
    },
  });

  return circles.map(({ id, button, diameter, left, top }) =>
    createPortal(
      <span
        className={RIPPLE_ITEM_CLASS}
        aria-hidden="true"
        ref={grow}
        style={{ position: "absolute", left, top, width: diameter, height: diameter, borderRadius: "50%", background: "currentColor", opacity: 0, pointerEvents: "none" }}
      />,
      button,
      String(id),
    ),
  );
}

export default defineIsland({
  name: "blocks.ripple",
  selector: ".o_ripple_enabled",
  moment: "idle",
  mode: "enhance",
  markup,
  Component: Ripple,
});
