// The PDF library (pdfjs-dist), loaded on first use only: its code is a chunk of its own and its
// worker a separate file that build.mjs writes to dist/vendor/ (both one folder below dist/).
import type { PDFDocumentProxy } from "pdfjs-dist";

export type PdfDocument = Pick<PDFDocumentProxy, "numPages" | "getPage" | "destroy">;
export interface PdfLoadingTask { promise: Promise<PdfDocument>; destroy(): Promise<void> }
export interface PdfLibrary { getDocument(source: { url: string } | { data: Uint8Array; password?: string }): PdfLoadingTask }

export const PDF_WORKER_PATH = "../vendor/pdf.worker.js";

let library: Promise<PdfLibrary> | null = null;

export function loadPdfLibrary(): Promise<PdfLibrary> {
  library ??= import("pdfjs-dist").then(
    (pdfjs) => {
      pdfjs.GlobalWorkerOptions.workerSrc = new URL(PDF_WORKER_PATH, import.meta.url).href;
      return pdfjs as unknown as PdfLibrary;
    },
    (error) => {
      library = null;
      throw error;
    },
  );
  return library;
}
