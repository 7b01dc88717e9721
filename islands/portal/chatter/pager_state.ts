// The chatter pager (spec 2 §9: 10 messages a page, 5 page links, first page 1): the page links
// around the current page, and the previous/next pages.
export interface PagerState {
  page: number;
  pageCount: number;
  offset: number;
  pages: number[];
  previous: number;
  next: number;
}

export function computePager(page: number, total: number, step: number, scope: number): PagerState {
  const pageCount = Math.ceil(total / step);
  const current = Math.max(1, Math.min(Math.trunc(page) || 1, Math.max(pageCount, 1)));
  const span = scope - 1;
  let first = Math.max(current - Math.floor(span / 2), 1);
  const last = Math.min(first + span, pageCount);
  first = last - span > 0 ? last - span : 1;
  const pages: number[] = [];
  for (let p = first; p <= last; p++) pages.push(p);
  return {
    page: current,
    pageCount,
    offset: (current - 1) * step,
    pages,
    previous: Math.max(first, current - 1),
    next: Math.min(Math.max(last, 1), current + 1),
  };
}
