// Image gallery block (spec 3 §2): a click on an image opens a lightbox with previous / next
// buttons, arrow keys, swipes and Escape, moving on by itself every data-interval ms when set; the
// slideshow layout (.o_slideshow) moves on by itself every data-bs-interval ms and by its arrows and
// indicators.
import { attr, child, defineIsland, defineMarkup, findIn, useBind, useHost, useTimeouts, useTranslate, type IslandProps } from "../../../src/kit";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { FocusTrap } from "./popup_modal";

const markup = defineMarkup({
  attributes: { slideshow: attr.hasClass("o_slideshow"), interval: attr.number("data-interval", 0) },
  children: {
    images: child.optional("img"),
    carousel: child.optional(".carousel", { bsInterval: attr.string("data-bs-interval"), interval: attr.string("data-interval") }),
    items: child.optional(".carousel-item", { active: attr.hasClass("active") }),
    indicators: child.optional(".carousel-indicators > *"),
    previous: child.optional(".carousel-control-prev"),
    next: child.optional(".carousel-control-next"),
  },
});
type GalleryParts = IslandProps<typeof markup>["parts"];

export const SWIPE_MIN_PX = 50;
export const DEFAULT_SLIDE_INTERVAL_MS = 5000;
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

export function slideInterval(host: HTMLElement): number {
  const [carousel] = findIn(markup.children.carousel, host);
  const raw = carousel?.getAttribute("data-bs-interval") ?? carousel?.getAttribute("data-interval");
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
  const timeouts = useTimeouts();
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => setElement(ref.current), []);
  useEffect(() => (interval ? timeouts.set(() => onMove(1), interval) : undefined), [interval, index, onMove, timeouts]);
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

function Slideshow({ host, parts }: { host: HTMLElement; parts: GalleryParts }) {
  const timeouts = useTimeouts();
  const [interval] = useState(() => slideInterval(host));
  const [current, setCurrent] = useState(() => Math.max(0, parts.items.all().findIndex((item) => parts.items.attrs(item).active)));
  // each show, by the clock or by a control, starts the wait for the next one again
  const [turn, setTurn] = useState(0);
  const count = parts.items.all().length;
  const show = (index: number) => {
    setCurrent(wrapIndex(index, count));
    setTurn((shown) => shown + 1);
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `turn` is the show the wait starts from
  useEffect(() => (count > 1 && interval ? timeouts.set(() => show(current + 1), interval) : undefined), [turn, count, interval, timeouts]);
  const moved = (index: number) => (event: Event) => {
    if (count < 2) return;
    event.preventDefault();
    show(index);
  };
  const isCurrent = (part: GalleryParts["items"], element: HTMLElement) => count < 2 ? undefined : part.all().indexOf(element) === current;
  useBind(parts, {
    items: { each: (item) => ({ class: { active: isCurrent(parts.items, item) } }) },
    indicators: {
      each: (dot) => ({ class: { active: isCurrent(parts.indicators, dot) }, attr: { "aria-current": count < 2 ? undefined : isCurrent(parts.indicators, dot) ? "true" : null } }),
      on: { click: (event, dot) => moved(parts.indicators.all().indexOf(dot))(event) },
    },
    previous: { on: { click: moved(current - 1) } },
    next: { on: { click: moved(current + 1) } },
  });
  return null;
}

function Gallery({ attrs, parts }: IslandProps<typeof markup>) {
  const host = useHost();
  const [open, setOpen] = useState<number | null>(null);
  // images in links follow their link; the others open the lightbox, from the keyboard too
  const images = parts.images.all<HTMLImageElement>().filter((img) => !img.closest("a"));
  const openFrom = (event: MouseEvent | KeyboardEvent, image: HTMLElement) => {
    if (attrs.slideshow || !images.includes(image as HTMLImageElement)) return;
    if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
    event.preventDefault();
    setOpen(images.indexOf(image as HTMLImageElement));
  };
  const lightbox = open !== null && open >= 0;
  const move = (step: 1 | -1) => setOpen((index) => wrapIndex((index ?? 0) + step, images.length));
  useBind(parts, {
    images: {
      each: (img) => (attrs.slideshow || img.closest("a") ? {} : { attr: { tabindex: 0, role: "button" } }),
      on: { click: openFrom, keydown: openFrom },
    },
    document: {
      on: {
        keydown: (event) => {
          if (!lightbox) return;
          if (event.key === "Escape") setOpen(null);
          else if (event.key === "ArrowRight") move(1);
          else if (event.key === "ArrowLeft") move(-1);
        },
      },
    },
  });
  if (attrs.slideshow) return <Slideshow host={host} parts={parts} />;
  if (!lightbox) return null;
  return <Lightbox images={images} index={open} interval={Math.max(0, attrs.interval || 0)} onMove={move} onClose={() => setOpen(null)} />;
}

export default defineIsland({
  name: "snippets.gallery",
  selector: ".s_image_gallery",
  moment: "load",
  mode: "enhance",
  markup,
  Component: Gallery,
});
