// A Pratt parser for the expression language. It builds the tree of ./ast from tokens and
// rejects anything it cannot read with a ParserError: "Missing token" when the expression
// ends too early, "Token cannot be parsed" for a token that cannot start or continue an
// expression, "invalid obj lookup" after a dot not followed by a name, "parsing error" for
// unbalanced brackets and missing separators, "Token(s) unused" for tokens left after a whole
// expression. `name = value` reads as an assignment node, as the platform's parser does: it is
// how keyword arguments are written, and a whole expression such as `a=1` parses to one.
import { ASTType, TokenType, type AST, type Token } from "./ast";
import { bindingPower, UNARY_BINDING_POWER } from "./binding_power";
import { INVALID_OBJ_LOOKUP, MISSING_TOKEN, PARSING_ERROR, ParserError, TOKEN_CANNOT_BE_PARSED, TOKENS_UNUSED } from "./errors";
import { COMPARATORS } from "./tokenizer";

const CHAINED_COMPARATORS = new Set(COMPARATORS.filter((op) => op !== "not"));
const INFIX_OPERATORS = new Set([
  "or", "and", "|", "^", "&", "<<", ">>", "+", "-", "*", "/", "//", "%", "**",
  ...CHAINED_COMPARATORS,
]);
/** Nesting deeper than this is refused rather than overflowing the stack. */
const MAX_NESTING = 200;

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }

  private isSymbol(value: string): boolean {
    const token = this.tokens[this.index];
    return token !== undefined && token.type === TokenType.Symbol && token.value === value;
  }

  private expect(value: string): void {
    if (!this.isSymbol(value)) throw new ParserError(PARSING_ERROR);
    this.index++;
  }

  parseAll(): AST {
    if (!this.tokens.length) throw new ParserError(MISSING_TOKEN);
    const ast = this.parse(0);
    if (this.index < this.tokens.length) throw new ParserError(TOKENS_UNUSED);
    return ast;
  }

  parse(power: number): AST {
    const token = this.tokens[this.index++];
    if (!token) throw new ParserError(MISSING_TOKEN);
    if (++this.depth > MAX_NESTING) throw new ParserError(PARSING_ERROR);
    let expr = this.parsePrefix(token);
    for (let next = this.peek(); next; next = this.peek()) {
      if (next.type !== TokenType.Symbol || bindingPower(next.value) <= power) break;
      this.index++;
      expr = this.parseInfix(expr, next.value);
    }
    this.depth--;
    return expr;
  }

  /** Items up to the closing symbol, separated by commas; tells whether a comma was seen. */
  private parseSequence(close: string): { items: AST[]; comma: boolean } {
    const items: AST[] = [];
    let comma = false;
    while (this.peek() && !this.isSymbol(close)) {
      items.push(this.parse(0));
      if (this.isSymbol(",")) {
        comma = true;
        this.index++;
      } else if (!this.isSymbol(close)) {
        throw new ParserError(PARSING_ERROR);
      }
    }
    this.expect(close);
    return { items, comma };
  }

  private parseDictionary(): AST {
    const value: Record<string, AST> = {};
    while (this.peek() && !this.isSymbol("}")) {
      const key = this.parse(0);
      if (key.type !== ASTType.String && key.type !== ASTType.Number) throw new ParserError(PARSING_ERROR);
      this.expect(":");
      value[String(key.value)] = this.parse(0);
      if (this.isSymbol(",")) this.index++;
      else if (!this.isSymbol("}")) throw new ParserError(PARSING_ERROR);
    }
    this.expect("}");
    return { type: ASTType.Dictionary, value };
  }

  private parsePrefix(token: Token): AST {
    switch (token.type) {
      case TokenType.Number:
        return { type: ASTType.Number, value: token.value };
      case TokenType.String:
        return { type: ASTType.String, value: token.value };
      case TokenType.Constant:
        return token.value === "None" ? { type: ASTType.None } : { type: ASTType.Boolean, value: token.value === "True" };
      case TokenType.Name:
        return { type: ASTType.Name, value: token.value };
      case TokenType.Symbol:
        switch (token.value) {
          case "-":
          case "+":
          case "~":
            return { type: ASTType.UnaryOperator, op: token.value, right: this.parse(UNARY_BINDING_POWER) };
          case "not":
            return { type: ASTType.UnaryOperator, op: "not", right: this.parse(bindingPower("not")) };
          case "(": {
            const { items, comma } = this.parseSequence(")");
            return comma || items.length === 0 ? { type: ASTType.Tuple, value: items } : items[0];
          }
          case "[":
            return { type: ASTType.List, value: this.parseSequence("]").items };
          case "{":
            return this.parseDictionary();
        }
    }
    throw new ParserError(TOKEN_CANNOT_BE_PARSED);
  }

  private parseCall(fn: AST): AST {
    const args: AST[] = [];
    const kwargs: Record<string, AST> = {};
    while (this.peek() && !this.isSymbol(")")) {
      const token = this.peek()!;
      const next = this.tokens[this.index + 1];
      if (token.type === TokenType.Name && next?.type === TokenType.Symbol && next.value === "=") {
        this.index += 2;
        kwargs[token.value] = this.parse(bindingPower("="));
      } else {
        args.push(this.parse(0));
      }
      if (this.isSymbol(",")) this.index++;
      else if (!this.isSymbol(")")) throw new ParserError(PARSING_ERROR);
    }
    this.expect(")");
    return { type: ASTType.FunctionCall, fn, args, kwargs };
  }

  private parseSubscript(target: AST): AST {
    const start = this.isSymbol(":") ? null : this.parse(0);
    if (!this.isSymbol(":")) {
      this.expect("]");
      return { type: ASTType.Lookup, target, key: start! };
    }
    this.index++;
    const stop = this.isSymbol(":") || this.isSymbol("]") ? null : this.parse(0);
    let step: AST | null = null;
    if (this.isSymbol(":")) {
      this.index++;
      step = this.isSymbol("]") ? null : this.parse(0);
    }
    this.expect("]");
    return { type: ASTType.Lookup, target, key: { type: ASTType.Slice, start, stop, step } };
  }

  private parseInfix(left: AST, symbol: string): AST {
    if (INFIX_OPERATORS.has(symbol)) {
      // ** is right-associative: 2 ** 3 ** 2 is 2 ** 9
      const power = symbol === "**" ? bindingPower(symbol) - 1 : bindingPower(symbol);
      let right = this.parse(power);
      if (symbol === "and" || symbol === "or") {
        return { type: ASTType.BooleanOperator, op: symbol, left, right };
      }
      let expr: AST = { type: ASTType.BinaryOperator, op: symbol, left, right };
      if (!CHAINED_COMPARATORS.has(symbol)) return expr;
      // a < b < c is a < b and b < c
      for (let next = this.peek(); next; next = this.peek()) {
        if (next.type !== TokenType.Symbol || !CHAINED_COMPARATORS.has(next.value)) break;
        this.index++;
        const following = this.parse(bindingPower(next.value));
        expr = {
          type: ASTType.BooleanOperator,
          op: "and",
          left: expr,
          right: { type: ASTType.BinaryOperator, op: next.value, left: right, right: following },
        };
        right = following;
      }
      return expr;
    }
    switch (symbol) {
      case ".": {
        const right = this.parse(bindingPower("."));
        if (right.type !== ASTType.Name) throw new ParserError(INVALID_OBJ_LOOKUP);
        return { type: ASTType.ObjLookup, obj: left, key: right.value };
      }
      case "(":
        return this.parseCall(left);
      case "[":
        return this.parseSubscript(left);
      case "=":
        if (left.type !== ASTType.Name) throw new ParserError(PARSING_ERROR);
        return { type: ASTType.Assignment, name: left, value: this.parse(bindingPower("=")) };
      case "if": {
        const condition = this.parse(0);
        this.expect("else");
        const ifFalse = this.parse(0);
        return { type: ASTType.If, condition, ifTrue: left, ifFalse };
      }
    }
    throw new ParserError(TOKEN_CANNOT_BE_PARSED);
  }
}

export function parse(tokens: Token[]): AST {
  return new Parser(tokens).parseAll();
}
