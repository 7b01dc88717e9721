import { describe, expect, test } from "vitest";
import { tokenize, TokenizerError, TokenType } from "../../../../src/core/py/index";

const values = (expr: string) => tokenize(expr).map((token) => token.value);

describe("tokenize", () => {
  test("numbers: int, float, exponent, leading dot, long suffix", () => {
    expect(tokenize("1 2.5 .5 1e3 2.5E-2 3L 1.")).toEqual([
      { type: TokenType.Number, value: 1 },
      { type: TokenType.Number, value: 2.5 },
      { type: TokenType.Number, value: 0.5 },
      { type: TokenType.Number, value: 1000 },
      { type: TokenType.Number, value: 0.025 },
      { type: TokenType.Number, value: 3 },
      { type: TokenType.Number, value: 1 },
    ]);
  });

  test("a half exponent is a number then a name", () => {
    expect(tokenize("1e")).toEqual([
      { type: TokenType.Number, value: 1 },
      { type: TokenType.Name, value: "e" },
    ]);
  });

  test("strings with both quotes, prefixes and escapes", () => {
    expect(values(`'a' "b" u'c' r'\\n'`)).toEqual(["a", "b", "c", "\\n"]);
    expect(values(String.raw`'\n\t\\\'\"\a\b\f\r\v'`)).toEqual(["\n\t\\'\"\x07\b\f\r\v"]);
    expect(values(String.raw`'\x41\101\u00e9\U0001F600'`)).toEqual(["AAé😀"]);
    expect(values(String.raw`'\q'`)).toEqual(["\\q"]);
    expect(values(`'it''s'`)).toEqual(["it", "s"]);
  });

  test("unicode text inside strings is kept as is", () => {
    expect(values("'héllo wörld ☃ 日本'")).toEqual(["héllo wörld ☃ 日本"]);
  });

  test("bad escapes are tokenizer errors", () => {
    expect(() => tokenize(String.raw`'\x4'`)).toThrow(TokenizerError);
    expect(() => tokenize(String.raw`'\u12'`)).toThrow(TokenizerError);
    expect(() => tokenize(String.raw`'\N{DASH}'`)).toThrow(TokenizerError);
  });

  test("constants, names and keywords", () => {
    expect(tokenize("None True False foo _bar x1")).toEqual([
      { type: TokenType.Constant, value: "None" },
      { type: TokenType.Constant, value: "True" },
      { type: TokenType.Constant, value: "False" },
      { type: TokenType.Name, value: "foo" },
      { type: TokenType.Name, value: "_bar" },
      { type: TokenType.Name, value: "x1" },
    ]);
    expect(tokenize("and or not in is if else lambda").every((t) => t.type === TokenType.Symbol)).toBe(true);
  });

  test("'not in' and 'is not' become single symbols", () => {
    expect(values("a not in b")).toEqual(["a", "not in", "b"]);
    expect(values("a is not b")).toEqual(["a", "is not", "b"]);
    expect(tokenize("'not' in x")[0]).toEqual({ type: TokenType.String, value: "not" });
    expect(values("'not' in x")).toEqual(["not", "in", "x"]);
  });

  test("operators are read longest first", () => {
    expect(values("a**b//c<>d!=e<=f>=g==h<<i>>j")).toEqual([
      "a", "**", "b", "//", "c", "<>", "d", "!=", "e", "<=", "f", ">=", "g", "==", "h", "<<", "i", ">>", "j",
    ]);
  });

  test("newlines and tabs separate tokens", () => {
    expect(values("[\n  ('a',\t'=', 1),\r\n]")).toEqual(["[", "(", "a", ",", "=", ",", 1, ")", ",", "]"]);
  });

  test("empty text has no tokens", () => {
    expect(tokenize("")).toEqual([]);
    expect(tokenize("   ")).toEqual([]);
  });

  test("an unreadable character followed by nothing readable: 'Failed to tokenize'", () => {
    for (const expr of ["$", "1 $", "!", "'", "a ?", "é"]) {
      expect(() => tokenize(expr), expr).toThrowError(new TokenizerError("Failed to tokenize"));
    }
  });

  test("an unreadable character before a readable token: 'Invalid expression'", () => {
    for (const expr of ["$ 1", "'abc", "? a", "a += 1", "a; b", "a @ b", "`a`", "'abc\n'"]) {
      expect(() => tokenize(expr), expr).toThrowError(new TokenizerError("Invalid expression"));
    }
  });

  test("the error tells where the tokenizer stopped", () => {
    try {
      tokenize("1 + $");
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TokenizerError);
      expect((error as TokenizerError).index).toBe(4);
    }
  });
});
