// printf-style formatting of a string with %: "%s" % x, "%d-%s" % (a, b), "%(name)s" % dict.
// Supports the conversions s, r, d, i, f (with an optional precision) and %%.
import { EvaluationError } from "./errors";
import { isDict, isNumeric, pyRepr, pyStr } from "./values";

export function formatPercent(template: string, values: unknown): string {
  const positional = Array.isArray(values) ? values : [values];
  let next = 0;
  const text = template.replace(/%(\(([^)]*)\))?(\.(\d+))?([srdif%])/g, (_whole, _named, name: string | undefined, _dot, precision: string | undefined, code: string) => {
    if (code === "%") return "%";
    let value: unknown;
    if (name !== undefined) {
      if (!isDict(values) || !Object.hasOwn(values, name)) throw new EvaluationError(`KeyError: '${name}'`);
      value = values[name];
    } else {
      if (next >= positional.length) throw new EvaluationError("not enough arguments for format string");
      value = positional[next++];
    }
    switch (code) {
      case "s":
        return pyStr(value);
      case "r":
        return pyRepr(value);
      default:
        if (!isNumeric(value)) throw new EvaluationError(`%${code} format: a number is required, not ${typeof value}`);
        if (code === "f") return Number(value).toFixed(precision === undefined ? 6 : Number(precision));
        return String(Math.trunc(Number(value)));
    }
  });
  if (Array.isArray(values) && next < positional.length) {
    throw new EvaluationError("not all arguments converted during string formatting");
  }
  return text;
}
