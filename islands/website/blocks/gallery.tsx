// Image gallery block (spec 3 §2): a click on an image opens a lightbox with previous / next
// buttons, arrow keys, swipes and Escape, moving on by itself every data-interval ms when set; the slideshow layout (.o_slideshow) moves on by itself
// every data-bs-interval ms and by its arrows and indicators.
import { defineIsland, useHost, useTranslate } from "../../../src/kit";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { FocusTrap } from "./popup_modal";

export const SWIPE_MIN_PX = 50;
export const DEFAULT_SLIDE_INTERVAL_MS = 5000;
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

export function slideInterval(host: HTMLElement): number {
  const raw = host.querySelector(".carousel")?.getAttribute("data-bs-interval") ?? host.querySelector(".carousel")?.getAttribute("data-interval");
  const value = Number(raw ?? DEFAULT_SLIDE_INTERVAL_MS);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<number | null>(null);
  return {
    onPointerDown: (event: React.PointerEvent) => (start.current = event.clientX),
    onPointerUp: (event: React.PointerEvent) => {
      if (start.current === null) return;
      const dx = event.clientX - start.current;
      start.current = null;
      if (Math.abs(dx) >= SWIPE_MIN_PX) onSwipe(dx < 0 ? 1 : -1);
    },
  };
}

function Lightbox({ images, index, interval, onMove, onClose }: { images: HTMLImageElement[]; index: number; interval: number; onMove: (step: 1 | -1) => void; onClose: () => void }) {
  const _t = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  const swipe = useSwipe(onMove);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setElement(ref.current);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
      else if (event.key === "ArrowRight") onMove(1);
      else if (event.key === "ArrowLeft") onMove(-1);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onMove, onClose]);
  useEffect(() => {
    if (!interval) return;
    const timer = setTimeout(() => onMove(1), interval);
    return () => clearTimeout(timer);
  }, [interval, index, onMove]);
  const image = images[index];
  return createPortal(
    <div ref={ref} className="modal show d-block s_gallery_lightbox" role="dialog" aria-modal="true" aria-label={_t("Image gallery")} tabIndex={-1} style={{ background: "rgba(0,0,0,.85)" }}>
      <div className="modal-dialog modal-dialog-centered modal-xl">
        <div className="modal-content bg-transparent border-0 text-white">
          <div className="d-flex justify-content-between align-items-center p-2">
            <span className="o_gallery_counter">{index + 1} / {images.length}</span>
            <button type="button" className="btn-close btn-close-white" aria-label={_t("Close")} onClick={onClose} />
          </div>
          <div className="position-relative text-center" {...swipe} style={{ touchAction: "pan-y" }}>
            <img src={image.currentSrc || image.src} alt={image.alt} className="img-fluid o_gallery_current" style={{ maxHeight: "75vh" }} draggable={false} />
            <button type="button" className="carousel-control-prev" aria-label={_t("Previous")} onClick={() => onMove(-1)}><span className="carousel-control-prev-icon" aria-hidden="true" /></button>
            <button type="button" className="carousel-control-next" aria-label={_t("Next")} onClick={() => onMove(1)}><span className="carousel-control-next-icon" aria-hidden="true" /></button>
          </div>
        </div>
      </div>
      {element && <FocusTrap element={element} />}
    </div>,
    document.body,
  );
}

function Slideshow({ host }: { host: HTMLElement }) {
  useEffect(() => {
    const items = [...host.querySelectorAll<HTMLElement>(".carousel-item")];
    const indicators = [...host.querySelectorAll<HTMLElement>(".carousel-indicators > *")];
    if (items.length < 2) return;
    let current = Math.max(0, items.findIndex((item) => item.classList.contains("active")));
    const show = (index: number) => {
      current = wrapIndex(index, items.length);
      items.forEach((item, i) => item.classList.toggle("active", i === current));
      indicators.forEach((dot, i) => {
        dot.classList.toggle("active", i === current);
        if (i === current) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
      });
    };
    const interval = slideInterval(host);
    let timer = interval ? setInterval(() => show(current + 1), interval) : undefined;
    const restart = () => {
      clearInterval(timer);
      timer = interval ? setInterval(() => show(current + 1), interval) : undefined;
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const control = target.closest(".carousel-control-prev, .carousel-control-next");
      const dot = target.closest<HTMLElement>(".carousel-indicators > *");
      if (control) show(current + (control.matches(".carousel-control-next") ? 1 : -1));
      else if (dot) show(indicators.indexOf(dot));
      else return;
      event.preventDefault();
      restart();
    };
    host.addEventListener("click", onClick);
    return () => {
      clearInterval(timer);
      host.removeEventListener("click", onClick);
    };
  }, [host]);
  return null;
}

function Gallery() {
  const host = useHost();
  const [open, setOpen] = useState<number | null>(null);
  const slideshow = host.classList.contains("o_slideshow");
  const lightboxInterval = Math.max(0, Number(host.getAttribute("data-interval")) || 0);
  useEffect(() => {
    if (slideshow) return;
    const images = [...host.querySelectorAll<HTMLImageElement>("img")].filter((img) => !img.closest("a"));
    // images open the lightbox from the keyboard too
    images.forEach((img) => {
      img.tabIndex = 0;
      img.setAttribute("role", "button");
    });
    const openFrom = (event: Event) => {
      const image = (event.target as Element).closest<HTMLImageElement>("img");
      if (!image || !images.includes(image)) return;
      if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      setOpen(images.indexOf(image));
    };
    host.addEventListener("click", openFrom);
    host.addEventListener("keydown", openFrom);
    return () => {
      host.removeEventListener("click", openFrom);
      host.removeEventListener("keydown", openFrom);
      images.forEach((img) => {
        img.removeAttribute("tabindex");
        img.removeAttribute("role");
      });
    };
  }, [host, slideshow]);
  if (slideshow) return <Slideshow host={host} />;
  if (open === null || open < 0) return null;
  const images = [...host.querySelectorAll<HTMLImageElement>("img")].filter((img) => !img.closest("a"));
  return (
    <Lightbox
      images={images} index={open} interval={lightboxInterval}
      onMove={(step) => setOpen((index) => wrapIndex((index ?? 0) + step, images.length))}
      onClose={() => setOpen(null)}
    />
  );
}

export default defineIsland({
  name: "snippets.gallery",
  selector: ".s_image_gallery",
  moment: "load",
  mode: "enhance",
  Component: Gallery,
});
