// Every message of spec 1 §5 for the expression language, dates and domains, held once in
// code as a named constant, with the specification's exact text.
import { describe, expect, test } from "vitest";
import * as py from "../../../src/core/py/errors";
import { INCORRECT_DATE } from "../../../src/core/l10n/dates";
import { INVALID_DOMAIN_MISSING_SEGMENTS } from "../../../src/core/domain";

describe("spec 1 §5 messages", () => {
  test("tokenizer and parser", () => {
    expect(py.FAILED_TO_TOKENIZE).toBe("Failed to tokenize");
    expect(py.INVALID_EXPRESSION).toBe("Invalid expression");
    expect(py.PARSING_ERROR).toBe("parsing error");
    expect(py.TOKEN_CANNOT_BE_PARSED).toBe("Token cannot be parsed");
    expect(py.MISSING_TOKEN).toBe("Missing token");
    expect(py.INVALID_OBJ_LOOKUP).toBe("invalid obj lookup");
    expect(py.TOKENS_UNUSED).toBe("Token(s) unused");
  });

  test("evaluation", () => {
    expect(py.fillMessage(py.NAME_NOT_DEFINED, { x: "foo" })).toBe("Name 'foo' is not defined");
    expect(py.fillMessage(py.UNKNOWN_UNARY_OPERATOR, { op: "~" })).toBe("Unknown unary operator: ~");
    expect(py.fillMessage(py.UNKNOWN_BINARY_OPERATOR, { op: "|" })).toBe("Unknown binary operator: |");
    expect(py.INVALID_FUNCTION_CALL).toBe("Invalid Function Call");
  });

  test("dates", () => {
    expect(py.fillMessage(py.PERIOD_OUT_OF_RANGE, { period: "day", value: -1 })).toBe("day -1 is out of range");
    expect(py.fillMessage(py.NO_KNOWN_CONVERSION, { code: "%a" })).toBe("No known conversion for %a");
    expect(INCORRECT_DATE.replace("%s", "x")).toBe("'x' is not a correct date or datetime");
  });

  test("domains", () => {
    expect(INVALID_DOMAIN_MISSING_SEGMENTS.replace("{domain}", "['|']").replace("{count}", "2")).toBe(
      "invalid domain ['|'] (missing 2 segment(s))",
    );
  });

  test("the typed errors keep their class names", () => {
    expect(new py.TokenizerError("x").name).toBe("TokenizerError");
    expect(new py.NotSupportedError()).toBeInstanceOf(py.EvaluationError);
  });
});
