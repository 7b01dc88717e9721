// The listing's price range (spec 2 §2, §9): min_price and max_price in the query, default 0–100
// with step 1; the defaults are left out of the address.
import { PRICE_RANGE_DEFAULT } from "./constants";

export function priceRangeUrl(current: string, min: number, max: number, range: { min: number; max: number } = PRICE_RANGE_DEFAULT): string {
  const url = new URL(current, "http://x");
  const low = Math.max(range.min, Math.min(min, max));
  const high = Math.min(range.max, Math.max(min, max));
  url.searchParams.delete("min_price");
  url.searchParams.delete("max_price");
  url.pathname = url.pathname.replace(/\/page\/\d+$/, "");
  if (low !== range.min) url.searchParams.set("min_price", String(low));
  if (high !== range.max) url.searchParams.set("max_price", String(high));
  return url.pathname + url.search;
}

const finite = (raw: string | null | undefined) => (raw == null || raw.trim() === "" ? null : Number.isFinite(Number(raw)) ? Number(raw) : null);

export interface PriceRangeInputs {
  /** the inputs named min_price / max_price, else the block's first and second range inputs */
  low: HTMLInputElement | null;
  high: HTMLInputElement | null;
  /** the block's data-min / data-max as written ("" when absent) */
  min: string;
  max: string;
}

/** The chosen range; the bounds from data-min / data-max, else the inputs' min / max. */
export function readPriceRange({ low, high, min, max }: PriceRangeInputs) {
  const bounds = {
    min: finite(min) ?? finite(low?.min) ?? PRICE_RANGE_DEFAULT.min,
    max: finite(max) ?? finite((high ?? low)?.max) ?? PRICE_RANGE_DEFAULT.max,
  };
  return { low: finite(low?.value) ?? bounds.min, high: finite(high?.value) ?? bounds.max, bounds };
}
