// Attribute access (obj.key) in the expression language: the methods of strings, lists, sets
// and dicts that expressions use in practice, the fields and methods of dates and deltas,
// module members and class attributes. A dict's own keys read as attributes too (the way a
// parent record's fields are read), and so do the members of objects and functions the caller
// puts in the context. JavaScript's machinery is never reached: constructor, prototype and
// __proto__ on any value, and the JavaScript methods behind plain values (''.constructor,
// [].map, f.call), raise "Invalid Function Call". Anything else missing is an AttributeError.
import { bindArguments, type Kwargs } from "./arguments";
import { builtinOfClass } from "./builtins";
import { PyCallable, PyModule } from "./callable";
import { PyDate, PyDateTime, PyRelativeDelta, PyTime, PyTimeDelta } from "./date";
import { EvaluationError, INVALID_FUNCTION_CALL } from "./errors";
import { isDict, isNone, iterate, pyEqual, pyStr, setHas, typeName } from "./values";

type MethodTable<T> = Readonly<Record<string, (self: T, args: unknown[], kwargs: Kwargs) => unknown>>;

function stringArgument(name: string, value: unknown): string {
  if (typeof value !== "string") throw new EvaluationError(`${name}() argument must be str, not ${typeName(value)}`);
  return value;
}

function stripChars(self: string, chars: unknown, left: boolean, right: boolean): string {
  const set = isNone(chars) ? null : new Set(Array.from(stringArgument("strip", chars)));
  const strips = (c: string) => (set ? set.has(c) : /\s/.test(c));
  const characters = Array.from(self);
  let start = 0;
  let end = characters.length;
  while (left && start < end && strips(characters[start])) start++;
  while (right && end > start && strips(characters[end - 1])) end--;
  return characters.slice(start, end).join("");
}

function prefixOrSuffix(self: string, value: unknown, test: (s: string, part: string) => boolean): boolean {
  const parts = Array.isArray(value) ? value : [value];
  return parts.some((part) => test(self, stringArgument("startswith", part)));
}

const STRING_METHODS: MethodTable<string> = {
  lower: (self) => self.toLowerCase(),
  upper: (self) => self.toUpperCase(),
  capitalize: (self) => self.charAt(0).toUpperCase() + self.slice(1).toLowerCase(),
  strip: (self, [chars]) => stripChars(self, chars, true, true),
  lstrip: (self, [chars]) => stripChars(self, chars, true, false),
  rstrip: (self, [chars]) => stripChars(self, chars, false, true),
  startswith: (self, [prefix]) => prefixOrSuffix(self, prefix, (s, p) => s.startsWith(p)),
  endswith: (self, [suffix]) => prefixOrSuffix(self, suffix, (s, p) => s.endsWith(p)),
  find: (self, [sub]) => self.indexOf(stringArgument("find", sub)),
  count: (self, [sub]) => {
    const part = stringArgument("count", sub);
    return part ? self.split(part).length - 1 : Array.from(self).length + 1;
  },
  replace: (self, [old, replacement]) => self.split(stringArgument("replace", old)).join(stringArgument("replace", replacement)),
  split: (self, args, kwargs) => {
    const { sep, maxsplit } = bindArguments("split", args, kwargs, ["sep", "maxsplit"]);
    const limit = typeof maxsplit === "number" && maxsplit >= 0 ? maxsplit : Infinity;
    if (isNone(sep)) {
      const words = self.trim().split(/\s+/).filter(Boolean);
      if (words.length <= limit + 1) return words;
      const head = words.slice(0, limit);
      const rest = self.trim().replace(new RegExp(`^(?:\\S+\\s+){${limit}}`), "");
      return [...head, rest];
    }
    const separator = stringArgument("split", sep);
    if (!separator) throw new EvaluationError("empty separator");
    const parts = self.split(separator);
    return parts.length <= limit + 1 ? parts : [...parts.slice(0, limit), parts.slice(limit).join(separator)];
  },
  join: (self, [items]) => iterate(items).map((item) => stringArgument("join", item)).join(self),
};

