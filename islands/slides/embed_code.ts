// The lesson's embed code (spec 2 §5): its start page must lie between 1 and the document's number
// of pages, otherwise it goes back to 1; the code's page= follows.
export function embedPage(value: string, max: number): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= max ? page : 1;
}

export const withEmbedPage = (code: string, page: number) => code.replace(/([?&]page=)\d*/, `$1${page}`);
