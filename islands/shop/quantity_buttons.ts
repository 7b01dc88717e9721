// The +/- links of a quantity (spec 2 §5): `a.js_add_cart_json` next to its input; a link
// holding `.fa-minus` removes one. The result is clamped to the input's data-min / data-max.
import { child, findIn } from "../../src/kit";
import { clampQuantity, quantityBounds } from "./quantity";

export const QUANTITY_LINK = "a.js_add_cart_json";
const INPUT = child.required("input");
const MINUS = child.optional(".fa-minus");

export function quantityInputOf(link: HTMLElement): HTMLInputElement | null {
  const group = link.closest(".css_quantity, .input-group");
  return group ? (findIn<HTMLInputElement>(INPUT, group)[0] ?? null) : null;
}

/** The input's new value after a click on `link`, clamped; null when there is no input. */
export function steppedQuantity(link: HTMLElement): { input: HTMLInputElement; value: number } | null {
  const input = quantityInputOf(link);
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
