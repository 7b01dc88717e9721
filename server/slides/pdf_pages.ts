// How many pages an uploaded pdf has, for its embed code's start page (spec 2 §5): the reference
// server counts the page objects; a pdf that hides them in compressed streams counts as one page.
export function pdfPageCount(base64: string): number {
  const text = Buffer.from(base64, "base64").toString("latin1");
  return Math.max(1, text.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length ?? 0);
}
