// Binding of the positional and keyword arguments of a call to parameter names, with the
// TypeErrors Python gives for too many, unknown or missing arguments.
import { EvaluationError } from "./errors";

export type Kwargs = Record<string, unknown>;

export function bindArguments(
  fnName: string,
  args: unknown[],
  kwargs: Kwargs,
  names: readonly string[],
  required = 0,
): Record<string, unknown> {
  if (args.length > names.length) {
    throw new EvaluationError(`${fnName}() takes at most ${names.length} arguments (${args.length} given)`);
  }
  const bound: Record<string, unknown> = {};
  args.forEach((value, index) => (bound[names[index]] = value));
  for (const [name, value] of Object.entries(kwargs)) {
    if (!names.includes(name)) throw new EvaluationError(`${fnName}() got an unexpected keyword argument '${name}'`);
    if (name in bound) throw new EvaluationError(`${fnName}() got multiple values for argument '${name}'`);
    bound[name] = value;
  }
  names.slice(0, required).forEach((name, index) => {
    if (!(name in bound)) throw new EvaluationError(`${fnName}() missing required argument '${name}' (pos ${index + 1})`);
  });
  return bound;
}

/** An int argument (True and False count as 1 and 0), as the date constructors want. */
export function toInteger(name: string, value: unknown): number {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value !== "number" || !Number.isInteger(value)) {
    throw new EvaluationError(`${name}: integer argument expected, got ${value === null ? "None" : typeof value}`);
  }
  return value;
}

/** A number argument (int or float; True and False count as 1 and 0). */
export function toNumber(name: string, value: unknown): number {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value !== "number" || Number.isNaN(value)) {
    throw new EvaluationError(`${name}: number expected, got ${value === null ? "None" : typeof value}`);
  }
  return value;
}
