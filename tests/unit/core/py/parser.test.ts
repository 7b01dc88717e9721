import { describe, expect, test } from "vitest";
import { ASTType, parseExpr, ParserError, TokenizerError } from "../../../../src/core/py/index";

describe("parseExpr", () => {
  test("literals", () => {
    expect(parseExpr("1")).toEqual({ type: ASTType.Number, value: 1 });
    expect(parseExpr("'a'")).toEqual({ type: ASTType.String, value: "a" });
    expect(parseExpr("True")).toEqual({ type: ASTType.Boolean, value: true });
    expect(parseExpr("None")).toEqual({ type: ASTType.None });
  });

  test("precedence: * over +, comparison over not, not over and, and over or", () => {
    expect(parseExpr("1 + 2 * 3")).toEqual({
      type: ASTType.BinaryOperator,
      op: "+",
      left: { type: ASTType.Number, value: 1 },
      right: { type: ASTType.BinaryOperator, op: "*", left: { type: ASTType.Number, value: 2 }, right: { type: ASTType.Number, value: 3 } },
    });
    const ast = parseExpr("not a == b or c and d");
    expect(ast).toMatchObject({
      type: ASTType.BooleanOperator,
      op: "or",
      left: { type: ASTType.UnaryOperator, op: "not", right: { type: ASTType.BinaryOperator, op: "==" } },
      right: { type: ASTType.BooleanOperator, op: "and" },
    });
  });

  test("** is right-associative and binds tighter than unary minus", () => {
    expect(parseExpr("2 ** 3 ** 2")).toMatchObject({ op: "**", left: { value: 2 }, right: { op: "**" } });
    expect(parseExpr("-2 ** 2")).toMatchObject({ type: ASTType.UnaryOperator, op: "-", right: { op: "**" } });
  });

  test("tuples, lists, dicts", () => {
    expect(parseExpr("()")).toEqual({ type: ASTType.Tuple, value: [] });
    expect(parseExpr("(1)")).toEqual({ type: ASTType.Number, value: 1 });
    expect(parseExpr("(1,)")).toEqual({ type: ASTType.Tuple, value: [{ type: ASTType.Number, value: 1 }] });
    expect(parseExpr("[1, 2,]")).toMatchObject({ type: ASTType.List, value: [{ value: 1 }, { value: 2 }] });
    expect(parseExpr("{'a': 1, 2: 'b'}")).toEqual({
      type: ASTType.Dictionary,
      value: { a: { type: ASTType.Number, value: 1 }, 2: { type: ASTType.String, value: "b" } },
    });
  });

  test("calls with keyword arguments, attribute and item access, slices", () => {
    expect(parseExpr("f(1, b=2)")).toEqual({
      type: ASTType.FunctionCall,
      fn: { type: ASTType.Name, value: "f" },
      args: [{ type: ASTType.Number, value: 1 }],
      kwargs: { b: { type: ASTType.Number, value: 2 } },
    });
    expect(parseExpr("a.b.c")).toMatchObject({ type: ASTType.ObjLookup, key: "c", obj: { type: ASTType.ObjLookup, key: "b" } });
    expect(parseExpr("a[0]")).toMatchObject({ type: ASTType.Lookup, key: { value: 0 } });
    expect(parseExpr("a[1:]")).toMatchObject({ key: { type: ASTType.Slice, start: { value: 1 }, stop: null, step: null } });
    expect(parseExpr("a[::-1]")).toMatchObject({ key: { type: ASTType.Slice, start: null, stop: null, step: { op: "-" } } });
  });

  test("chained comparisons become and-ed comparisons", () => {
    expect(parseExpr("a < b <= c")).toMatchObject({
      type: ASTType.BooleanOperator,
      op: "and",
      left: { op: "<", left: { value: "a" }, right: { value: "b" } },
      right: { op: "<=", left: { value: "b" }, right: { value: "c" } },
    });
  });

  test("conditional expression", () => {
    expect(parseExpr("a if b else c")).toMatchObject({
      type: ASTType.If,
      ifTrue: { value: "a" },
      condition: { value: "b" },
      ifFalse: { value: "c" },
    });
  });

  test.each([
    ["", "Missing token"],
    ["1 +", "Missing token"],
    ["not", "Missing token"],
    ["f(a=", "Missing token"],
    ["(", "parsing error"],
    ["(1", "parsing error"],
    ["[1, 2", "parsing error"],
    ["[1 2]", "parsing error"],
    ["{'a' 1}", "parsing error"],
    ["{a: 1}", "parsing error"],
    ["{1, 2}", "parsing error"],
    ["a if b", "parsing error"],
    ["1 = 2", "parsing error"],
    ["f(a=b=1)", "parsing error"],
    ["f(1 2)", "parsing error"],
    ["a[1", "parsing error"],
    [")", "Token cannot be parsed"],
    [",", "Token cannot be parsed"],
    ["lambda x: x", "Token cannot be parsed"],
    ["else", "Token cannot be parsed"],
    ["a not b", "Token cannot be parsed"],
    ["a.'b'", "invalid obj lookup"],
    ["a.(1)", "invalid obj lookup"],
    ["a.[b]", "invalid obj lookup"],
  ])("%j raises ParserError %j", (expr, message) => {
    expect(() => parseExpr(expr)).toThrowError(new ParserError(message));
  });

  test("tokens left after a whole expression: 'Token(s) unused' (the platform's message)", () => {
    for (const expr of ["1 2", "[]a", "[]a b", "f() g", "a.b c", "{} None"]) {
      expect(() => parseExpr(expr), expr).toThrowError(new ParserError("Token(s) unused"));
    }
  });

  test("name = value parses to an assignment node (type 9, the platform's)", () => {
    expect(parseExpr("a=1")).toEqual({
      type: ASTType.Assignment,
      name: { type: ASTType.Name, value: "a" },
      value: { type: ASTType.Number, value: 1 },
    });
    expect(ASTType.Assignment).toBe(9);
    expect(parseExpr("a = 1 if b else 2")).toMatchObject({ type: ASTType.Assignment, value: { type: ASTType.If } });
    expect(parseExpr("a = b or c")).toMatchObject({ type: ASTType.Assignment, value: { type: ASTType.BooleanOperator, op: "or" } });
    // keyword arguments stay keyword arguments
    expect(parseExpr("f(3, a = 1)")).toEqual({
      type: ASTType.FunctionCall,
      fn: { type: ASTType.Name, value: "f" },
      args: [{ type: ASTType.Number, value: 3 }],
      kwargs: { a: { type: ASTType.Number, value: 1 } },
    });
  });

  test("tokenizer errors come through as they are", () => {
    expect(() => parseExpr("1 $")).toThrow(TokenizerError);
  });

  test("nesting beyond the limit is a parsing error, not a stack overflow", () => {
    expect(() => parseExpr("(".repeat(5000) + "1" + ")".repeat(5000))).toThrowError(new ParserError("parsing error"));
  });

  test("the same text parses to the same (frozen) tree", () => {
    const ast = parseExpr("a + 1");
    expect(parseExpr("a + 1")).toBe(ast);
    expect(Object.isFrozen(ast)).toBe(true);
  });
});
