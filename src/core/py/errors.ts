// The typed errors of the expression language (spec 1 §5 "Expression language helper") and
// every message it raises. Bad input never escapes as anything else: the tokenizer throws
// TokenizerError, the parser ParserError, evaluation EvaluationError (NotSupportedError for
// operations on dates and deltas that are not supported).

// Tokenizer errors (spec 1 §5)
export const FAILED_TO_TOKENIZE = "Failed to tokenize";
export const INVALID_EXPRESSION = "Invalid expression";

// Parser errors (spec 1 §5)
export const PARSING_ERROR = "parsing error";
export const TOKEN_CANNOT_BE_PARSED = "Token cannot be parsed";
export const MISSING_TOKEN = "Missing token";
export const INVALID_OBJ_LOOKUP = "invalid obj lookup";
/** tokens left over once a whole expression is read, as in "1 2" (the platform's message) */
export const TOKENS_UNUSED = "Token(s) unused";

// Evaluation errors (spec 1 §5); {x} and {op} are replaced by fillMessage
export const NAME_NOT_DEFINED = "Name '{x}' is not defined";
export const UNKNOWN_UNARY_OPERATOR = "Unknown unary operator: {op}";
export const UNKNOWN_BINARY_OPERATOR = "Unknown binary operator: {op}";
export const INVALID_FUNCTION_CALL = "Invalid Function Call";

// Date helpers (spec 1 §5)
export const PERIOD_OUT_OF_RANGE = "{period} {value} is out of range";
export const NO_KNOWN_CONVERSION = "No known conversion for {code}";
export const RELATIVEDELTA_TWO_DATES_NOT_SUPPORTED = "relativedelta(dt1, dt2) is not supported for now";
export const OPERATION_NOT_SUPPORTED = "Operation not supported";

/** Replaces each {name} of a message template by its value. */
export function fillMessage(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export class PyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

export class TokenizerError extends PyError {
  /** where the tokenizer stopped, and why when it was a bad escape (not enumerable: the
   * error still equals a TokenizerError of the same message) */
  declare index?: number;
  declare detail?: string;

  withDetails(details: { index?: number; detail?: string }): this {
    for (const [key, value] of Object.entries(details)) {
      Object.defineProperty(this, key, { value, enumerable: false, configurable: true, writable: true });
    }
    return this;
  }
}

export class ParserError extends PyError {}

export class EvaluationError extends PyError {}

export class NotSupportedError extends EvaluationError {
  constructor(message: string = OPERATION_NOT_SUPPORTED) {
    super(message);
  }
}
