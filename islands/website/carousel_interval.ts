// A carousel's wait between slides, from its data-bs-interval (BS5) or data-interval (BS4):
// Bootstrap's 5000 ms when absent; none when it is not a positive number ("false").
export const DEFAULT_INTERVAL_MS = 5000;

export function slideInterval(raw: string | null | undefined): number {
  const value = Number(raw || DEFAULT_INTERVAL_MS);
  return Number.isFinite(value) && value > 0 ? value : 0;
}
