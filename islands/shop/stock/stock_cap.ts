// The product form under a stock limit (spec 3 §5 "Stock"): the quantity input's data-max is the
// available quantity (at least 1) and its value is capped to it; the page's availability store
// follows, for the messages island.
import { availability, type Availability, availableQuantity, cappedQuantity, isLimited, isOutOfStock } from "./stock";

export const QUANTITY_INPUT = "input[name='add_qty']";

/** Applies an availability to the form's quantity input; true when nothing may be added. */
export function applyStockCap(root: ParentNode, info: Availability | null): boolean {
  availability.set(info);
  const input = root.querySelector<HTMLInputElement>(QUANTITY_INPUT);
  if (input) {
    if (isLimited(info)) {
      input.dataset.max = String(Math.max(1, availableQuantity(info)));
      const capped = String(cappedQuantity(Number.parseFloat(input.value), info));
      if (input.value !== capped) input.value = capped;
    } else delete input.dataset.max;
  }
  return isOutOfStock(info);
}
