// Domains (spec 1 §3, §5 "Domains"): a list of leaves (field, operator, value) combined in
// prefix notation by "!", "&" and "|", consecutive terms being joined by "&". A Domain reads
// from the server's text ("[('a', '=', 1)]"), from a list or from another Domain; it tells
// whether a record matches, formats back to text and evaluates to a list in a context.
import { ASTType, evaluate, formatAST, parseExpr, PyError, type AST, type EvalContext } from "./py/index";
import { toAST } from "./py/to_ast";
import { compileLeaf, type LeafTest, type RecordLike } from "./utils/domain_leaf";
import {
  INVALID_DOMAIN_AST,
  INVALID_DOMAIN_MISSING_SEGMENTS,
  InvalidDomainError,
  markAsDomainError,
} from "./utils/invalid_domain_error";

export { InvalidDomainError, INVALID_DOMAIN_MISSING_SEGMENTS } from "./utils/invalid_domain_error";
export { SUPPORTED_DOMAIN_OPERATORS } from "./utils/domain_leaf";

export type DomainOperator = "&" | "|" | "!";
export type DomainLeaf = [string | number, string, unknown];
export type DomainListRepr = (DomainOperator | DomainLeaf | unknown[] | string)[];
export type DomainRepr = string | DomainListRepr | Domain;

type ListAST = Extract<AST, { type: 4 }>;

const isOperatorNode = (node: AST, ...values: string[]) => node.type === ASTType.String && values.includes(node.value);
const isLeafNode = (node: AST) => (node.type === ASTType.List || node.type === ASTType.Tuple) && node.value.length === 3;

function missingSegments(ast: AST, count: number): InvalidDomainError {
  let text: string;
  try {
    text = formatAST(ast);
  } catch {
    text = "[…]";
  }
  return new InvalidDomainError(INVALID_DOMAIN_MISSING_SEGMENTS.replace("{domain}", text).replace("{count}", String(count)));
}

/**
 * Operands missing when the items are read as prefix notation from the end: each operator must
 * find its operands after it ("!" one, "&" and "|" two). Counted the way the platform counts:
 * a domain expects one term, each "&" or "|" one more, each leaf fills one; when that count
 * balances but an operator still comes after its operands ([a, b, "|"]), the operands it lacks.
 */
function countMissingSegments(items: AST[]): number {
  let expected = 1;
  for (const item of items) {
    if (isLeafNode(item)) expected--;
    else if (isOperatorNode(item, "&", "|")) expected++;
  }
  if (expected > 0) return expected;
  let terms = 0;
  let missing = 0;
  for (let i = items.length - 1; i >= 0; i--) {
    const needed = isLeafNode(items[i]) ? 0 : isOperatorNode(items[i], "!") ? 1 : 2;
    if (terms < needed) {
      missing += needed - terms;
      terms = needed;
    }
    terms += 1 - needed;
  }
  return missing;
}

/**
 * Checks that every operator has its operands and joins the top-level terms with the default
 * operator, so that the result is one well-formed prefix expression.
 */
function normalizeDomainAST(ast: AST, defaultOperator: "&" | "|" = "&"): ListAST {
  if (ast.type !== ASTType.List && ast.type !== ASTType.Tuple) throw new InvalidDomainError(INVALID_DOMAIN_AST);
  // a domain written as a tuple must hold at least one leaf tuple, besides operator strings:
  // ("&", "&", "|") is no domain at all, as on the platform, not one missing its segments
  if (ast.type === ASTType.Tuple) {
    const holdsALeaf = ast.value.some((item) => item.type === ASTType.Tuple);
    if (!holdsALeaf || !ast.value.every((item) => item.type === ASTType.Tuple || item.type === ASTType.String)) {
      throw new InvalidDomainError(INVALID_DOMAIN_AST);
    }
  }
  const items = ast.value;
  let terms = 0;
  for (const item of items) {
    if (isLeafNode(item)) terms++;
    else if (isOperatorNode(item, "&", "|")) terms--;
    else if (!isOperatorNode(item, "!")) throw new InvalidDomainError(INVALID_DOMAIN_AST);
  }
  if (items.length) {
    const missing = countMissingSegments(items);
    if (missing) throw missingSegments(ast, missing);
  }
  const joins: AST[] = Array.from({ length: Math.max(terms - 1, 0) }, () => ({ type: ASTType.String, value: defaultOperator }));
  return { type: ASTType.List, value: [...joins, ...items] };
}

/** True when the tree holds no names or calls: it evaluates the same in every context. */
function isConstant(ast: AST): boolean {
  switch (ast.type) {
    case ASTType.Name:
    case ASTType.FunctionCall:
      return false;
    case ASTType.List:
    case ASTType.Tuple:
      return ast.value.every(isConstant);
    case ASTType.Dictionary:
      return Object.values(ast.value).every(isConstant);
    case ASTType.UnaryOperator:
      return isConstant(ast.right);
    case ASTType.BinaryOperator:
    case ASTType.BooleanOperator:
      return isConstant(ast.left) && isConstant(ast.right);
    case ASTType.If:
      return isConstant(ast.condition) && isConstant(ast.ifTrue) && isConstant(ast.ifFalse);
    case ASTType.Lookup:
      return isConstant(ast.target) && isConstant(ast.key);
    case ASTType.ObjLookup:
      return isConstant(ast.obj);
    case ASTType.Slice:
      return [ast.start, ast.stop, ast.step].every((node) => !node || isConstant(node));
    default:
      return true;
  }
}

