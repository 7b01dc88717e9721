// The upload dialog's checks on a file before any upload (spec 2 §5 "Slide file", §9): pdf or image,
// at most 25 MB, no password-protected pdf; a pdf's page count gives its default duration.
import { loadPdfLibrary, type PdfLibrary } from "./pdf_library";

export const MAX_SLIDE_FILE_BYTES = 25 * 1024 * 1024;
export const MINUTES_PER_PDF_PAGE = 5;
export const PREVIEW_HOURS_TO_MINUTES = 60;
export const INVALID_FILE_TYPE = "Invalid file type. Please select pdf or image file";
export const FILE_TOO_BIG = "File is too big. File size cannot exceed 25MB";
export const PASSWORD_PROTECTED = "You can not upload password protected file.";
export const UNREADABLE_PDF = "This pdf file could not be read.";

export const isPdf = (file: Pick<File, "type" | "name">) => file.type === "application/pdf" || (!file.type && /\.pdf$/i.test(file.name));
export const isImage = (file: Pick<File, "type">) => /^image\//.test(file.type);

export function fileProblem(file: Pick<File, "type" | "name" | "size">): string | null {
  if (!isPdf(file) && !isImage(file)) return INVALID_FILE_TYPE;
  if (file.size > MAX_SLIDE_FILE_BYTES) return FILE_TOO_BIG;
  return null;
}

export const pdfDurationMinutes = (pages: number) => pages * MINUTES_PER_PDF_PAGE;

export type PdfInspection = { pages: number; thumbnail: string } | { error: string };

/** Opens the pdf: its page count and a picture of its first page, or why it cannot be used. */
export async function inspectPdf(data: Uint8Array, loadLibrary: () => Promise<PdfLibrary> = loadPdfLibrary): Promise<PdfInspection> {
  const library = await loadLibrary();
  const task = library.getDocument({ data });
  try {
    const pdf = await task.promise;
    // without a picture the file is still good: the thumbnail is only a help
    return { pages: pdf.numPages, thumbnail: await firstPagePicture(pdf).catch(() => "") };
  } catch (error) {
    return { error: (error as { name?: string })?.name === "PasswordException" ? PASSWORD_PROTECTED : UNREADABLE_PDF };
  } finally {
    void task.destroy();
  }
}

async function firstPagePicture(pdf: { getPage(n: number): Promise<any> }): Promise<string> {
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale: 320 / page.getViewport({ scale: 1 }).width });
  const canvas = document.createElement("canvas");
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  await page.render({ canvas, viewport }).promise;
  return canvas.toDataURL("image/png"); // a tainted canvas throws: its caller then has no picture
}

/** The file's bytes as base64 (what /slides/add_slide takes as datas). */
export function base64Of(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
