// Document and presentation lessons (spec 3 §1): the PDF drawn page by page by the PDF library. `onLoaded`
// fires once the first page is drawn, so a lesson does not complete on a viewer that failed.
import { useEffect, useRef, useState } from "react";
import { useTranslate } from "../../src/kit";
import { loadPdfLibrary, type PdfDocument, type PdfLibrary, type PdfLoadingTask } from "./pdf_library";
import { embedPage } from "./embed_code";

export const PDF_FAILED = "This document could not be loaded.";
export const PDF_PAGE_OF = "Page %s of %s";

/** `startPage`: the page shown first (the embed code's page=); one outside the document shows page 1. */
type PdfViewerProps = { url: string; title: string; onLoaded: () => void; startPage?: number; loadLibrary?: () => Promise<PdfLibrary> };

export function PdfViewer({ url, title, onLoaded, startPage = 1, loadLibrary = loadPdfLibrary }: PdfViewerProps) {
  const _t = useTranslate();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [pdf, setPdf] = useState<PdfDocument | null>(null);
  const [page, setPage] = useState(1);
  const [failed, setFailed] = useState(false);
  const announced = useRef(false);

  useEffect(() => {
    let live = true;
    let task: PdfLoadingTask | null = null;
    setPdf(null);
    setPage(1);
    setFailed(false);
    announced.current = false;
    loadLibrary()
      .then((library) => {
        if (!live) return;
        task = library.getDocument({ url });
        return task.promise.then((document) => {
          if (!live) return;
          setPage(embedPage(String(startPage), document.numPages));
          setPdf(document);
        });
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      void task?.destroy();
    };
  }, [url, startPage, loadLibrary]);

  useEffect(() => {
    const target = canvas.current;
    if (!pdf || !target) return;
    let render: { cancel(): void; promise: Promise<unknown> } | null = null;
    let live = true;
    pdf
      .getPage(page)
      .then((pdfPage) => {
        if (!live) return;
        const width = target.parentElement?.clientWidth || 800;
        const viewport = pdfPage.getViewport({ scale: (width / pdfPage.getViewport({ scale: 1 }).width) * (window.devicePixelRatio || 1) });
        target.width = Math.floor(viewport.width);
        target.height = Math.floor(viewport.height);
        render = pdfPage.render({ canvas: target, viewport });
        return render.promise;
      })
      .then(() => {
        if (!live || announced.current) return;
        announced.current = true;
        onLoaded();
      })
      .catch((error: { name?: string }) => live && error?.name !== "RenderingCancelledException" && setFailed(true));
    return () => {
      live = false;
      render?.cancel();
    };
  }, [pdf, page, onLoaded]);

  if (failed) return <div className="alert alert-danger m-3" role="alert">{_t(PDF_FAILED)}</div>;
  const pages = pdf?.numPages ?? 0;
  return (
    <div className="o_wslides_fs_document d-flex flex-column" aria-busy={pdf ? undefined : "true"}>
      <div className="o_wslides_fs_pdf_page flex-grow-1 overflow-auto">
        <canvas ref={canvas} className="o_wslides_fs_pdf_canvas" role="img" aria-label={title} />
      </div>
      <div className="o_wslides_fs_pdf_toolbar d-flex align-items-center justify-content-center gap-2 p-2">
        <button type="button" className="btn btn-sm btn-light" disabled={page <= 1} onClick={() => setPage(page - 1)} aria-label={_t("Previous page")}>
          <i className="fa fa-chevron-left" aria-hidden="true" />
        </button>
        <span className="o_wslides_fs_pdf_page_number text-white" aria-live="polite">
          {pdf ? _t(PDF_PAGE_OF, page, pages) : _t("Loading…")}
        </span>
        <button type="button" className="btn btn-sm btn-light" disabled={!pdf || page >= pages} onClick={() => setPage(page + 1)} aria-label={_t("Next page")}>
          <i className="fa fa-chevron-right" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
