// Turns a syntax tree back into expression text, with parentheses only where precedence
// needs them: formatAST(parseExpr(text)) reads back as the same expression.
import { ASTType, type AST } from "./ast";
import { bindingPower, UNARY_BINDING_POWER } from "./binding_power";
import { EvaluationError } from "./errors";

function formatOperation(op: string, left: AST, right: AST, outerPower: number): string {
  const power = bindingPower(op);
  // ** is right-associative: its left operand needs parentheses at equal power, not its right
  const leftPower = op === "**" ? power + 1 : power;
  const rightPower = op === "**" ? power : power + 1;
  const text = `${formatAST(left, leftPower)} ${op} ${formatAST(right, rightPower)}`;
  return power < outerPower ? `(${text})` : text;
}

function formatSliceBound(ast: AST | null): string {
  return ast ? formatAST(ast) : "";
}

export function formatAST(ast: AST, outerPower = 0): string {
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
      return `[${ast.value.map((item) => formatAST(item)).join(", ")}]`;
    case ASTType.Tuple:
      return ast.value.length === 1
        ? `(${formatAST(ast.value[0])},)`
        : `(${ast.value.map((item) => formatAST(item)).join(", ")})`;
    case ASTType.Dictionary: {
      const pairs = Object.entries(ast.value).map(([key, value]) => `${JSON.stringify(key)}: ${formatAST(value)}`);
      return `{${pairs.join(", ")}}`;
    }
    case ASTType.Name:
      return ast.value;
    case ASTType.UnaryOperator: {
      const power = ast.op === "not" ? bindingPower("not") : UNARY_BINDING_POWER;
      const text = ast.op === "not" ? `not ${formatAST(ast.right, power)}` : `${ast.op}${formatAST(ast.right, power)}`;
      return power < outerPower ? `(${text})` : text;
    }
    case ASTType.BinaryOperator:
    case ASTType.BooleanOperator:
      return formatOperation(ast.op, ast.left, ast.right, outerPower);
    case ASTType.Lookup:
      return `${formatAST(ast.target, bindingPower("["))}[${formatAST(ast.key)}]`;
    case ASTType.Slice: {
      const bounds = `${formatSliceBound(ast.start)}:${formatSliceBound(ast.stop)}`;
      return ast.step ? `${bounds}:${formatAST(ast.step)}` : bounds;
    }
    case ASTType.If: {
      const text = `${formatAST(ast.ifTrue, bindingPower("if") + 1)} if ${formatAST(ast.condition, bindingPower("if") + 1)} else ${formatAST(ast.ifFalse, bindingPower("if"))}`;
      return bindingPower("if") < outerPower ? `(${text})` : text;
    }
    case ASTType.ObjLookup:
      return `${formatAST(ast.obj, bindingPower("."))}.${ast.key}`;
    case ASTType.FunctionCall: {
      const args = ast.args.map((arg) => formatAST(arg));
      const kwargs = Object.entries(ast.kwargs).map(([name, value]) => `${name}=${formatAST(value)}`);
      return `${formatAST(ast.fn, bindingPower("("))}(${[...args, ...kwargs].join(", ")})`;
    }
  }
  throw new EvaluationError(`invalid expression: ${JSON.stringify(ast)}`);
}
