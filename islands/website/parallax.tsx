// Parallax sections (spec 2 §2, §9): the background (> .s_parallax_bg) moves at the section's
// data-scroll-background-ratio while it is in view; 0 or 1 need no script; off for reduced motion;
// measured again 500 ms after a resize. Reads and writes happen in one animation frame.
import { useState } from "react";
import { attr, child, defineIsland, defineMarkup, useBind, useDebounced, useHost, useScrollFrame, type IslandProps } from "../../src/kit";
import { prefersReducedMotion } from "./reduced_motion";

export const PARALLAX_RESIZE_DEBOUNCE_MS = 500;

/** The background's offset for a section whose top is `top` px from the viewport's top. */
export const parallaxOffset = (top: number, height: number, viewport: number, ratio: number) => {
  const progress = (viewport - top) / (viewport + height); // 0 entering below, 1 leaving above
  return Math.round((progress - 0.5) * height * ratio * 100) / 100;
};

const markup = defineMarkup({
  attributes: { ratio: attr.number("data-scroll-background-ratio", 0) },
  children: { background: child.optional(":scope > .s_parallax_bg") },
});

function Parallax({ attrs, parts }: IslandProps<typeof markup>) {
  const section = useHost();
  const [moving] = useState(() => Boolean(parts.background.first() && attrs.ratio && attrs.ratio !== 1 && !prefersReducedMotion()));
  const [height, setHeight] = useState(() => section.offsetHeight);
  const [offset, setOffset] = useState<number | null>(null);
  const measure = (currentHeight = height) => moving && setOffset(parallaxOffset(section.getBoundingClientRect().top, currentHeight, window.innerHeight, attrs.ratio));
  const onResize = useDebounced(() => {
    setHeight(section.offsetHeight);
    measure(section.offsetHeight);
  }, PARALLAX_RESIZE_DEBOUNCE_MS);
  useScrollFrame(() => measure());
  useBind(parts, {
    background: { style: { transform: offset === null ? undefined : `translateY(${offset}px)` } },
    window: { on: { resize: () => moving && onResize() } },
  });
  return null;
}

export default defineIsland({
  name: "website.parallax",
  selector: ".parallax",
  moment: "visible",
  mode: "enhance",
  markup,
  Component: Parallax,
});
