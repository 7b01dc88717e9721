// Unary and binary operators with Python semantics: true and floor division, the sign of a
// modulo follows the divisor, strings and lists repeat, division by zero raises, and dates
// combine with timedelta and relativedelta. Bitwise operators are not part of the language.
import { PyDate, PyDateTime, PyRelativeDelta, PyTimeDelta } from "./date";
import { EvaluationError, fillMessage, NotSupportedError, UNKNOWN_BINARY_OPERATOR, UNKNOWN_UNARY_OPERATOR } from "./errors";
import { formatPercent } from "./percent_format";
import { isInteger, isNumeric, isTrue, pyCompare, pyEqual, pyIn, pyIs, setHas, typeName } from "./values";

/** Repetition beyond this many items or characters raises instead of exhausting memory. */
const MAX_REPETITION_LENGTH = 1_000_000;

const isDateLike = (value: unknown) =>
  value instanceof PyDate || value instanceof PyDateTime || value instanceof PyTimeDelta || value instanceof PyRelativeDelta;

function unsupported(op: string, left: unknown, right: unknown): EvaluationError {
  const message = `unsupported operand type(s) for ${op}: '${typeName(left)}' and '${typeName(right)}'`;
  return isDateLike(left) || isDateLike(right) ? new NotSupportedError(message) : new EvaluationError(message);
}

export function applyUnaryOperator(op: string, value: unknown): unknown {
  switch (op) {
    case "not":
      return !isTrue(value);
    case "-":
      if (isNumeric(value)) return -Number(value);
      if (value instanceof PyTimeDelta || value instanceof PyRelativeDelta) return value.negate();
      throw new EvaluationError(`bad operand type for unary -: '${typeName(value)}'`);
    case "+":
      if (isNumeric(value)) return Number(value);
      if (value instanceof PyTimeDelta || value instanceof PyRelativeDelta) return value;
      throw new EvaluationError(`bad operand type for unary +: '${typeName(value)}'`);
  }
  throw new EvaluationError(fillMessage(UNKNOWN_UNARY_OPERATOR, { op }));
}

function repeat(sequence: string | unknown[], times: number): string | unknown[] {
  const count = Math.max(0, Number(times));
  if (sequence.length * count > MAX_REPETITION_LENGTH) throw new EvaluationError("MemoryError: repetition too large");
  if (typeof sequence === "string") return sequence.repeat(count);
  const result: unknown[] = [];
  for (let i = 0; i < count; i++) result.push(...sequence);
  return result;
}

function add(left: unknown, right: unknown): unknown {
  if (isNumeric(left) && isNumeric(right)) return Number(left) + Number(right);
  if (typeof left === "string" && typeof right === "string") return left + right;
  if (Array.isArray(left) && Array.isArray(right)) return [...left, ...right];
  if (left instanceof PyRelativeDelta && right instanceof PyRelativeDelta) return left.plus(right);
  if (right instanceof PyRelativeDelta) return PyRelativeDelta.add(left, right);
  if (left instanceof PyRelativeDelta) return PyRelativeDelta.add(right, left);
  if (left instanceof PyTimeDelta && right instanceof PyTimeDelta) return left.add(right);
  if (right instanceof PyTimeDelta && (left instanceof PyDate || left instanceof PyDateTime)) return left.add(right);
  if (left instanceof PyTimeDelta && (right instanceof PyDate || right instanceof PyDateTime)) return right.add(left);
  throw unsupported("+", left, right);
}

function subtract(left: unknown, right: unknown): unknown {
  if (isNumeric(left) && isNumeric(right)) return Number(left) - Number(right);
  if (left instanceof Set && right instanceof Set) return new Set([...left].filter((item) => !setHas(right, item)));
  if (left instanceof PyRelativeDelta && right instanceof PyRelativeDelta) return left.minus(right);
  if (right instanceof PyRelativeDelta) return PyRelativeDelta.subtract(left, right);
  if (left instanceof PyTimeDelta && right instanceof PyTimeDelta) return left.subtract(right);
  if (left instanceof PyDate && (right instanceof PyTimeDelta || right instanceof PyDate)) return left.subtract(right);
  if (left instanceof PyDateTime && (right instanceof PyTimeDelta || right instanceof PyDateTime)) return left.subtract(right);
  throw unsupported("-", left, right);
}

function multiply(left: unknown, right: unknown): unknown {
  if (isNumeric(left) && isNumeric(right)) return Number(left) * Number(right);
  if ((typeof left === "string" || Array.isArray(left)) && isInteger(right)) return repeat(left, Number(right));
  if ((typeof right === "string" || Array.isArray(right)) && isInteger(left)) return repeat(right, Number(left));
  if (left instanceof PyTimeDelta && isNumeric(right)) return left.multiply(Number(right));
  if (right instanceof PyTimeDelta && isNumeric(left)) return right.multiply(Number(left));
  throw unsupported("*", left, right);
}

function divide(left: unknown, right: unknown): unknown {
  if (isNumeric(left) && isNumeric(right)) {
    if (Number(right) === 0) throw new EvaluationError("division by zero");
    return Number(left) / Number(right);
  }
  if (left instanceof PyTimeDelta && (isNumeric(right) || right instanceof PyTimeDelta)) {
    return left.divide(right instanceof PyTimeDelta ? right : Number(right));
  }
  throw unsupported("/", left, right);
}

function floorDivide(left: unknown, right: unknown): unknown {
  if (isNumeric(left) && isNumeric(right)) {
    if (Number(right) === 0) throw new EvaluationError("integer division or modulo by zero");
    return Math.floor(Number(left) / Number(right));
  }
  if (left instanceof PyTimeDelta && (isInteger(right) || right instanceof PyTimeDelta)) {
    return left.floorDivide(right instanceof PyTimeDelta ? right : Number(right));
  }
  throw unsupported("//", left, right);
}

function modulo(left: unknown, right: unknown): unknown {
  if (typeof left === "string") return formatPercent(left, right);
  if (isNumeric(left) && isNumeric(right)) {
    const a = Number(left);
    const b = Number(right);
    if (b === 0) throw new EvaluationError("integer division or modulo by zero");
    const rest = a % b;
    return rest !== 0 && rest < 0 !== b < 0 ? rest + b : rest;
  }
  throw unsupported("%", left, right);
}

function power(left: unknown, right: unknown): unknown {
  if (isNumeric(left) && isNumeric(right)) {
    if (Number(left) === 0 && Number(right) < 0) throw new EvaluationError("0.0 cannot be raised to a negative power");
    return Number(left) ** Number(right);
  }
  throw unsupported("**", left, right);
}

export function applyBinaryOperator(op: string, left: unknown, right: unknown): unknown {
  switch (op) {
    case "+":
      return add(left, right);
    case "-":
      return subtract(left, right);
    case "*":
      return multiply(left, right);
    case "/":
      return divide(left, right);
    case "//":
      return floorDivide(left, right);
    case "%":
      return modulo(left, right);
    case "**":
      return power(left, right);
    case "==":
      return pyEqual(left, right);
    case "!=":
    case "<>":
      return !pyEqual(left, right);
    case "<":
      return pyCompare(left, right) < 0;
    case "<=":
      return pyCompare(left, right) <= 0;
    case ">":
      return pyCompare(left, right) > 0;
    case ">=":
      return pyCompare(left, right) >= 0;
    case "in":
      return pyIn(left, right);
    case "not in":
      return !pyIn(left, right);
    case "is":
      return pyIs(left, right);
    case "is not":
      return !pyIs(left, right);
  }
  throw new EvaluationError(fillMessage(UNKNOWN_BINARY_OPERATOR, { op }));
}
