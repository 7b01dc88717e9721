// A hash of the form scrollTop={number} scrolls the page to that offset (spec 1 §2). It runs in
// the loader because it concerns every page, with or without islands, and needs no React.
export const SCROLL_TOP_HASH = /(?:^#|&)scrollTop=(\d+)(?:&|$)/;

export function scrollTopFromHash(hash: string): number | null {
  const match = SCROLL_TOP_HASH.exec(hash);
  return match ? Number(match[1]) : null;
}

export function applyScrollTopHash(): void {
  const top = scrollTopFromHash(window.location.hash);
  if (top !== null) window.scrollTo({ top, behavior: "instant" as ScrollBehavior });
}