type MatchNode = { kind: "leaf"; test: LeafTest } | { kind: "not"; child: MatchNode } | { kind: "and" | "or"; children: MatchNode[] };

/** Builds the match tree of an evaluated, normalized domain list (read from the end). */
function compile(list: unknown[]): MatchNode {
  const stack: MatchNode[] = [];
  for (let i = list.length - 1; i >= 0; i--) {
    const item = list[i];
    if (item === "!") {
      stack.push({ kind: "not", child: stack.pop()! });
    } else if (item === "&" || item === "|") {
      const kind = item === "&" ? "and" : "or";
      const first = stack.pop()!;
      const second = stack.pop()!;
      // flatten chains of the same operator (nodes built here are not shared)
      const children = first.kind === kind ? first.children : [first];
      if (second.kind === kind) for (const child of second.children) children.push(child);
      else children.push(second);
      stack.push({ kind, children });
    } else {
      stack.push({ kind: "leaf", test: compileLeaf(item) });
    }
  }
  return stack.pop() ?? { kind: "leaf", test: () => true };
}

function run(node: MatchNode, record: RecordLike): boolean {
  switch (node.kind) {
    case "leaf":
      return node.test(record);
    case "not":
      return !run(node.child, record);
    case "and":
      return node.children.every((child) => run(child, record));
    case "or":
      return node.children.some((child) => run(child, record));
  }
}

function parseDomainText(text: string): AST {
  try {
    return parseExpr(text);
  } catch (error) {
    throw error instanceof PyError ? markAsDomainError(error) : error;
  }
}

function listToAST(list: readonly unknown[]): AST {
  if (!Array.isArray(list)) throw new InvalidDomainError(INVALID_DOMAIN_AST);
  try {
    return {
      type: ASTType.List,
      value: list.map((item) =>
        Array.isArray(item) ? { type: ASTType.Tuple, value: item.map(toAST) } : toAST(item),
      ),
    };
  } catch (error) {
    if (error instanceof PyError) throw new InvalidDomainError(INVALID_DOMAIN_AST);
    throw error;
  }
}

export class Domain {
  readonly ast: ListAST;
  private matcher?: MatchNode;

  constructor(descr: DomainRepr = []) {
    if (descr instanceof Domain) {
      this.ast = descr.ast;
    } else if (typeof descr === "string") {
      this.ast = normalizeDomainAST(parseDomainText(descr));
    } else {
      this.ast = normalizeDomainAST(listToAST(descr));
    }
  }

  static get TRUE(): Domain {
    return new Domain([[1, "=", 1]]);
  }

  static get FALSE(): Domain {
    return new Domain([[0, "=", 1]]);
  }

  /**
   * Joins domains with "&" or "|" ("AND" and "OR" are accepted too), empty ones left out, in
   * the platform's prefix form: the first domain joined to the combination of the others,
   * ["|", A, "|", B, C] for A, B and C.
   */
  static combine(domains: DomainRepr[], operator: "&" | "|" | "AND" | "OR"): Domain {
    const op: AST = { type: ASTType.String, value: operator === "|" || operator === "OR" ? "|" : "&" };
    let items: AST[] = [];
    for (let i = domains.length - 1; i >= 0; i--) {
      const domain = domains[i] instanceof Domain ? (domains[i] as Domain) : new Domain(domains[i]);
      if (!domain.ast.value.length) continue;
      items = items.length ? [op, ...domain.ast.value, ...items] : [...domain.ast.value];
    }
    const result = new Domain([]);
    (result as { ast: ListAST }).ast = { type: ASTType.List, value: items };
    return result;
  }

  static and(domains: DomainRepr[]): Domain {
    return Domain.combine(domains, "&");
  }

  static or(domains: DomainRepr[]): Domain {
    return Domain.combine(domains, "|");
  }

  static not(domain: DomainRepr): Domain {
    const source = domain instanceof Domain ? domain : new Domain(domain);
    if (!source.ast.value.length) return Domain.FALSE;
    const result = new Domain([]);
    (result as { ast: ListAST }).ast = { type: ASTType.List, value: [{ type: ASTType.String, value: "!" }, ...source.ast.value] };
    return result;
  }

  /** Whether a record (a plain object of field values) matches; names in the domain read from it. */
  contains(record: RecordLike): boolean {
    if (this.matcher) return run(this.matcher, record);
    const list = evaluate(this.ast, record) as unknown[];
    const matcher = compile(list);
    if (isConstant(this.ast)) this.matcher = matcher;
    return run(matcher, record);
  }

  /** The text the server reads, e.g. [("a", "=", 1)] */
  toString(): string {
    return formatAST(this.ast);
  }

  /** The domain as a list, its names evaluated in the context. */
  toList(context: EvalContext = {}): DomainListRepr {
    return evaluate(this.ast, context) as DomainListRepr;
  }

  /** The list when the domain holds only values, else its text (names are the server's to evaluate). */
  toJSON(): DomainListRepr | string {
    return isConstant(this.ast) ? this.toList() : this.toString();
  }
}
