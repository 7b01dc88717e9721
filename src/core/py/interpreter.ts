// Evaluation of a syntax tree against a context (a plain object of names). Names resolve to
// the context, then to the builtins; `context` is the context itself unless it defines one.
// Python dicts become plain objects, lists and tuples arrays, None null. Functions and classes
// the caller puts in the context are called (./call); JavaScript internals reached through
// attributes (constructors, prototypes, methods of plain values) are refused by ./attributes
// with "Invalid Function Call".
import type { AST } from "./ast";
import { ASTType } from "./ast";
import { getAttribute, readDictKey } from "./attributes";
import { getBuiltin, hasBuiltin } from "./builtins";
import { callValue } from "./call";
import { EvaluationError, fillMessage, NAME_NOT_DEFINED, PyError } from "./errors";
import { applyBinaryOperator, applyUnaryOperator } from "./operators";
import { getItem, getSlice } from "./subscript";
import { isTrue } from "./values";

export type EvalContext = Record<string, unknown>;

function resolveName(name: string, context: EvalContext): unknown {
  const entry = readDictKey(context, name);
  if (entry.found) return entry.value;
  if (hasBuiltin(name)) return getBuiltin(name);
  if (name === "context") return context;
  throw new EvaluationError(fillMessage(NAME_NOT_DEFINED, { x: name }));
}

function evaluateNode(ast: AST, context: EvalContext): unknown {
  switch (ast.type) {
    case ASTType.Number:
    case ASTType.String:
    case ASTType.Boolean:
      return ast.value;
    case ASTType.None:
      return null;
    case ASTType.Name:
      return resolveName(ast.value, context);
    case ASTType.List:
    case ASTType.Tuple:
      return ast.value.map((item) => evaluateNode(item, context));
    case ASTType.Dictionary: {
      const dict: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(ast.value)) dict[key] = evaluateNode(value, context);
      return dict;
    }
    case ASTType.UnaryOperator:
      return applyUnaryOperator(ast.op, evaluateNode(ast.right, context));
    case ASTType.BinaryOperator:
      return applyBinaryOperator(ast.op, evaluateNode(ast.left, context), evaluateNode(ast.right, context));
    case ASTType.BooleanOperator: {
      const left = evaluateNode(ast.left, context);
      if (ast.op === "and") return isTrue(left) ? evaluateNode(ast.right, context) : left;
      return isTrue(left) ? left : evaluateNode(ast.right, context);
    }
    case ASTType.If:
      return isTrue(evaluateNode(ast.condition, context)) ? evaluateNode(ast.ifTrue, context) : evaluateNode(ast.ifFalse, context);
    case ASTType.ObjLookup:
      return getAttribute(evaluateNode(ast.obj, context), ast.key);
    case ASTType.Lookup: {
      const target = evaluateNode(ast.target, context);
      if (ast.key.type === ASTType.Slice) {
        const bound = (node: AST | null) => (node ? evaluateNode(node, context) : null);
        return getSlice(target, bound(ast.key.start), bound(ast.key.stop), bound(ast.key.step));
      }
      return getItem(target, evaluateNode(ast.key, context));
    }
    case ASTType.FunctionCall: {
      // obj.f(…) calls f with obj as `this`
      const self = ast.fn.type === ASTType.ObjLookup ? evaluateNode(ast.fn.obj, context) : undefined;
      const fn = ast.fn.type === ASTType.ObjLookup ? getAttribute(self, ast.fn.key) : evaluateNode(ast.fn, context);
      const args = ast.args.map((arg) => evaluateNode(arg, context));
      const kwargs: Record<string, unknown> = {};
      for (const [name, value] of Object.entries(ast.kwargs)) kwargs[name] = evaluateNode(value, context);
      return callValue(fn, self, args, kwargs);
    }
  }
  throw new EvaluationError(`AST of type ${(ast as { type: unknown }).type} cannot be evaluated`);
}

/**
 * Runs fn and turns what is not a typed error (a stack overflow on a very deep tree, an
 * allocation refused) into an EvaluationError, so bad input only ever raises typed errors.
 */
export function withTypedErrors<T>(fn: () => T, wrap: (message: string) => PyError = (m) => new EvaluationError(m)): T {
  try {
    return fn();
  } catch (error) {
    if (error instanceof PyError) throw error;
    throw wrap(error instanceof Error ? error.message : String(error));
  }
}

export function evaluate(ast: AST, context: EvalContext = {}): unknown {
  const scope = context === null || typeof context !== "object" ? {} : context;
  return withTypedErrors(() => evaluateNode(ast, scope));
}
