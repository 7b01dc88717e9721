// Image zoom (spec 2 §2 "Other"): an image of a .zoomable block marked data-zoom opens, on click
// or Enter, in a modal at its full size (data-zoom-image, else its own source).
import { Dialog, attr, child, defineIsland, defineMarkup, useBind, useService, useTranslate, type IslandProps } from "../../src/kit";

const markup = defineMarkup({ children: { images: child.required("img[data-zoom]", { zoomImage: attr.string("data-zoom-image") }) } });

function ZoomDialog({ src, alt, close }: { src: string; alt: string; close: () => void }) {
  const _t = useTranslate();
  return (
    <Dialog title={alt || _t("Image")} size="xl" onClose={close} className="o_website_image_zoom" footer={false}>
      <img src={src} alt={alt} className="img-fluid d-block mx-auto" />
    </Dialog>
  );
}

function ImageZoom({ parts }: IslandProps<typeof markup>) {
  const dialog = useService("dialog");
  const open = (event: Event, el: HTMLElement) => {
    event.preventDefault();
    const img = el as HTMLImageElement;
    dialog.add(ZoomDialog, { src: parts.images.attrs(img).zoomImage || img.currentSrc || img.src, alt: img.alt });
  };
  useBind(parts, {
    images: {
      prop: { tabIndex: 0 },
      // an image without its own label is named after its text alternative
      attr: { role: "button" },
      each: (img) => ({ attr: { "aria-label": img.getAttribute("aria-label") || `Zoom: ${(img as HTMLImageElement).alt}` } }),
      style: { cursor: "zoom-in" },
      on: { click: open, keydown: (event, img) => event.key === "Enter" && open(event, img) },
    },
  });
  return null;
}

export default defineIsland({
  name: "website.image_zoom",
  selector: ".zoomable",
  moment: "load",
  mode: "enhance",
  services: ["dialog"],
  markup,
  Component: ImageZoom,
});
