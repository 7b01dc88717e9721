// Carousels with Bootstrap's markup (spec 2 §2), the gallery's slideshow included, without Bootstrap's
// script: previous / next controls, indicators, arrow keys, automatic cycling paused on hover and
// focus (and off for reduced motion), slides of equal height, re-measured 250 ms after a resize.
import { useLayoutEffect, useRef, useState } from "react";
import { attr, child, defineIsland, defineMarkup, useBind, useDebounced, useHost, useInterval, type IslandProps } from "../../src/kit";
import { prefersReducedMotion } from "./reduced_motion";

export const CAROUSEL_RESIZE_DEBOUNCE_MS = 250;
export const DEFAULT_INTERVAL_MS = 5000;

/** The wait between slides from data-bs-interval (BS5) or data-interval (BS4): Bootstrap's 5000 ms when absent, none when not a positive number. */
export function slideInterval(raw: string | null | undefined): number {
  const value = Number(raw || DEFAULT_INTERVAL_MS);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export const nextIndex = (current: number, count: number, step: number) => (count ? (current + step + count) % count : 0);

const markup = defineMarkup({
  attributes: {
    interval: attr.string("data-bs-interval"),
    legacyInterval: attr.string("data-interval"),
    ride: attr.string("data-bs-ride"),
    legacyRide: attr.string("data-ride"),
  },
  children: {
    items: child.required(".carousel-item", { active: attr.hasClass("active") }),
    indicators: child.optional(".carousel-indicators [data-bs-slide-to], .carousel-indicators [data-slide-to]"),
    controls: child.optional("[data-bs-slide], [data-slide], [data-bs-slide-to], [data-slide-to]", {
      to: attr.string("data-bs-slide-to"),
      legacyTo: attr.string("data-slide-to"),
      direction: attr.string("data-bs-slide"),
      legacyDirection: attr.string("data-slide"),
    }),
  },
});

/** The tallest slide's height, each measured shown (the hidden ones for a moment). */
function tallest(items: HTMLElement[], current: number) {
  const heights = items.map((item, i) => {
    const { minHeight, display } = item.style;
    item.style.minHeight = "";
    if (i !== current) item.style.display = "block";
    const height = item.offsetHeight;
    Object.assign(item.style, { minHeight, display });
    return height;
  });
  return Math.max(0, ...heights);
}

function Carousel({ attrs, parts }: IslandProps<typeof markup>) {
  const carousel = useHost();
  const items = parts.items.all();
  const count = items.length;
  const [current, setCurrent] = useState(() => Math.max(0, items.findIndex((item) => parts.items.attrs(item).active)));
  const [minHeight, setMinHeight] = useState(0);
  const paused = useRef(false);
  const go = (step: number) => setCurrent((index) => nextIndex(index, count, step));

  const interval = slideInterval(attrs.interval || attrs.legacyInterval);
  const cycles = (attrs.ride || attrs.legacyRide) === "carousel" && interval > 0 && !prefersReducedMotion();
  useInterval(() => !paused.current && !document.hidden && go(1), cycles ? interval : null);

  const measure = () => setMinHeight(tallest(parts.items.all(), current));
  const onResize = useDebounced(measure, CAROUSEL_RESIZE_DEBOUNCE_MS);
  useLayoutEffect(measure, []);

  const indicators = parts.indicators.all();
  // The slide is shown when it changes, not again on every render (a resize re-measures): a
  // carousel rendered by another island (a dynamic snippet) may have moved on by itself.
  const shownIndex = useRef<number | null>(null);
  const moved = shownIndex.current !== current;
  useLayoutEffect(() => void (shownIndex.current = current));
  const onKey = (event: KeyboardEvent) => {
    if (/input|textarea/i.test((event.target as Element).tagName)) return;
    if (event.key === "ArrowLeft") go(-1);
    else if (event.key === "ArrowRight") go(1);
  };
  const onControl = (event: Event, control: HTMLElement) => {
    event.preventDefault();
    const { to, legacyTo, direction, legacyDirection } = parts.controls.attrs(control);
    const target = to || legacyTo;
    if (target) setCurrent(Number(target));
    else go((direction || legacyDirection) === "prev" ? -1 : 1);
  };
  const pause = () => void (paused.current = true);
  const resume = () => void (paused.current = false);
  useBind(parts, {
    host: {
      on: { keydown: onKey, mouseenter: pause, focusin: pause, mouseleave: resume, focusout: (event) => void (carousel.contains(event.relatedTarget as Node) || resume()) },
    },
    controls: { on: { click: onControl } },
    items: {
      style: { "min-height": minHeight ? `${minHeight}px` : undefined },
      each: moved ? (item) => ({ class: { active: items.indexOf(item) === current }, attr: { "aria-hidden": String(items.indexOf(item) !== current) } }) : undefined,
    },
    indicators: {
      each: moved ? (dot) => ({ class: { active: indicators.indexOf(dot) === current }, attr: { "aria-current": indicators.indexOf(dot) === current ? "true" : null } }) : undefined,
    },
    window: { on: { resize: () => onResize() } },
  });
  return null;
}

export default defineIsland({
  name: "website.carousel",
  // The platform's slider. In a gallery's slideshow (.o_slideshow) it moves the slides too: the
  // gallery island (islands/website/blocks/gallery.tsx) leaves the slideshow's carousel to it.
  selector: ".carousel",
  moment: "visible",
  mode: "enhance",
  markup,
  Component: Carousel,
});
