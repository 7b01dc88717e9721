// The expression language (spec 1 §5 "Expression language helper"): Python-like expressions
// as the server writes them in domains, contexts and attributes, read and evaluated in the
// browser. Public API: tokenize, parseExpr, evaluateExpr, evaluateBooleanExpr, formatAST and
// the typed errors.
import type { AST, Token } from "./ast";
import { PARSING_ERROR, ParserError } from "./errors";
import { evaluate, withTypedErrors, type EvalContext } from "./interpreter";
import { parse } from "./parser";
import { tokenize as tokenizeText } from "./tokenizer";

export type { AST, Token } from "./ast";
export { ASTType, TokenType } from "./ast";
export {
  EvaluationError,
  NotSupportedError,
  ParserError,
  PyError,
  TokenizerError,
  FAILED_TO_TOKENIZE,
  INVALID_EXPRESSION,
  PARSING_ERROR,
  TOKEN_CANNOT_BE_PARSED,
  MISSING_TOKEN,
  INVALID_OBJ_LOOKUP,
  TOKENS_UNUSED,
  NAME_NOT_DEFINED,
  UNKNOWN_UNARY_OPERATOR,
  UNKNOWN_BINARY_OPERATOR,
  INVALID_FUNCTION_CALL,
} from "./errors";
export { formatAST } from "./format_ast";
export { evaluate, type EvalContext } from "./interpreter";
export { PyDate, PyDateTime, PyRelativeDelta, PyTime, PyTimeDelta } from "./date";

/** Parsed expressions are kept (frozen) so that the same text is read once. */
const PARSE_CACHE_SIZE = 1000;
const parseCache = new Map<string, AST>();

function deepFreeze<T>(value: T): T {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (item && typeof item === "object" && !Object.isFrozen(item)) {
      Object.freeze(item);
      for (const child of Object.values(item)) pending.push(child);
    }
  }
  return value;
}

export function tokenize(expr: string): Token[] {
  return withTypedErrors(() => tokenizeText(expr), () => new ParserError(PARSING_ERROR));
}

export function parseExpr(expr: string): AST {
  const cached = parseCache.get(expr);
  if (cached) return cached;
  const ast = withTypedErrors(() => deepFreeze(parse(tokenizeText(expr))), () => new ParserError(PARSING_ERROR));
  if (parseCache.size >= PARSE_CACHE_SIZE) parseCache.delete(parseCache.keys().next().value!);
  parseCache.set(expr, ast);
  return ast;
}

export function evaluateExpr(expr: string, context: EvalContext = {}): unknown {
  return evaluate(parseExpr(expr), context);
}

export function evaluateBooleanExpr(expr: string, context: EvalContext = {}): boolean {
  if (!expr || expr === "False" || expr === "0") return false;
  if (expr === "True" || expr === "1") return true;
  return evaluateExpr(`bool(${expr})`, context) as boolean;
}
