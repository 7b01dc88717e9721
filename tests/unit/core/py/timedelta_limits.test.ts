// Cases of the platform's own timedelta tests (py_timedelta.test.js): creation, normalization,
// arithmetic and values near timedelta.max, where a sum through microseconds would lose precision.
import { describe, expect, test } from "vitest";
import { EvaluationError, evaluateExpr, PyTimeDelta } from "../../../../src/core/py/index";

const components = (expr: string, context: Record<string, unknown> = {}) => {
  const delta = evaluateExpr(expr, { td: PyTimeDelta, ...context }) as PyTimeDelta;
  return `${delta.days}, ${delta.seconds}, ${delta.microseconds}`;
};
const equal = (left: string, right: string, context: Record<string, unknown> = {}) =>
  evaluateExpr(`${left} == ${right}`, { td: PyTimeDelta, ...context });

describe("timedelta as the platform's tests create it", () => {
  test.each([
    ["td(weeks=1)", "7, 0, 0"],
    ["td(milliseconds=1)", "0, 0, 1000"],
    ["td(days=-1.25)", "-2, 64800, 0"],
    ["td(seconds=129600.4)", "1, 43200, 400000"],
    ["td(hours=24.5,milliseconds=1400)", "1, 1801, 400000"],
    ["td(microseconds=-1)", "-1, 86399, 999999"],
    ["td(1, 7, 31)", "1, 7, 31"],
  ])("%s is %s", (expr, expected) => {
    expect(components(expr)).toBe(expected);
  });

  test.each([
    ["td(weeks=1.0/7)", "td(days=1)"],
    ["td(days=1.0/24)", "td(hours=1)"],
    ["td(hours=1.0/60)", "td(minutes=1)"],
    ["td(minutes=1.0/60)", "td(seconds=1)"],
    ["td(seconds=0.001)", "td(milliseconds=1)"],
    ["td(milliseconds=0.001)", "td(microseconds=1)"],
  ])("%s == %s", (left, right) => {
    expect(equal(left, right)).toBe(true);
  });
});

describe("timedelta arithmetic", () => {
  const context = { a: new PyTimeDelta(7, 0, 0), b: new PyTimeDelta(0, 60, 0), c: new PyTimeDelta(0, 0, 1000) };
  test.each([
    ["a+b+c", "td(7, 60, 1000)"],
    ["a-b", "td(6, 24*3600 - 60)"],
    ["-a", "td(-7)"],
    ["+a", "td(7)"],
    ["-b", "td(-1, 24*3600 - 60)"],
    ["-c", "td(-1, 24*3600 - 1, 999000)"],
    ["a*10", "10*a"],
    ["b*-2", "-b-b"],
    ["c*-2", "-c+-c"],
    ["b*(60*24)", "(60*b)*24"],
    ["1000*c", "td(0, 1)"],
    ["a//7", "td(1)"],
    ["b//10", "td(0, 6)"],
    ["c//1000", "td(0, 0, 1)"],
    ["a//10", "td(0, 7*24*360)"],
    ["a//3600000", "td(0, 0, 7*24*1000)"],
  ])("%s == %s", (left, right) => {
    expect(equal(left, right, context)).toBe(true);
  });
});

describe("timedelta near its limits", () => {
  test("differences of two deltas close to timedelta.max keep their last microsecond", () => {
    expect(components("td(999999999, 86399, 999999) - td(999999999, 86399, 999998)")).toBe("0, 0, 1");
    expect(components("td(999999999, 1, 1) - td(999999999, 1, 0)")).toBe("0, 0, 1");
    expect(equal("td(999999999, 86399, 999999) - td(999999999, 86399, 999998)", "td(0, 0, 1)")).toBe(true);
  });

  test("timedelta.max floor-divided and multiplied stays exact", () => {
    expect(components("td(999999999, 86399, 999999) // 1")).toBe("999999999, 86399, 999999");
    expect(components("td(999999999, 86399, 999999) * 1")).toBe("999999999, 86399, 999999");
    expect(components("td(999999999, 86399, 999999) // 2")).toBe("499999999, 86399, 999999");
  });

  test("past timedelta.max is refused with Python's message", () => {
    expect(() => evaluateExpr("td(999999999, 86399, 999999) + td(0, 0, 1)", { td: PyTimeDelta })).toThrowError(
      new EvaluationError("days=1000000000; must have magnitude <= 999999999"),
    );
    expect(() => evaluateExpr("td(1000000000)", { td: PyTimeDelta })).toThrowError(
      new EvaluationError("days=1000000000; must have magnitude <= 999999999"),
    );
  });

  test("total_seconds as the platform's tests give it", () => {
    expect(evaluateExpr("td(365).total_seconds()", { td: PyTimeDelta })).toBe(31536000);
    expect(evaluateExpr("td(seconds=123456.789012).total_seconds()", { td: PyTimeDelta })).toBe(123456.789012);
    expect(evaluateExpr("td(seconds=-123456.789012).total_seconds()", { td: PyTimeDelta })).toBe(-123456.789012);
    expect(evaluateExpr("td(seconds=0.123456).total_seconds()", { td: PyTimeDelta })).toBe(0.123456);
    expect(evaluateExpr("bool(not td(0))", { td: PyTimeDelta })).toBe(true);
  });
});
