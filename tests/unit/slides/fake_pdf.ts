// A stand-in for the PDF library in unit tests (happy-dom draws no canvas): documents of three
// pages, or a failure while `pdfFault.failing`; each page drawing waits for the
// test to finish it (`drawings`), as a real one takes its time.
import type { PdfLibrary } from "../../../islands/slides/pdf_library";

export const FAKE_PDF_PAGES = 3;
export const drawings: { page: number; finish: () => void }[] = [];
export const opened: string[] = [];
export const pdfFault = { failing: false };

function page(number: number) {
  return {
    getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
    render: () => {
      let finish = () => {};
      const promise = new Promise<void>((resolve) => (finish = resolve));
      drawings.push({ page: number, finish });
      return { promise, cancel: () => {} };
    },
  };
}

export const fakePdfLibrary: PdfLibrary = {
  getDocument(source) {
    const url = "url" in source ? source.url : "(data)";
    opened.push(url);
    const document = { numPages: FAKE_PDF_PAGES, getPage: async (n: number) => page(n), destroy: async () => {} };
    const promise = pdfFault.failing ? Promise.reject(new Error("Missing PDF")) : Promise.resolve(document);
    return { promise: promise as never, destroy: async () => {} };
  },
};

export function resetFakePdf() {
  drawings.length = 0;
  opened.length = 0;
  pdfFault.failing = false;
}
