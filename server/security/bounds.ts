// The one validator for quantities and amounts arriving from visitors or call_kw: a finite number
// within sane bounds, else a ValidationError (never NaN or Infinity stored).
import { validationError } from "../errors";

export interface Bounds {
  label: string;
  min: number;
  max: number;
}

export const MAX_QUANTITY = 1_000_000;
export const MAX_AMOUNT = 1_000_000_000_000;

export const QUANTITY: Bounds = { label: "quantity", min: -MAX_QUANTITY, max: MAX_QUANTITY };
export const AMOUNT: Bounds = { label: "amount", min: -MAX_AMOUNT, max: MAX_AMOUNT };

const NUMERIC_TEXT = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?\s*$/;

export const outOfBoundsMessage = (bounds: Bounds) =>
  `The ${bounds.label} must be a number between ${bounds.min.toLocaleString("en-US")} and ${bounds.max.toLocaleString("en-US")}.`;

/** The number `value` stands for, if finite and within `bounds`; else a ValidationError. */
export function checkBounds(value: unknown, bounds: Bounds): number {
  const number = typeof value === "number" ? value : typeof value === "string" && NUMERIC_TEXT.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(number) || number < bounds.min || number > bounds.max) throw validationError(outOfBoundsMessage(bounds));
  return number;
}

export const checkQuantity = (value: unknown) => checkBounds(value, QUANTITY);
export const checkAmount = (value: unknown) => checkBounds(value, AMOUNT);
