// What the expression language can call: builtins, methods and the date classes. Raw
// JavaScript functions found in a context are never called ("Invalid Function Call").
import type { Kwargs } from "./arguments";

export class PyCallable {
  constructor(
    readonly name: string,
    readonly call: (args: unknown[], kwargs: Kwargs) => unknown,
    /** class attributes such as datetime.date.today */
    readonly attributes: Readonly<Record<string, unknown>> = {},
  ) {}

  get pyTypeName(): string {
    return "builtin_function_or_method";
  }

  toString(): string {
    return `<built-in function ${this.name}>`;
  }
}

/** A namespace such as the time or datetime module. */
export class PyModule {
  constructor(
    readonly name: string,
    readonly members: Readonly<Record<string, unknown>>,
  ) {}

  get pyTypeName(): string {
    return "module";
  }
}
