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

export interface PriceRangeState {
  low: number;
  high: number;
  bounds: { min: number; max: number };
  lowInput: HTMLInputElement | null;
  highInput: HTMLInputElement | null;
}

const finite = (raw: string | null | undefined) => (raw == null || raw.trim() === "" ? null : Number.isFinite(Number(raw)) ? Number(raw) : null);

/**
 * The chosen range of a price range block: its inputs named min_price / max_price, else its first
 * and second range inputs; the bounds from data-min / data-max, else the inputs' min / max.
 */
export function readPriceRange(block: Element): PriceRangeState {
  const inputs = [...block.querySelectorAll<HTMLInputElement>("input[type=range]")];
  const lowInput = block.querySelector<HTMLInputElement>("input[type=range][name=min_price]") ?? inputs[0] ?? null;
  const highInput = block.querySelector<HTMLInputElement>("input[type=range][name=max_price]") ?? inputs.find((input) => input !== lowInput) ?? null;
  const bounds = {
    min: finite(block.getAttribute("data-min")) ?? finite(lowInput?.getAttribute("min")) ?? PRICE_RANGE_DEFAULT.min,
    max: finite(block.getAttribute("data-max")) ?? finite((highInput ?? lowInput)?.getAttribute("max")) ?? PRICE_RANGE_DEFAULT.max,
  };
  return {
    low: finite(lowInput?.value) ?? bounds.min,
    high: finite(highInput?.value) ?? bounds.max,
    bounds,
    lowInput,
    highInput,
  };
}
