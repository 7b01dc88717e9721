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

/**
 * The chosen range of the inputs named min_price / max_price (else the block's first and second
 * range inputs); the bounds from the block's data-min / data-max ("" when absent), else the inputs' min / max.
 */
export function readPriceRange({ low, high, min, max }: { low: HTMLInputElement | null; high: HTMLInputElement | null; min: string; max: string }) {
  const bounds = {
    min: finite(min) ?? finite(low?.min) ?? PRICE_RANGE_DEFAULT.min,
    max: finite(max) ?? finite((high ?? low)?.max) ?? PRICE_RANGE_DEFAULT.max,
  };
  return { low: finite(low?.value) ?? bounds.min, high: finite(high?.value) ?? bounds.max, bounds };
}

/**
 * Version 16's price range is one `<input type="range" multiple value="min,max">` that the
 * platform's multirange library splits into two handles. The two values of that attribute, as
 * QWeb writes them ("%f,%f": "0.000000,1250.000000"); null when it is not two numbers.
 */
export function multirangeValues(raw: string): { low: number; high: number } | null {
  const values = raw.split(",").map((value) => (value.trim() === "" ? NaN : Number(value)));
  if (values.length !== 2 || !values.every(Number.isFinite)) return null;
  const [low, high] = values;
  return { low: Math.min(low, high), high: Math.max(low, high) };
}
