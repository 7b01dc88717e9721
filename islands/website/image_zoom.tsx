// Image zoom (spec 2 §2 "Other"): an image of a .zoomable block marked data-zoom opens, on click
// or Enter, in a modal at its full size (data-zoom-image, else its own source).
import { useEffect } from "react";
import { Dialog } from "../../src/components/Dialog";
import { defineIsland } from "../../src/runtime/island";
import { useHost } from "../../src/hooks/env";
import { useHostEvent } from "../../src/hooks/use_host_event";
import { useService } from "../../src/hooks/use_service";
import type { DialogService } from "../../src/services/dialog";

export const ZOOM_IMAGES = "img[data-zoom]";

export const zoomSource = (img: HTMLImageElement) => img.dataset.zoomImage || img.currentSrc || img.src;

function ZoomDialog({ src, alt, close }: { src: string; alt: string; close: () => void }) {
  return (
    <Dialog title={alt || "Image"} size="xl" onClose={close} className="o_website_image_zoom" footer={false}>
      <img src={src} alt={alt} className="img-fluid d-block mx-auto" />
    </Dialog>
  );
}

function ImageZoom() {
  const host = useHost();
  const dialog = useService<DialogService>("dialog");
  useEffect(() => {
    for (const img of host.querySelectorAll<HTMLImageElement>(ZOOM_IMAGES)) {
      img.tabIndex = 0;
      img.setAttribute("role", "button");
      img.style.cursor = "zoom-in";
      if (!img.getAttribute("aria-label")) img.setAttribute("aria-label", `Zoom: ${img.alt}`);
    }
  }, [host]);
  const open = (img: HTMLElement) => dialog.add(ZoomDialog, { src: zoomSource(img as HTMLImageElement), alt: (img as HTMLImageElement).alt });
  useHostEvent("click", (event, img) => (event.preventDefault(), open(img)), { selector: ZOOM_IMAGES });
  useHostEvent("keydown", (event, img) => event.key === "Enter" && (event.preventDefault(), open(img)), { selector: ZOOM_IMAGES });
  return null;
}

export default defineIsland({
  name: "website.image_zoom",
  selector: ".zoomable",
  moment: "load",
  mode: "enhance",
  services: ["dialog"],
  Component: ImageZoom,
});
