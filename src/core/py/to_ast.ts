// The syntax tree of a JavaScript value, so that a value can be written back as an expression
// (domains given as lists become trees that format and evaluate like parsed text).
import { ASTType, type AST } from "./ast";
import { PyDate, PyDateTime, PyTime } from "./date";
import { EvaluationError } from "./errors";

const name = (value: string): AST => ({ type: ASTType.Name, value });
const number = (value: number): AST => ({ type: ASTType.Number, value });
const call = (path: string[], args: number[]): AST => ({
  type: ASTType.FunctionCall,
  fn: path.slice(1).reduce<AST>((obj, key) => ({ type: ASTType.ObjLookup, obj, key }), name(path[0])),
  args: args.map(number),
  kwargs: {},
});

export function toAST(value: unknown): AST {
  if (value === null || value === undefined) return { type: ASTType.None };
  switch (typeof value) {
    case "string":
      return { type: ASTType.String, value };
    case "number":
      if (Number.isNaN(value)) break;
      return value < 0 ? { type: ASTType.UnaryOperator, op: "-", right: number(-value) } : number(value);
    case "boolean":
      return { type: ASTType.Boolean, value };
    case "object":
      if (Array.isArray(value)) return { type: ASTType.List, value: value.map(toAST) };
      if (value instanceof Set) {
        return { type: ASTType.FunctionCall, fn: name("set"), args: [{ type: ASTType.List, value: [...value].map(toAST) }], kwargs: {} };
      }
      if (value instanceof PyDate) return call(["datetime", "date"], [value.year, value.month, value.day]);
      if (value instanceof PyDateTime) {
        return call(["datetime", "datetime"], [value.year, value.month, value.day, value.hour, value.minute, value.second, value.microsecond]);
      }
      if (value instanceof PyTime) return call(["datetime", "time"], [value.hour, value.minute, value.second, value.microsecond]);
      if (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null) {
        const entries: Record<string, AST> = {};
        for (const [key, item] of Object.entries(value)) entries[key] = toAST(item);
        return { type: ASTType.Dictionary, value: entries };
      }
  }
  throw new EvaluationError(`cannot write a value of type ${typeof value} as an expression`);
}
