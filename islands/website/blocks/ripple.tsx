// Ripple effect (spec 3 §9; odoo-markup §1 RippleEffect) on the buttons of a part of the page
// marked for it (the theme's ripple option): each click grows a circle as large as the button from
// the click point for 350 ms, unless the visitor prefers reduced motion or the page is being edited.
import { useState } from "react";
import { createPortal } from "react-dom";
import { child, defineIsland, defineMarkup, isEditing, useBind, useTimeouts, type IslandProps } from "../../../src/kit";

export const RIPPLE_DURATION_MS = 350;
export const RIPPLE_TARGETS = ".btn, .dropdown-toggle, .dropdown-item";

/** The circle's box: centred on the click point (relative to the button), the button's larger side wide. */
export function rippleBox(width: number, height: number, x: number, y: number) {
  const diameter = Math.max(width, height);
  return { diameter, left: x - diameter / 2, top: y - diameter / 2 };
}

const markup = defineMarkup({ children: { buttons: child.optional(".btn, .dropdown-toggle, .dropdown-item") } });

type Circle = { id: number; button: HTMLElement } & ReturnType<typeof rippleBox>;

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

  const click = (event: MouseEvent, button: HTMLElement) => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || isEditing()) return;
    const bounds = button.getBoundingClientRect();
    if (getComputedStyle(button).position === "static") positioned.add(button);
    const circle = { id: nextId++, button, ...rippleBox(button.offsetWidth, button.offsetHeight, event.clientX - bounds.left, event.clientY - bounds.top) };
    setCircles((shown) => [...shown, circle]);
    timeouts.set(() => setCircles((shown) => shown.filter((other) => other !== circle)), RIPPLE_DURATION_MS);
  };
  useBind(parts, {
    buttons: {
      each: (button) => ({
        class: { o_js_ripple_effect: rippling(button) },
        style: { position: positioned.has(button) ? "relative" : undefined, overflow: rippling(button) ? "hidden" : undefined },
      }),
      on: { click },
    },
  });

  return circles.map(({ id, button, diameter, left, top }) =>
    createPortal(
      <span className="o_ripple_item" aria-hidden="true" ref={grow}
        style={{ position: "absolute", left, top, width: diameter, height: diameter, borderRadius: "50%", background: "currentColor", opacity: 0, pointerEvents: "none" }} />,
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