const LIST_METHODS: MethodTable<unknown[]> = {
  count: (self, [item]) => self.filter((member) => pyEqual(member, item)).length,
  index: (self, [item]) => {
    const index = self.findIndex((member) => pyEqual(member, item));
    if (index < 0) throw new EvaluationError(`ValueError: ${pyStr(item)} is not in list`);
    return index;
  },
};

const toSet = (value: unknown) => (value instanceof Set ? value : new Set(iterate(value)));

// The platform's set methods take at most one other collection (Python accepts several):
// expressions valid in Python but refused there must be refused here too.
function atMostOneOther(name: string, args: unknown[]): unknown[] {
  if (args.length > 1) throw new EvaluationError(`${name} expected at most 1 argument, got ${args.length}`);
  return args;
}

const SET_METHODS: MethodTable<Set<unknown>> = {
  union: (self, args) => {
    const others = atMostOneOther("union", args);
    return new Set([...self, ...others.flatMap((other) => [...toSet(other)])]);
  },
  intersection: (self, args) => {
    const others = atMostOneOther("intersection", args).map(toSet);
    return new Set([...self].filter((item) => others.every((other) => setHas(other, item))));
  },
  difference: (self, args) => {
    const others = atMostOneOther("difference", args).map(toSet);
    return new Set([...self].filter((item) => !others.some((other) => setHas(other, item))));
  },
  issubset: (self, [other]) => [...self].every((item) => setHas(toSet(other), item)),
  issuperset: (self, [other]) => [...toSet(other)].every((item) => setHas(self, item)),
};

const dictKey = (key: unknown) => (typeof key === "string" ? key : pyStr(key));

const DICT_METHODS: MethodTable<Record<string, unknown>> = {
  get: (self, args, kwargs) => {
    const { key, default: fallback } = bindArguments("get", args, kwargs, ["key", "default"], 1);
    const name = dictKey(key);
    return Object.hasOwn(self, name) ? self[name] : (fallback ?? null);
  },
  keys: (self) => Object.keys(self),
  values: (self) => Object.values(self),
  items: (self) => Object.entries(self),
  copy: (self) => ({ ...self }),
};

const DATE_METHODS: MethodTable<PyDate> = {
  isoformat: (self) => self.isoformat(),
  strftime: (self, [format]) => self.strftime(stringArgument("strftime", format)),
  weekday: (self) => self.weekday(),
  isoweekday: (self) => self.isoweekday(),
  toordinal: (self) => self.toordinal(),
  replace: (self, _args, kwargs) => self.replace(kwargs),
};

const DATETIME_METHODS: MethodTable<PyDateTime> = {
  isoformat: (self, [separator]) => self.isoformat(separator === undefined ? "T" : stringArgument("isoformat", separator)),
  strftime: (self, [format]) => self.strftime(stringArgument("strftime", format)),
  weekday: (self) => self.weekday(),
  isoweekday: (self) => self.isoweekday(),
  toordinal: (self) => self.toordinal(),
  replace: (self, _args, kwargs) => self.replace(kwargs),
  date: (self) => self.date(),
  time: (self) => self.time(),
  to_utc: (self) => self.to_utc(),
};

const TIME_METHODS: MethodTable<PyTime> = {
  isoformat: (self) => self.isoformat(),
  strftime: (self, [format]) => self.strftime(stringArgument("strftime", format)),
};

const TIMEDELTA_METHODS: MethodTable<PyTimeDelta> = {
  total_seconds: (self) => self.total_seconds(),
};

const FIELDS: ReadonlyMap<Function, readonly string[]> = new Map<Function, readonly string[]>([
  [PyDate, ["year", "month", "day"]],
  [PyDateTime, ["year", "month", "day", "hour", "minute", "second", "microsecond"]],
  [PyTime, ["hour", "minute", "second", "microsecond"]],
  [PyTimeDelta, ["days", "seconds", "microseconds"]],
  [
    PyRelativeDelta,
    ["years", "months", "days", "leapdays", "hours", "minutes", "seconds", "microseconds", "year", "month", "day", "weekday", "hour", "minute", "second", "microsecond"],
  ],
]);

