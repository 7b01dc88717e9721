// The attachment viewer (spec 3 §2): a modal with previous/next, rotate, zoom, print, download and
// close; arrows navigate, Escape closes, the wheel zooms an image, which can be dragged; focus stays in.
import { useEffect, useReducer, useRef, type PointerEvent as ReactPointerEvent, type WheelEvent as ReactWheelEvent } from "react";
import { createPortal } from "react-dom";
import { useFocusTrap, useTranslate } from "../../../src/kit";
import { downloadUrl, type ViewableAttachment } from "./attachment_types";
import { imageTransform, initialViewerState, viewerReducer, WHEEL_ZOOM_STEP } from "./viewer_state";

/** Prints an image alone: a hidden frame holding only the image prints once it has loaded. */
function printImage(src: string, name: string): void {
  const frame = document.createElement("iframe");
  frame.className = "o_viewer_print_frame";
  frame.title = name;
  frame.style.cssText = "position:fixed;width:0;height:0;border:0;visibility:hidden";
  document.body.append(frame);
  const doc = frame.contentDocument!;
  const img = doc.createElement("img");
  img.style.maxWidth = "100%";
  img.alt = name;
  img.addEventListener("load", () => {
    frame.contentWindow!.print();
    frame.remove();
  });
  img.src = new URL(src, window.location.href).href;
  doc.body.append(img);
}

function Content({ attachment, transform, onDrag }: { attachment: ViewableAttachment; transform: string; onDrag(dx: number, dy: number): void }) {
  const drag = useRef<{ x: number; y: number } | null>(null);
  const frame = { src: attachment.source, title: attachment.name };
  switch (attachment.fileType) {
    case "image": {
      const onPointerDown = (event: ReactPointerEvent<HTMLImageElement>) => {
        event.preventDefault();
        drag.current = { x: event.clientX, y: event.clientY };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      };
      const onPointerMove = (event: ReactPointerEvent<HTMLImageElement>) => {
        if (!drag.current) return;
        onDrag(event.clientX - drag.current.x, event.clientY - drag.current.y);
        drag.current = { x: event.clientX, y: event.clientY };
      };
      const end = () => void (drag.current = null);
      return (
        <img
          className="o_viewer_img mw-100 mh-100" src={attachment.source} alt={attachment.name} draggable={false}
          style={{ transform, transition: drag.current ? "none" : "transform 0.1s", cursor: "grab", touchAction: "none" }}
          onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={end} onPointerCancel={end}
        />
      );
    }
    case "video":
      return <video className="o_viewer_video mw-100 mh-100" controls src={attachment.source} aria-label={attachment.name}><track kind="captions" /></video>;
    case "youtube":
      return <iframe className="o_viewer_youtube border-0 bg-black" style={{ width: "min(90vw, 960px)", aspectRatio: "16 / 9" }} {...frame} allowFullScreen />;
    default:
      return <iframe className={`o_viewer_${attachment.fileType} border-0 bg-white`} style={{ width: "min(90vw, 960px)", height: "80vh" }} {...frame} />;
  }
}

export function AttachmentViewer({ attachments, startIndex, onClose }: { attachments: readonly ViewableAttachment[]; startIndex: number; onClose(): void }) {
  const _t = useTranslate();
  const [state, dispatch] = useReducer(viewerReducer, initialViewerState(startIndex, attachments.length));
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, ".o_viewer_close");
  const attachment = attachments[state.index];
  const isImage = attachment.fileType === "image";
  const several = attachments.length > 1;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
      else if (event.key === "ArrowRight" && several) dispatch({ type: "next" });
      else if (event.key === "ArrowLeft" && several) dispatch({ type: "previous" });
      else return;
      event.preventDefault();
      event.stopPropagation();
    };
    const root = dialog.current!;
    root.addEventListener("keydown", onKeyDown);
    return () => root.removeEventListener("keydown", onKeyDown);
  }, [onClose, several]);

  const onWheel = (event: ReactWheelEvent) => isImage && dispatch({ type: event.deltaY > 0 ? "zoomOut" : "zoomIn", step: WHEEL_ZOOM_STEP });

  const tool = (label: string, icon: string, action: () => void, className: string) => (
    <button type="button" className={`btn btn-dark ${className}`} aria-label={label} title={label} onClick={action}>
      <i className={`fa ${icon}`} aria-hidden="true" />
    </button>
  );

  return createPortal(
    <div
      ref={dialog} className="o_attachment_viewer modal d-block" role="dialog" aria-modal="true" aria-label={_t("Attachment viewer: %s", attachment.name)}
      tabIndex={-1} style={{ background: "rgba(0, 0, 0, 0.92)", zIndex: 1090 }} data-index={state.index} data-scale={state.scale} data-angle={state.angle}
    >
      <div className="o_viewer_header d-flex align-items-center gap-2 p-2 text-white bg-black">
        <i className={`fa ${isImage ? "fa-picture-o" : "fa-file-o"}`} aria-hidden="true" />
        <span className="o_viewer_name flex-grow-1 text-truncate">{attachment.name}</span>
        <a className="o_viewer_download btn btn-dark" href={downloadUrl(attachment.id)} download aria-label={_t("Download")} title={_t("Download")}>
          <i className="fa fa-download" aria-hidden="true" />
        </a>
        {tool(_t("Close"), "fa-close", onClose, "o_viewer_close")}
      </div>
      <div className="o_viewer_content d-flex align-items-center justify-content-center overflow-hidden" style={{ height: "calc(100vh - 112px)" }} onWheel={onWheel}>
        <Content attachment={attachment} transform={imageTransform(state)} onDrag={(dx, dy) => dispatch({ type: "pan", dx, dy })} />
      </div>
      {several && (
        <>
          {tool(_t("Previous"), "fa-chevron-left", () => dispatch({ type: "previous" }), "o_viewer_previous position-absolute top-50 start-0 ms-2")}
          {tool(_t("Next"), "fa-chevron-right", () => dispatch({ type: "next" }), "o_viewer_next position-absolute top-50 end-0 me-2")}
        </>
      )}
      {isImage && (
        <div className="o_viewer_toolbar btn-group position-absolute bottom-0 start-50 translate-middle-x mb-3" role="toolbar" aria-label={_t("Image tools")}>
          {tool(_t("Zoom in"), "fa-plus", () => dispatch({ type: "zoomIn" }), "o_viewer_zoom_in")}
          {tool(_t("Zoom out"), "fa-minus", () => dispatch({ type: "zoomOut" }), "o_viewer_zoom_out")}
          {tool(_t("Reset zoom"), "fa-search", () => dispatch({ type: "resetZoom" }), "o_viewer_zoom_reset")}
          {tool(_t("Rotate"), "fa-repeat", () => dispatch({ type: "rotate" }), "o_viewer_rotate")}
          {tool(_t("Print"), "fa-print", () => printImage(attachment.source, attachment.name), "o_viewer_print")}
        </div>
      )}
    </div>,
    document.body,
  );
}
