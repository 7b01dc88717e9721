// Turns a syntax tree back into expression text, with parentheses only where precedence
// needs them: formatAST(parseExpr(text)) reads back as the same expression. Spacing is the
// platform's, so that the text of a tree is the one the platform writes: ", " between items,
// spaces around operators and around the "=" of keyword arguments (`f(1, days = 1)`).
import { ASTType, type AST } from "./ast";
import { bindingPower, UNARY_BINDING_POWER } from "./binding_power";
import { EvaluationError } from "./errors";

function formatOperation(op: string, left: AST, right: AST, outerPower: number): string {
  const power = bindingPower(op);
  // ** is right-associative: its left operand needs parentheses at equal power, not its right
  const leftPower = op === "**" ? power + 1 : power;
  const rightPower = op === "**" ? power : power + 1;
  const text = `${formatNode(left, leftPower)} ${op} ${formatNode(right, rightPower)}`;
  return power < outerPower ? `(${text})` : text;
}

function formatSliceBound(ast: AST | null): string {
  return ast ? formatNode(ast) : "";
}

/** The expression text of a tree; a tree too deep to format raises an EvaluationError. */
export function formatAST(ast: AST): string {
  try {
    return formatNode(ast);
  } catch (error) {
    if (error instanceof RangeError) throw new EvaluationError("expression too deep to format");
    throw error;
  }
}

function formatNode(ast: AST, outerPower = 0): string {
  switch (ast.type) {
    case ASTType.None:
      return "None";
    case ASTType.String:
      return JSON.stringify(ast.value);
    case ASTType.Number:
      return String(ast.value);
    case ASTType.Boolean:
      return ast.value ? "True" : "False";
    case ASTType.List:
      return `[${ast.value.map((item) => formatNode(item)).join(", ")}]`;
    case ASTType.Tuple:
      return ast.value.length === 1
        ? `(${formatNode(ast.value[0])},)`
        : `(${ast.value.map((item) => formatNode(item)).join(", ")})`;
    case ASTType.Dictionary: {
      const pairs = Object.entries(ast.value).map(([key, value]) => `${JSON.stringify(key)}: ${formatNode(value)}`);
      return `{${pairs.join(", ")}}`;
    }
    case ASTType.Name:
      return ast.value;
    case ASTType.UnaryOperator: {
      const power = ast.op === "not" ? bindingPower("not") : UNARY_BINDING_POWER;
      const text = ast.op === "not" ? `not ${formatNode(ast.right, power)}` : `${ast.op}${formatNode(ast.right, power)}`;
      return power < outerPower ? `(${text})` : text;
    }
    case ASTType.BinaryOperator:
    case ASTType.BooleanOperator:
      return formatOperation(ast.op, ast.left, ast.right, outerPower);
    case ASTType.Lookup:
      return `${formatNode(ast.target, bindingPower("["))}[${formatNode(ast.key)}]`;
    case ASTType.Slice: {
      const bounds = `${formatSliceBound(ast.start)}:${formatSliceBound(ast.stop)}`;
      return ast.step ? `${bounds}:${formatNode(ast.step)}` : bounds;
    }
    case ASTType.If: {
      const text = `${formatNode(ast.ifTrue, bindingPower("if") + 1)} if ${formatNode(ast.condition, bindingPower("if") + 1)} else ${formatNode(ast.ifFalse, bindingPower("if"))}`;
      return bindingPower("if") < outerPower ? `(${text})` : text;
    }
    case ASTType.Assignment: {
      const text = `${ast.name.value} = ${formatNode(ast.value, bindingPower("=") + 1)}`;
      return bindingPower("=") < outerPower ? `(${text})` : text;
    }
    case ASTType.ObjLookup:
      return `${formatNode(ast.obj, bindingPower("."))}.${ast.key}`;
    case ASTType.FunctionCall: {
      const args = ast.args.map((arg) => formatNode(arg));
      const kwargs = Object.entries(ast.kwargs).map(([name, value]) => `${name} = ${formatNode(value, bindingPower("=") + 1)}`);
      return `${formatNode(ast.fn, bindingPower("("))}(${[...args, ...kwargs].join(", ")})`;
    }
  }
  throw new EvaluationError(`invalid expression: ${JSON.stringify(ast)}`);
}
