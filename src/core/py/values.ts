// Python semantics of values: truth, equality, ordering, identity, membership and type names.
// Python dicts are plain objects, lists and tuples arrays, None null (undefined too).
import { EvaluationError } from "./errors";

interface PyObjectLike {
  pyTypeName?: string;
  isTrue?: () => boolean;
  isEqual?: (other: unknown) => boolean;
  compare?: (other: unknown) => number;
}

export function isNone(value: unknown): value is null | undefined {
  return value === null || value === undefined;
}

export function isNumeric(value: unknown): value is number | boolean {
  return typeof value === "number" || typeof value === "boolean";
}

export function isInteger(value: unknown): value is number | boolean {
  return typeof value === "boolean" || (typeof value === "number" && Number.isInteger(value));
}

export function isDict(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || proto === Object.prototype || !("pyTypeName" in (value as object));
}

export function typeName(value: unknown): string {
  if (isNone(value)) return "NoneType";
  switch (typeof value) {
    case "boolean":
      return "bool";
    case "number":
      return Number.isInteger(value) ? "int" : "float";
    case "string":
      return "str";
    case "function":
      return "function";
  }
  if (Array.isArray(value)) return "list";
  if (value instanceof Set) return "set";
  const named = (value as PyObjectLike).pyTypeName;
  return typeof named === "string" ? named : "dict";
}

export function isTrue(value: unknown): boolean {
  if (isNone(value)) return false;
  switch (typeof value) {
    case "boolean":
      return value;
    case "number":
      return value !== 0 && !Number.isNaN(value);
    case "string":
      return value !== "";
  }
  if (Array.isArray(value)) return value.length > 0;
  if (value instanceof Set) return value.size > 0;
  const object = value as PyObjectLike;
  if (typeof object.isTrue === "function") return object.isTrue();
  if (isDict(value)) return Object.keys(value).length > 0;
  return true;
}

export function pyEqual(left: unknown, right: unknown): boolean {
  if (isNone(left) || isNone(right)) return isNone(left) && isNone(right);
  if (isNumeric(left) && isNumeric(right)) return Number(left) === Number(right);
  if (typeof left !== typeof right) return false;
  if (typeof left !== "object") return left === right;
  if (Array.isArray(left)) {
    return Array.isArray(right) && left.length === right.length && left.every((item, i) => pyEqual(item, right[i]));
  }
  if (left instanceof Set) {
    return right instanceof Set && left.size === right.size && [...left].every((item) => setHas(right, item));
  }
  const object = left as PyObjectLike;
  if (typeof object.isEqual === "function") return object.isEqual(right);
  if (isDict(left) && isDict(right)) {
    const keys = Object.keys(left);
    return keys.length === Object.keys(right).length && keys.every((k) => Object.hasOwn(right, k) && pyEqual(left[k], right[k]));
  }
  return left === right;
}

/** Membership in a set with Python equality (1 and True are the same member). */
export function setHas(set: Set<unknown>, item: unknown): boolean {
  if (set.has(item)) return true;
  for (const member of set) if (pyEqual(member, item)) return true;
  return false;
}

/**
 * Rank of a type when values of different types are ordered: None < numbers < dicts <
 * strings < lists, as the platform's web client orders them.
 */
function orderRank(value: unknown): number {
  if (isNone(value)) return 1;
  if (isNumeric(value)) return 2;
  if (typeof value === "string") return 4;
  if (Array.isArray(value)) return 5;
  if (isDict(value)) return 3;
  return 0;
}

/** -1, 0 or 1; raises for values that cannot be ordered (dates against strings, sets…). */
export function pyCompare(left: unknown, right: unknown): number {
  const compare = (left as PyObjectLike | null)?.compare;
  if (typeof compare === "function") return compare.call(left, right);
  if (typeof (right as PyObjectLike | null)?.compare === "function") return -pyCompare(right, left);
  const leftRank = orderRank(left);
  const rightRank = orderRank(right);
  if (!leftRank || !rightRank) {
    throw new EvaluationError(`'<' not supported between instances of '${typeName(left)}' and '${typeName(right)}'`);
  }
  if (leftRank !== rightRank) return leftRank < rightRank ? -1 : 1;
  if (leftRank === 1) return 0;
  if (leftRank === 5) {
    const a = left as unknown[];
    const b = right as unknown[];
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      if (!pyEqual(a[i], b[i])) return pyCompare(a[i], b[i]);
    }
    return Math.sign(a.length - b.length);
  }
  if (leftRank === 3) {
    throw new EvaluationError(`'<' not supported between instances of 'dict' and 'dict'`);
  }
  const a = leftRank === 2 ? Number(left) : (left as string);
  const b = rightRank === 2 ? Number(right) : (right as string);
  return a < b ? -1 : a > b ? 1 : 0;
}

export function pyIs(left: unknown, right: unknown): boolean {
  if (isNone(left) || isNone(right)) return isNone(left) && isNone(right);
  return left === right;
}

export function pyIn(item: unknown, container: unknown): boolean {
  if (typeof container === "string") {
    if (typeof item !== "string") throw new EvaluationError(`'in <string>' requires string as left operand, not ${typeName(item)}`);
    return container.includes(item);
  }
  if (Array.isArray(container)) return container.some((member) => pyEqual(member, item));
  if (container instanceof Set) return setHas(container, item);
  if (isDict(container)) return (typeof item === "string" || typeof item === "number") && Object.hasOwn(container, String(item));
  throw new EvaluationError(`argument of type '${typeName(container)}' is not iterable`);
}

/** The items of an iterable value: list, tuple, set, string (its characters), dict (its keys). */
export function iterate(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value instanceof Set) return [...value];
  if (typeof value === "string") return Array.from(value);
  if (isDict(value)) return Object.keys(value);
  throw new EvaluationError(`'${typeName(value)}' object is not iterable`);
}

/** str() of a value, as Python prints it. */
export function pyStr(value: unknown): string {
  if (isNone(value)) return "None";
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return pyRepr(value);
}

export function pyRepr(value: unknown): string {
  if (typeof value === "string") return `'${value.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(", ")}]`;
  if (value instanceof Set) return value.size ? `{${[...value].map(pyRepr).join(", ")}}` : "set()";
  if (isDict(value)) return `{${Object.entries(value).map(([k, v]) => `${pyRepr(k)}: ${pyRepr(v)}`).join(", ")}}`;
  if (typeof value === "object" && value !== null) return String(value);
  return pyStr(value);
}
