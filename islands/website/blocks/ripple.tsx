// Ripple effect on the buttons of a part of the page marked for it (the theme's ripple option):
// each click grows a circle from the click point for 350 ms, unless the visitor prefers reduced
// motion or the page is being edited (animations off).
import { defineIsland, isEditing, useHost } from "../../../src/kit";
import { useEffect } from "react";
import { REDUCED_MOTION, RIPPLE_DURATION_MS, RIPPLE_ITEM_CLASS, RIPPLE_TARGETS, RIPPLING_CLASS, rippleBox } from "./ripple_circle";

function ripple(button: HTMLElement, event: MouseEvent, ended: () => void): () => void {
  const bounds = button.getBoundingClientRect();
  const { diameter, left, top } = rippleBox(button.offsetWidth, button.offsetHeight, event.clientX - bounds.left, event.clientY - bounds.top);
  const item = document.createElement("span");
  item.className = RIPPLE_ITEM_CLASS;
  item.setAttribute("aria-hidden", "true");
  Object.assign(item.style, {
    position: "absolute", left: `${left}px`, top: `${top}px`, width: `${diameter}px`, height: `${diameter}px`,
    borderRadius: "50%", background: "currentColor", opacity: "0", pointerEvents: "none",
  });
  if (getComputedStyle(button).position === "static") button.style.position = "relative";
  button.style.overflow = "hidden";
  button.classList.add(RIPPLING_CLASS);
  button.append(item);
  item.animate?.([{ transform: "scale(0)", opacity: 0.35 }, { transform: "scale(2)", opacity: 0 }], { duration: RIPPLE_DURATION_MS, easing: "ease-out" });
  const end = () => {
    ended();
    item.remove();
    if (!button.querySelector(`.${RIPPLE_ITEM_CLASS}`)) button.classList.remove(RIPPLING_CLASS);
  };
  const timer = setTimeout(end, RIPPLE_DURATION_MS);
  return () => {
    clearTimeout(timer);
    end();
  };
}

function Ripple() {
  const host = useHost();
  useEffect(() => {
    const running = new Set<() => void>();
    const reduced = window.matchMedia(REDUCED_MOTION);
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLElement>(RIPPLE_TARGETS);
      if (!button || !host.contains(button) || reduced.matches || isEditing()) return;
      const stop: () => void = ripple(button, event, () => running.delete(stop));
      running.add(stop);
    };
    host.addEventListener("click", onClick);
    return () => {
      host.removeEventListener("click", onClick);
      for (const stop of [...running]) stop();
    };
  }, [host]);
  return null;
}

export default defineIsland({
  name: "blocks.ripple",
  selector: ".o_ripple_enabled",
  moment: "idle",
  mode: "enhance",
  Component: Ripple,
});
