// Image gallery block (spec 3 §2): a click on an image opens a lightbox (previous / next, arrow
// keys, swipes, Escape), moving on every data-interval ms when set. The slideshow layout opens
// none: its carousel is the carousel island's, as the platform binds it, so one island moves it.
import { attr, child, defineIsland, defineMarkup, useBind, useFocusTrap, useTimeouts, useTranslate, type IslandProps } from "../../../src/kit";
import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

const markup = defineMarkup({
  attributes: { slideshow: attr.hasClass("o_slideshow"), interval: attr.number("data-interval", 0) },
  children: { images: child.optional("img") },
});

export const SWIPE_MIN_PX = 50;
export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

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
  useFocusTrap(ref);
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
    </div>,
    document.body,
  );
}

function Gallery({ attrs, parts }: IslandProps<typeof markup>) {
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
  const onKey = (event: KeyboardEvent) => {
    if (!lightbox) return;
    if (event.key === "Escape") setOpen(null);
    else if (event.key === "ArrowRight") move(1);
    else if (event.key === "ArrowLeft") move(-1);
  };
  useBind(parts, {
    images: { each: (img) => (attrs.slideshow || img.closest("a") ? {} : { attr: { tabindex: 0, role: "button" } }), on: { click: openFrom, keydown: openFrom } },
    document: { on: { keydown: onKey } },
  });
  if (attrs.slideshow || !lightbox) return null;
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