const METHODS: ReadonlyMap<Function, MethodTable<never>> = new Map<Function, MethodTable<never>>([
  [PyDate, DATE_METHODS],
  [PyDateTime, DATETIME_METHODS],
  [PyTime, TIME_METHODS],
  [PyTimeDelta, TIMEDELTA_METHODS],
]);

function boundMethod<T>(self: T, name: string, table: MethodTable<T>): PyCallable | undefined {
  if (!Object.hasOwn(table, name)) return undefined;
  return new PyCallable(name, (args, kwargs) => table[name](self, args, kwargs));
}

function noAttribute(value: unknown, key: string): EvaluationError {
  return new EvaluationError(`'${typeName(value)}' object has no attribute '${key}'`);
}

/** Reads a dict's key: own keys and keys of its prototype chain, never Object.prototype's. */
export function readDictKey(dict: object, key: string): { found: boolean; value?: unknown } {
  if (!(key in dict)) return { found: false };
  if (key === "__proto__") return Object.hasOwn(dict, key) ? { found: true, value: (dict as Record<string, unknown>)[key] } : { found: false };
  if (key in Object.prototype && (dict as Record<string, unknown>)[key] === (Object.prototype as Record<string, unknown>)[key]) {
    return { found: false };
  }
  return { found: true, value: (dict as Record<string, unknown>)[key] };
}

/** Names that lead into JavaScript's object machinery rather than to data. */
const JAVASCRIPT_INTERNALS: ReadonlySet<string> = new Set(["constructor", "prototype", "__proto__"]);

/**
 * A member of a function from the context: the builtin's class attributes for a date class
 * (date.today), else the function's own enumerable data (a namespace the caller built), never
 * Function.prototype's call, apply or bind.
 */
function functionAttribute(fn: Function, key: string): unknown {
  const builtin = builtinOfClass(fn);
  if (builtin) return Object.hasOwn(builtin.attributes, key) ? builtin.attributes[key] : undefined;
  const own = Object.getOwnPropertyDescriptor(fn, key);
  return own?.enumerable && "value" in own ? (own.value ?? null) : undefined;
}

export function getAttribute(value: unknown, key: string): unknown {
  if (JAVASCRIPT_INTERNALS.has(key)) throw new EvaluationError(INVALID_FUNCTION_CALL);
  if (isNone(value)) throw noAttribute(value, key);
  let found: unknown;
  if (typeof value === "string") found = boundMethod(value, key, STRING_METHODS);
  else if (typeof value === "function") found = functionAttribute(value, key);
  else if (Array.isArray(value)) found = boundMethod(value, key, LIST_METHODS);
  else if (value instanceof Set) found = boundMethod(value, key, SET_METHODS);
  else if (value instanceof PyModule) found = Object.hasOwn(value.members, key) ? value.members[key] : undefined;
  else if (value instanceof PyCallable) found = Object.hasOwn(value.attributes, key) ? value.attributes[key] : undefined;
  else if (typeof value === "object") {
    const constructor = (value as object).constructor;
    if (FIELDS.has(constructor)) {
      if (FIELDS.get(constructor)!.includes(key)) return (value as Record<string, unknown>)[key];
      found = boundMethod(value as never, key, METHODS.get(constructor) ?? {});
    } else if (isDict(value)) {
      const own = readDictKey(value, key);
      found = own.found ? (own.value ?? null) : boundMethod(value, key, DICT_METHODS);
    }
  }
  if (found === undefined) {
    // a JavaScript method behind the value (constructor, toString…) is never callable
    if (typeof (Object(value) as Record<string, unknown>)[key] === "function") throw new EvaluationError(INVALID_FUNCTION_CALL);
    throw noAttribute(value, key);
  }
  return found;
}
