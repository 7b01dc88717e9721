// The names every expression can use: bool, set and a few Python builtins, the time and
// datetime modules, relativedelta, timedelta, context_today() and the today/now strings.
import { bindArguments, toNumber, type Kwargs } from "./arguments";
import { PyCallable, PyModule } from "./callable";
import { PyDate, PyDateTime, PyRelativeDelta, PyTime, PyTimeDelta } from "./date";
import { EvaluationError } from "./errors";
import { isNone, isTrue, iterate, pyCompare, pyStr, typeName } from "./values";

function oneArgument(name: string, args: unknown[], kwargs: Kwargs): unknown {
  if (args.length > 1 || Object.keys(kwargs).length) {
    throw new EvaluationError(`${name}() takes at most 1 argument (${args.length + Object.keys(kwargs).length} given)`);
  }
  return args[0];
}

function extreme(name: string, args: unknown[], kwargs: Kwargs, keep: (order: number) => boolean): unknown {
  const items = args.length === 1 ? iterate(args[0]) : args;
  if (!items.length) {
    if ("default" in kwargs) return kwargs.default;
    throw new EvaluationError(`${name}() arg is an empty sequence`);
  }
  return items.reduce((best, item) => (keep(pyCompare(item, best)) ? item : best));
}

/** Python 3 round(): halves go to the even neighbour. */
function roundHalfEven(value: number, digits: number): number {
  const factor = 10 ** digits;
  const scaled = value * factor;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  const epsilon = 1e-9 * Math.max(1, Math.abs(scaled));
  let rounded: number;
  if (Math.abs(diff - 0.5) < epsilon) rounded = floor % 2 === 0 ? floor : floor + 1;
  else rounded = Math.round(scaled);
  return rounded / factor;
}

function toInt(value: unknown): number {
  if (isNone(value)) return 0;
  if (typeof value === "string") {
    const text = value.trim().replace(/_/g, "");
    if (!/^[+-]?\d+$/.test(text)) throw new EvaluationError(`invalid literal for int() with base 10: '${value}'`);
    return parseInt(text, 10);
  }
  return Math.trunc(toNumber("int", value));
}

function toFloat(value: unknown): number {
  if (isNone(value)) return 0;
  if (typeof value === "string") {
    const text = value.trim();
    const number = /^[+-]?(inf|infinity)$/i.test(text) ? (text.startsWith("-") ? -Infinity : Infinity) : Number(text);
    if (!text || Number.isNaN(number)) throw new EvaluationError(`could not convert string to float: '${value}'`);
    return number;
  }
  return toNumber("float", value);
}

function length(value: unknown): number {
  if (typeof value === "string") return Array.from(value).length;
  if (Array.isArray(value)) return value.length;
  if (value instanceof Set) return value.size;
  if (typeof value === "object" && value !== null && !("pyTypeName" in value)) return Object.keys(value).length;
  throw new EvaluationError(`object of type '${typeName(value)}' has no len()`);
}

const classCallable = (name: string, create: (args: unknown[], kwargs: Kwargs) => unknown, attributes = {}) =>
  new PyCallable(name, create, attributes);

const date = classCallable("date", PyDate.create, {
  today: new PyCallable("today", () => PyDate.today()),
});
const datetime = classCallable("datetime", PyDateTime.create, {
  now: new PyCallable("now", () => PyDateTime.now()),
  today: new PyCallable("today", () => PyDateTime.today()),
  combine: new PyCallable("combine", PyDateTime.combine),
});
const time = classCallable("time", PyTime.create);
const timedelta = classCallable("timedelta", PyTimeDelta.create);
const relativedelta = classCallable("relativedelta", PyRelativeDelta.create);

/** The builtin standing for a date class the caller passes in the context (`{date: PyDate}`). */
const BUILTIN_OF_CLASS: ReadonlyMap<Function, PyCallable> = new Map<Function, PyCallable>([
  [PyDate, date],
  [PyDateTime, datetime],
  [PyTime, time],
  [PyTimeDelta, timedelta],
  [PyRelativeDelta, relativedelta],
]);

