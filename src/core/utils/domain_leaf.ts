// Matching of one domain leaf (field, operator, value) against a record, with the semantics
// of the platform: many2one values are [id, name] pairs (compared by id, searched by name),
// x2many values are lists of ids (a leaf holds when one of them does), False/None/undefined
// are the empty value, and a dotted path walks into nested records.
import { INVALID_DOMAIN_AST, InvalidDomainError, UNSUPPORTED_DOMAIN_OPERATOR } from "./invalid_domain_error";
import { likePatternToRegExp } from "./like_pattern";

export type RecordLike = Record<string, unknown>;
export type LeafTest = (record: RecordLike) => boolean;

export const SUPPORTED_DOMAIN_OPERATORS = [
  "=", "==", "!=", "<>", "<", "<=", ">", ">=", "in", "not in", "like", "=like", "ilike", "=ilike", "=?", "not like", "not ilike",
] as const;


const isEmpty = (value: unknown) => value === false || value === null || value === undefined;

export function isMany2one(value: unknown): value is [number, string | false] {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === "number" && (typeof value[1] === "string" || value[1] === false);
}

/** Dates and datetimes of the expression language compare as the server's strings. */
function comparable(value: unknown): unknown {
  if (value && typeof value === "object" && !Array.isArray(value) && "pyTypeName" in value && "toJSON" in value) {
    return (value as { toJSON(): unknown }).toJSON();
  }
  if (value instanceof Set) return [...value];
  return value;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b);
  return a === b;
}

function equals(fieldValue: unknown, value: unknown): boolean {
  if (Array.isArray(value)) {
    return Array.isArray(fieldValue) && fieldValue.length === value.length && fieldValue.every((item, i) => sameValue(item, value[i]));
  }
  if (isEmpty(value)) return isEmpty(fieldValue) || (Array.isArray(fieldValue) && fieldValue.length === 0);
  if (isMany2one(fieldValue)) return typeof value === "string" ? fieldValue[1] === value : sameValue(fieldValue[0], value);
  if (Array.isArray(fieldValue)) return fieldValue.some((item) => sameValue(item, value));
  return sameValue(fieldValue, value);
}

function order(fieldValue: unknown, value: unknown): number | null {
  const left = isMany2one(fieldValue) ? fieldValue[0] : fieldValue;
  if (isEmpty(left) || isEmpty(value)) return null;
  const bothNumbers = typeof left === "number" && typeof value === "number";
  const bothStrings = typeof left === "string" && typeof value === "string";
  if (!bothNumbers && !bothStrings) return null;
  return left < value ? -1 : left > value ? 1 : 0;
}

function includes(fieldValue: unknown, value: unknown): boolean {
  const values = Array.isArray(value) ? value : [value];
  const fieldValues = isMany2one(fieldValue) ? [fieldValue[0]] : Array.isArray(fieldValue) ? fieldValue : [fieldValue];
  return fieldValues.some((item) => values.some((candidate) => sameValue(item, candidate)));
}

function textOf(fieldValue: unknown): string | null {
  if (isMany2one(fieldValue)) return fieldValue[1] === false ? null : fieldValue[1];
  if (isEmpty(fieldValue) || Array.isArray(fieldValue) || typeof fieldValue === "object") return null;
  return String(fieldValue);
}

function valueTest(operator: string, rawValue: unknown): (fieldValue: unknown) => boolean {
  const value = Array.isArray(rawValue) ? rawValue.map(comparable) : comparable(rawValue);
  switch (operator) {
    case "=?":
      if (isEmpty(value)) return () => true;
      return (fieldValue) => equals(fieldValue, value);
    case "=":
    case "==":
      return (fieldValue) => equals(fieldValue, value);
    case "!=":
    case "<>":
      return (fieldValue) => !equals(fieldValue, value);
    case "<":
      return (fieldValue) => (order(fieldValue, value) ?? 0) < 0;
    case "<=":
      return (fieldValue) => (order(fieldValue, value) ?? 1) <= 0;
    case ">":
      return (fieldValue) => (order(fieldValue, value) ?? 0) > 0;
    case ">=":
      return (fieldValue) => (order(fieldValue, value) ?? -1) >= 0;
    case "in":
      return (fieldValue) => includes(fieldValue, value);
    case "not in":
      return (fieldValue) => !includes(fieldValue, value);
    case "like":
    case "ilike":
    case "=like":
    case "=ilike":
    case "not like":
    case "not ilike": {
      const negated = operator.startsWith("not ");
      const pattern = likePatternToRegExp(String(textOf(value) ?? ""), {
        whole: operator.startsWith("="),
        ignoreCase: operator.includes("ilike"),
      });
      // an empty field matches no like, not even a negative one (the platform's result)
      return (fieldValue) => {
        const text = textOf(fieldValue);
        if (text === null) return false;
        return pattern.test(text) !== negated;
      };
    }
  }
  throw new InvalidDomainError(UNSUPPORTED_DOMAIN_OPERATOR.replace("{operator}", operator));
}

/** The values a (dotted) path reaches in a record: several through lists of records. */
function valuesAt(record: unknown, path: string[]): unknown[] {
  let current: unknown[] = [record];
  for (const name of path) {
    const next: unknown[] = [];
    for (const item of current) {
      if (item && typeof item === "object" && !Array.isArray(item)) next.push((item as RecordLike)[name]);
      else if (Array.isArray(item) && item.every((sub) => sub && typeof sub === "object" && !Array.isArray(sub))) {
        for (const sub of item) next.push((sub as RecordLike)[name]);
      }
    }
    current = next;
  }
  return current;
}

export function compileLeaf(leaf: unknown): LeafTest {
  if (typeof leaf === "boolean") return () => leaf;
  if (!Array.isArray(leaf) || leaf.length !== 3) throw new InvalidDomainError(INVALID_DOMAIN_AST);
  const [field, operator, value] = leaf;
  const test = valueTest(String(operator), value);
  if (typeof field === "number" || typeof field === "boolean") {
    const result = test(Number(field));
    return () => result;
  }
  const path = String(field).split(".");
  if (path.length === 1) {
    const name = path[0];
    return (record) => test(record?.[name]);
  }
  return (record) => {
    const values = valuesAt(record, path);
    return values.length ? values.some(test) : test(undefined);
  };
}
