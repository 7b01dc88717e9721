// The tokenizer of the expression language: numbers, strings, names, constants (None, True,
// False) and symbols (operators, brackets, keywords). "not in" and "is not" become one token.
// A character that starts no token gives "Invalid expression" when a token can still be read
// further on, and "Failed to tokenize" when nothing after it can.
import { TokenType, type Token } from "./ast";
import { FAILED_TO_TOKENIZE, INVALID_EXPRESSION, TokenizerError } from "./errors";
import { decodeStringLiteral } from "./string_literal";

export const COMPARATORS = ["in", "not", "not in", "is", "is not", "<", "<=", ">", ">=", "<>", "!=", "=="];
export const BINARY_OPERATORS = ["or", "and", "|", "^", "&", "<<", ">>", "+", "-", "*", "/", "//", "%", "~", "**", "."];

const SYMBOLS = new Set([
  "(", ")", "[", "]", "{", "}", ":", ",", "if", "else", "lambda", "=",
  ...COMPARATORS,
  ...BINARY_OPERATORS,
]);
const CONSTANTS = new Set(["None", "True", "False"]);

/** Operator-like character runs the tokenizer reads, longest first. Not all are valid symbols. */
const OPERATOR_RUNS = [
  "**=", ">>=", "<<=", "//=",
  "**", ">>", "<<", "<>", "!=", "//",
  "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "==", "<=", ">=",
  "+", "-", "*", "/", "%", "&", "|", "^", "=", "<", ">", "~",
  "[", "]", "(", ")", "{", "}", ":", ";", ".", ",", "`", "@",
];

type Scanned =
  | { kind: "number"; end: number; value: number }
  | { kind: "string"; end: number; body: string; raw: boolean }
  | { kind: "operator"; end: number; text: string }
  | { kind: "name"; end: number; text: string };

const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
const isNameStart = (c: string | undefined) => c !== undefined && /[A-Za-z_]/.test(c);
const isNameChar = (c: string | undefined) => c !== undefined && /\w/.test(c);
const isSpace = (c: string) => /\s/.test(c);

function digitsEnd(str: string, pos: number): number {
  while (isDigit(str[pos])) pos++;
  return pos;
}

/** End of an exponent such as e10 or E-3 starting at pos, or pos when there is none. */
function exponentEnd(str: string, pos: number): number {
  if (str[pos] !== "e" && str[pos] !== "E") return pos;
  let i = pos + 1;
  if (str[i] === "+" || str[i] === "-") i++;
  return isDigit(str[i]) ? digitsEnd(str, i) : pos;
}

function scanNumber(str: string, pos: number): Scanned | null {
  let end: number;
  if (isDigit(str[pos])) {
    end = digitsEnd(str, pos);
    if (str[end] === ".") {
      end = exponentEnd(str, digitsEnd(str, end + 1));
    } else {
      const withExponent = exponentEnd(str, end);
      if (withExponent === end && (str[end] === "L" || str[end] === "l")) {
        return { kind: "number", end: end + 1, value: parseFloat(str.slice(pos, end)) };
      }
      end = withExponent;
    }
  } else if (str[pos] === "." && isDigit(str[pos + 1])) {
    end = exponentEnd(str, digitsEnd(str, pos + 1));
  } else {
    return null;
  }
  return { kind: "number", end, value: parseFloat(str.slice(pos, end)) };
}

function scanString(str: string, pos: number): Scanned | null {
  const prefix = /[uUrR]/.test(str[pos]) ? str[pos] : "";
  const raw = prefix === "r" || prefix === "R";
  const i = pos + prefix.length;
  const quote = str[i];
  if (quote !== "'" && quote !== '"') return null;
  for (let j = i + 1; j < str.length; j++) {
    const c = str[j];
    if (c === "\n") return null;
    if (c === "\\") {
      if (str[j + 1] === "\n" || j + 1 >= str.length) return null;
      j++;
    } else if (c === quote) {
      return { kind: "string", end: j + 1, body: str.slice(i + 1, j), raw };
    }
  }
  return null;
}

function scanOperator(str: string, pos: number): Scanned | null {
  for (const run of OPERATOR_RUNS) {
    if (str.startsWith(run, pos)) return { kind: "operator", end: pos + run.length, text: run };
  }
  return null;
}

function scanName(str: string, pos: number): Scanned | null {
  if (!isNameStart(str[pos])) return null;
  let end = pos + 1;
  while (isNameChar(str[end])) end++;
  return { kind: "name", end, text: str.slice(pos, end) };
}

/** Reads one token at pos, in the order number, operator, string, name. */
function scanAt(str: string, pos: number): Scanned | null {
  return scanNumber(str, pos) ?? scanOperator(str, pos) ?? scanString(str, pos) ?? scanName(str, pos);
}

function tokenizerError(message: string, index: number): TokenizerError {
  return new TokenizerError(message).withDetails({ index });
}

function unreadable(str: string, pos: number): TokenizerError {
  for (let next = pos + 1; next < str.length; next++) {
    if (!isSpace(str[next]) && scanAt(str, next)) return tokenizerError(INVALID_EXPRESSION, pos);
  }
  return tokenizerError(FAILED_TO_TOKENIZE, pos);
}

function pushSymbol(tokens: Token[], symbol: string): void {
  const previous = tokens[tokens.length - 1];
  const previousSymbol = previous?.type === TokenType.Symbol ? previous.value : undefined;
  if (symbol === "in" && previousSymbol === "not") {
    tokens.pop();
    symbol = "not in";
  } else if (symbol === "not" && previousSymbol === "is") {
    tokens.pop();
    symbol = "is not";
  }
  tokens.push({ type: TokenType.Symbol, value: symbol });
}

export function tokenize(str: string): Token[] {
  if (typeof str !== "string") throw tokenizerError(FAILED_TO_TOKENIZE, 0);
  const tokens: Token[] = [];
  let pos = 0;
  while (pos < str.length) {
    if (isSpace(str[pos])) {
      pos++;
      continue;
    }
    const scanned = scanAt(str, pos);
    if (!scanned) throw unreadable(str, pos);
    switch (scanned.kind) {
      case "number":
        tokens.push({ type: TokenType.Number, value: scanned.value });
        break;
      case "string":
        tokens.push({ type: TokenType.String, value: decodeStringLiteral(scanned.body, scanned.raw) });
        break;
      case "operator":
        if (!SYMBOLS.has(scanned.text)) throw tokenizerError(INVALID_EXPRESSION, pos);
        pushSymbol(tokens, scanned.text);
        break;
      case "name":
        if (SYMBOLS.has(scanned.text)) pushSymbol(tokens, scanned.text);
        else if (CONSTANTS.has(scanned.text)) {
          tokens.push({ type: TokenType.Constant, value: scanned.text as "None" | "True" | "False" });
        } else tokens.push({ type: TokenType.Name, value: scanned.text });
        break;
    }
    pos = scanned.end;
  }
  return tokens;
}
