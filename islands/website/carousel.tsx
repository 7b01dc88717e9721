// Carousels with Bootstrap's markup (spec 2 §2), without Bootstrap's script: previous / next
// controls, indicators, arrow keys, automatic cycling paused on hover and focus (and off for
// reduced motion), slides of equal height, re-measured 250 ms after a resize.
import { useEffect } from "react";
import { debounce, defineIsland, useHost } from "../../src/kit";
import { prefersReducedMotion } from "./reduced_motion";

export const CAROUSEL_RESIZE_DEBOUNCE_MS = 250;
export const DEFAULT_INTERVAL_MS = 5000;

export const nextIndex = (current: number, count: number, step: number) => (count ? (current + step + count) % count : 0);

export function showSlide(carousel: HTMLElement, index: number) {
  const items = [...carousel.querySelectorAll<HTMLElement>(".carousel-item")];
  const indicators = [...carousel.querySelectorAll<HTMLElement>(".carousel-indicators [data-bs-slide-to], .carousel-indicators [data-slide-to]")];
  items.forEach((item, i) => {
    item.classList.toggle("active", i === index);
    item.setAttribute("aria-hidden", String(i !== index));
  });
  indicators.forEach((dot, i) => {
    dot.classList.toggle("active", i === index);
    if (i === index) dot.setAttribute("aria-current", "true");
    else dot.removeAttribute("aria-current");
  });
}

export function equalizeHeights(carousel: HTMLElement) {
  const items = [...carousel.querySelectorAll<HTMLElement>(".carousel-item")];
  items.forEach((item) => (item.style.minHeight = ""));
  const heights = items.map((item) => {
    const hidden = !item.classList.contains("active");
    if (hidden) item.style.display = "block";
    const height = item.offsetHeight;
    if (hidden) item.style.display = "";
    return height;
  });
  const max = Math.max(0, ...heights);
  if (max) items.forEach((item) => (item.style.minHeight = `${max}px`));
}

function Carousel() {
  const carousel = useHost();
  useEffect(() => {
    const count = carousel.querySelectorAll(".carousel-item").length;
    let current = Math.max(0, [...carousel.querySelectorAll(".carousel-item")].findIndex((i) => i.classList.contains("active")));
    const go = (index: number) => {
      current = index;
      showSlide(carousel, current);
    };
    showSlide(carousel, current);
    const onClick = (event: MouseEvent) => {
      const control = (event.target as Element).closest<HTMLElement>("[data-bs-slide], [data-slide], [data-bs-slide-to], [data-slide-to]");
      if (!control || !carousel.contains(control)) return;
      event.preventDefault();
      const to = control.getAttribute("data-bs-slide-to") ?? control.getAttribute("data-slide-to");
      const direction = control.getAttribute("data-bs-slide") ?? control.getAttribute("data-slide");
      go(to !== null ? Number(to) : nextIndex(current, count, direction === "prev" ? -1 : 1));
    };
    const onKey = (event: KeyboardEvent) => {
      if (/input|textarea/i.test((event.target as Element).tagName)) return;
      if (event.key === "ArrowLeft") go(nextIndex(current, count, -1));
      else if (event.key === "ArrowRight") go(nextIndex(current, count, 1));
    };
    let paused = false;
    const pause = () => (paused = true);
    const resume = (event: Event) => {
      if (event.type === "focusout" && carousel.contains((event as FocusEvent).relatedTarget as Node)) return;
      paused = false;
    };
    const interval = Number(carousel.getAttribute("data-bs-interval") ?? carousel.getAttribute("data-interval") ?? DEFAULT_INTERVAL_MS);
    const cycles = (carousel.getAttribute("data-bs-ride") ?? carousel.getAttribute("data-ride")) === "carousel" && interval > 0 && !prefersReducedMotion();
    const timer = cycles ? setInterval(() => !paused && !document.hidden && go(nextIndex(current, count, 1)), interval) : undefined;
    const onResize = debounce(() => equalizeHeights(carousel), CAROUSEL_RESIZE_DEBOUNCE_MS);
    equalizeHeights(carousel);
    carousel.addEventListener("click", onClick);
    carousel.addEventListener("keydown", onKey);
    carousel.addEventListener("mouseenter", pause);
    carousel.addEventListener("mouseleave", resume);
    carousel.addEventListener("focusin", pause);
    carousel.addEventListener("focusout", resume);
    window.addEventListener("resize", onResize, { passive: true });
    return () => {
      clearInterval(timer);
      onResize.cancel();
      carousel.removeEventListener("click", onClick);
      carousel.removeEventListener("keydown", onKey);
      carousel.removeEventListener("mouseenter", pause);
      carousel.removeEventListener("mouseleave", resume);
      carousel.removeEventListener("focusin", pause);
      carousel.removeEventListener("focusout", resume);
      window.removeEventListener("resize", onResize);
    };
  }, [carousel]);
  return null;
}

export default defineIsland({
  name: "website.carousel",
  // The image gallery block drives its own slideshow (islands/website/blocks/gallery.tsx).
  selector: ".carousel:not(.s_image_gallery .carousel)",
  moment: "visible",
  mode: "enhance",
  Component: Carousel,
});
