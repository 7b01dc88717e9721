// Calling a value in the expression language. Builtins and methods are PyCallables. The caller
// may also put functions and classes in the evaluation context, and expressions call them as
// the platform's evaluator does: `foo()`, `obj.f(3)`, `date(2002, 3, 3)` where `date` is the
// date class. A date class (PyDate, PyDateTime, PyTime, PyTimeDelta, PyRelativeDelta) is
// called as its builtin (datetime.date, relativedelta …); any other JavaScript function gets
// the positional arguments then the keyword arguments as one object, the platform's calling
// convention, with `this` the object it was read from (obj in obj.f(3)).
import type { Kwargs } from "./arguments";
import { builtinOfClass } from "./builtins";
import { PyCallable } from "./callable";
import { EvaluationError } from "./errors";
import { typeName } from "./values";

export function callValue(fn: unknown, self: unknown, args: unknown[], kwargs: Kwargs): unknown {
  if (fn instanceof PyCallable) return fn.call(args, kwargs);
  if (typeof fn === "function") {
    const builtin = builtinOfClass(fn);
    if (builtin) return builtin.call(args, kwargs);
    return (fn as (...values: unknown[]) => unknown).call(self, ...args, kwargs);
  }
  throw new EvaluationError(`'${typeName(fn)}' object is not callable`);
}
