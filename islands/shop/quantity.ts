// The shop's quantity inputs (spec 2 §5: min 0 and no max by default) and their +/- links
// (`a.js_add_cart_json` next to the input; one holding `.fa-minus` removes one), clamped.
import { attr, attrsOf, child, findIn } from "../../src/kit";

export const QUANTITY_LINK = "a.js_add_cart_json";
const INPUT = child.required("input");
const MINUS = child.optional(".fa-minus");

/** A quantity within [min, max]: not a number gives min. */
export const clampQuantity = (value: number, min: number, max: number) => (Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min);

export function quantityBounds(input: HTMLElement, defaults = { min: 0, max: Infinity }) {
  return attrsOf(input, { min: attr.number("data-min", defaults.min), max: attr.number("data-max", defaults.max) }, "shop.quantity");
}

/** The input's new value after a click on `link`, clamped; null when there is no input. */
export function steppedQuantity(link: HTMLElement): { input: HTMLInputElement; value: number } | null {
  const group = link.closest(".css_quantity, .input-group");
  const input = group ? findIn<HTMLInputElement>(INPUT, group)[0] : undefined;
  if (!input) return null;
  const { min, max } = quantityBounds(input);
  const current = Number.parseFloat(input.value || "0");
  const step = findIn(MINUS, link).length ? -1 : 1;
  return { input, value: clampQuantity((Number.isFinite(current) ? current : 0) + step, min, max) };
}

/** A click on a +/- link: its input stepped and changed (`accepts` may refuse an input). */
export function stepQuantity(event: Event, link: HTMLElement, accepts: (input: HTMLInputElement) => boolean = () => true): void {
  event.preventDefault();
  const stepped = steppedQuantity(link);
  if (!stepped || !accepts(stepped.input) || Number(stepped.input.value) === stepped.value) return;
  stepped.input.value = String(stepped.value);
  stepped.input.dispatchEvent(new Event("change", { bubbles: true }));
}
