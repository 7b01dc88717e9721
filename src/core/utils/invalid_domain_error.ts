// The error of a domain that cannot be used (spec 1 §5 "Domains"): unbalanced operators give
// "invalid domain {domain} (missing {count} segment(s))", counting the missing operands as the
// platform does. A domain text that does not even parse raises
// the expression language's own error (TokenizerError or ParserError), which also counts as
// an InvalidDomainError for `instanceof`.

export const INVALID_DOMAIN_MISSING_SEGMENTS = "invalid domain {domain} (missing {count} segment(s))";
export const INVALID_DOMAIN_AST = "Invalid domain AST";
export const UNSUPPORTED_DOMAIN_OPERATOR = "Domain uses an unsupported operator: {operator}";

const FROM_DOMAIN_TEXT = Symbol("raised while reading a domain text");

export class InvalidDomainError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidDomainError";
  }

  static [Symbol.hasInstance](value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    return this === InvalidDomainError && typeof value === "object" && value !== null && FROM_DOMAIN_TEXT in value;
  }
}

/** Marks an error raised while reading a domain text, so it is also an InvalidDomainError. */
export function markAsDomainError<T>(error: T): T {
  if (typeof error === "object" && error !== null) Object.defineProperty(error, FROM_DOMAIN_TEXT, { value: true });
  return error;
}
