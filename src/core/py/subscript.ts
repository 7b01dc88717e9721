// Item access and slicing with Python semantics: negative indices count from the end, slices
// clamp to the sequence, a step may be negative; strings index by character (code point).
import { EvaluationError } from "./errors";
import { readDictKey } from "./attributes";
import { isDict, isInteger, isNone, pyRepr, pyStr, typeName } from "./values";

function sequenceItems(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value === "string") return Array.from(value);
  return null;
}

export function getItem(target: unknown, key: unknown): unknown {
  const items = sequenceItems(target);
  if (items) {
    if (!isInteger(key)) throw new EvaluationError(`${typeName(target)} indices must be integers, not ${typeName(key)}`);
    let index = Number(key);
    if (index < 0) index += items.length;
    if (index < 0 || index >= items.length) throw new EvaluationError(`${typeName(target)} index out of range`);
    return items[index];
  }
  if (isDict(target)) {
    const name = typeof key === "string" ? key : pyStr(key);
    const entry = readDictKey(target, name);
    if (!entry.found) throw new EvaluationError(`KeyError: ${pyRepr(key)}`);
    return entry.value ?? null;
  }
  throw new EvaluationError(`'${typeName(target)}' object is not subscriptable`);
}

function sliceBound(value: unknown, name: string): number | null {
  if (isNone(value)) return null;
  if (!isInteger(value)) throw new EvaluationError(`slice ${name} must be an integer or None`);
  return Number(value);
}

export function getSlice(target: unknown, start: unknown, stop: unknown, step: unknown): unknown {
  const items = sequenceItems(target);
  if (!items) throw new EvaluationError(`'${typeName(target)}' object is not subscriptable`);
  const length = items.length;
  const by = sliceBound(step, "step") ?? 1;
  if (by === 0) throw new EvaluationError("slice step cannot be zero");
  const clamp = (bound: number | null, fallback: number, low: number, high: number) => {
    if (bound === null) return fallback;
    const index = bound < 0 ? bound + length : bound;
    return Math.min(Math.max(index, low), high);
  };
  const from = by > 0 ? clamp(sliceBound(start, "start"), 0, 0, length) : clamp(sliceBound(start, "start"), length - 1, -1, length - 1);
  const to = by > 0 ? clamp(sliceBound(stop, "stop"), length, 0, length) : clamp(sliceBound(stop, "stop"), -1, -1, length - 1);
  const result: unknown[] = [];
  for (let i = from; by > 0 ? i < to : i > to; i += by) result.push(items[i]);
  return typeof target === "string" ? result.join("") : result;
}
