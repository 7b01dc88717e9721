// Quantity bounds of the shop's quantity inputs (spec 2 §5: min 0 and no max by default).
import { attr, attrsOf } from "../../src/kit";

/** A quantity within [min, max]: not a number gives min. */
export function clampQuantity(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** data-min / data-max of a quantity input (spec 2 §5: min 0 and no max by default). */
export function quantityBounds(input: HTMLElement, defaults = { min: 0, max: Infinity }) {
  return attrsOf(input, { min: attr.number("data-min", defaults.min), max: attr.number("data-max", defaults.max) }, "shop.quantity");
}
