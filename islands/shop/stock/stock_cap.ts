// The product form under a stock limit (spec 3 §5 "Stock"): the quantity input's data-max is the
// available quantity (at least 1) and its value is capped to it.
import { type Availability, availableQuantity, cappedQuantity, isLimited } from "./stock";

/** The quantity input's data-max under this availability; null (none) when the stock does not limit it. */
export const stockMax = (info: Availability | null): string | null => (isLimited(info) ? String(Math.max(1, availableQuantity(info))) : null);

/** The quantity input's value, capped to what may still be added. */
export const cappedValue = (value: string, info: Availability | null): string => (isLimited(info) ? String(cappedQuantity(Number.parseFloat(value), info)) : value);
