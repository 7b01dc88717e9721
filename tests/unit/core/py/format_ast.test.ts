import { describe, expect, test } from "vitest";
import { evaluateExpr, formatAST, parseExpr } from "../../../../src/core/py/index";

describe("formatAST", () => {
  test.each([
    ["1", "1"],
    ["None", "None"],
    ["True", "True"],
    ["'foo'", '"foo"'],
    ["'a\"b'", '"a\\"b"'],
    ["[1, 'a', None]", '[1, "a", None]'],
    ["(1, 2)", "(1, 2)"],
    ["(1,)", "(1,)"],
    ["{'a': 1}", '{"a": 1}'],
    ["-1", "-1"],
    ["not a", "not a"],
    ["a + b * c", "a + b * c"],
    ["(a + b) * c", "(a + b) * c"],
    ["a - (b - c)", "a - (b - c)"],
    ["(a - b) - c", "a - b - c"],
    ["2 ** 3 ** 2", "2 ** 3 ** 2"],
    ["(2 ** 3) ** 2", "(2 ** 3) ** 2"],
    ["not (a and b)", "not (a and b)"],
    ["(a or b) and c", "(a or b) and c"],
    ["a not in b", "a not in b"],
    ["a is not None", "a is not None"],
    ["a.b(1, c=2)", "a.b(1, c = 2)"],
    ["a[1:2]", "a[1:2]"],
    ["a[::2]", "a[::2]"],
    ["x if y else z", "x if y else z"],
    ["(x if y else z) + 1", "(x if y else z) + 1"],
    ["[('a', '=', 1)]", '[("a", "=", 1)]'],
    ["context_today() - relativedelta(days=1)", "context_today() - relativedelta(days = 1)"],
    ["f(a=1 if b else 2)", "f(a = 1 if b else 2)"],
    ["a=1", "a = 1"],
  ])("%s formats as %s", (expr, expected) => {
    expect(formatAST(parseExpr(expr))).toBe(expected);
  });

  // The platform's own round trips: formatAST(parseExpr(text)) is the text itself.
  test.each([
    "1.4",
    "-12",
    '"some string"',
    "{}",
    '{"a": 1}',
    'd["a"]',
    "()",
    "+(1 + 2)",
    "-1 - 2",
    "-(1 + 2)",
    "~(10 + 3)",
    "a // 10",
    "(True or False) and False",
    "not a in b",
    "[] if a else 2",
    "x is not y",
    'time.strftime("%Y") + "-01-30"',
    'context_today().strftime("%Y-%m-%d")',
    "td()",
    "td(a, b, c)",
    "td(days = 1)",
    "f(1, 2, days = 1)",
    "str(td(2))",
    "f(a)(b)",
    "(a - b).days",
    "a + day == date(2002, 3, 3)",
    '[("type", "=", "in"), ("day", "<=", time.strftime("%Y-%m-%d")), ("day", ">", (context_today() - datetime.timedelta(days = 15)).strftime("%Y-%m-%d"))]',
    '["|", "&", ("a", "=", "1"), ("c", "in", [4, 5]), "|", ("b", "<=", 3), "!", ("uid", "=", uid)]',
  ])("%s round-trips to the same text", (expr) => {
    expect(formatAST(parseExpr(expr))).toBe(expr);
  });

  test.each(["1 - (2 - 3)", "(1 + 2) * 3", "2 ** -1", "-(2 ** 2)", "(1 if 0 else 2) * 3", "not (1 and 0)", "[1, (2,), {'a': (3, 4)}]"])(
    "%s evaluates the same once formatted",
    (expr) => {
      expect(evaluateExpr(formatAST(parseExpr(expr)))).toEqual(evaluateExpr(expr));
    },
  );
});