export function builtinOfClass(fn: Function): PyCallable | undefined {
  return BUILTIN_OF_CLASS.get(fn);
}

const FUNCTIONS: Record<string, (args: unknown[], kwargs: Kwargs) => unknown> = {
  bool: (args, kwargs) => isTrue(oneArgument("bool", args, kwargs)),
  // set() is empty; set(None), set(1) or set(an undefined value) raise, as in Python
  set: (args, kwargs) => {
    const iterable = oneArgument("set", args, kwargs);
    return new Set(args.length ? iterate(iterable) : []);
  },
  len: (args, kwargs) => length(bindArguments("len", args, kwargs, ["obj"], 1).obj),
  abs: (args, kwargs) => Math.abs(toNumber("abs", bindArguments("abs", args, kwargs, ["x"], 1).x)),
  min: (args, kwargs) => extreme("min", args, kwargs, (order) => order < 0),
  max: (args, kwargs) => extreme("max", args, kwargs, (order) => order > 0),
  round: (args, kwargs) => {
    const { number, ndigits } = bindArguments("round", args, kwargs, ["number", "ndigits"], 1);
    return roundHalfEven(toNumber("round", number), isNone(ndigits) ? 0 : toInt(ndigits));
  },
  int: (args, kwargs) => toInt(oneArgument("int", args, kwargs)),
  float: (args, kwargs) => toFloat(oneArgument("float", args, kwargs)),
  str: (args, kwargs) => (args.length ? pyStr(oneArgument("str", args, kwargs)) : ""),
  list: (args, kwargs) => {
    const iterable = oneArgument("list", args, kwargs);
    return isNone(iterable) && !args.length ? [] : [...iterate(iterable)];
  },
  tuple: (args, kwargs) => {
    const iterable = oneArgument("tuple", args, kwargs);
    return isNone(iterable) && !args.length ? [] : [...iterate(iterable)];
  },
  context_today: () => PyDate.today(),
};

const BUILTIN_VALUES: Record<string, unknown> = {
  // time.strftime formats the current instant in UTC, as the platform does
  time: new PyModule("time", {
    strftime: new PyCallable("strftime", (args, kwargs) => {
      const { format } = bindArguments("strftime", args, kwargs, ["format"], 1);
      return PyDateTime.nowUTC().strftime(String(format));
    }),
  }),
  datetime: new PyModule("datetime", { date, datetime, time, timedelta }),
  relativedelta,
  timedelta,
  true: true,
  false: false,
};

/**
 * Names computed at each read: today and current_date ("YYYY-MM-DD", the user's date), now
 * ("YYYY-MM-DD HH:MM:SS", the current instant in UTC as the platform reads it, like
 * time.strftime).
 */
const BUILTIN_GETTERS: Record<string, () => unknown> = {
  today: () => PyDate.today().strftime("%Y-%m-%d"),
  current_date: () => PyDate.today().strftime("%Y-%m-%d"),
  now: () => PyDateTime.nowUTC().strftime("%Y-%m-%d %H:%M:%S"),
};

const CALLABLES: Record<string, PyCallable> = Object.fromEntries(
  Object.entries(FUNCTIONS).map(([name, fn]) => [name, new PyCallable(name, fn)]),
);

export function hasBuiltin(name: string): boolean {
  return Object.hasOwn(CALLABLES, name) || Object.hasOwn(BUILTIN_VALUES, name) || Object.hasOwn(BUILTIN_GETTERS, name);
}

export function getBuiltin(name: string): unknown {
  if (Object.hasOwn(CALLABLES, name)) return CALLABLES[name];
  if (Object.hasOwn(BUILTIN_GETTERS, name)) return BUILTIN_GETTERS[name]();
  return BUILTIN_VALUES[name];
}
