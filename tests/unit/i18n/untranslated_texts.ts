// Finds the user-visible string literals of the islands' JSX that do not go through _t: JSX text,
// the text attributes (aria-label, title, placeholder, alt …) and string literals shown as JSX
// children (directly, or as a branch of ?: / && / || / ??), and the text a bind declaration writes
// (`text: …`). A literal anywhere inside a _t(…), _lt(…), env._t(…) or, in a bind island,
// translate(…) call is translated. Parsed with oxc (rolldown's parseAst, vite's own
// parser): the TypeScript package installed is the native compiler, without a JavaScript API.
import { parseAst } from "rolldown/parseAst";

export const TEXT_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "aria-placeholder", "aria-roledescription", "aria-valuetext", "label"]);

// Shown as they are, in every language (the platform does not translate them either):
export const ALLOWED = new Set<string>([
  "Odoo", // brand name
  "XP", // the karma unit: the platform's French keeps "XP"
  "+%s XP", // karma won, a number and the unit
  // example e-mail addresses in placeholders: the same in every language
  "mail@example.com",
  "name@example.com",
  "friend@example.com",
]);

/** A string with no letter (symbols, digits, punctuation, whitespace) needs no translation. */
const hasLetter = (text: string) => /\p{L}/u.test(text.replaceAll("%s", ""));

export interface Finding {
  file: string;
  line: number;
  kind: "text" | "attribute" | "child" | "message" | "bind";
  text: string;
}

/** JSX's whitespace rule: lines trimmed, blank lines dropped, the rest joined by one space. */
export function jsxText(raw: string): string {
  const lines = raw.split(/\r\n|\n|\r/);
  if (lines.length === 1) return raw;
  return lines
    .map((line, i) => {
      let value = line;
      if (i > 0) value = value.replace(/^[ \t]+/, "");
      if (i < lines.length - 1) value = value.replace(/[ \t]+$/, "");
      return value;
    })
    .filter((line) => line !== "")
    .join(" ");
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = any;

const TRANSLATE_NAMES = new Set(["_t", "_lt", "translate"]);

function isTranslateCall(node: Node): boolean {
  if (node.type !== "CallExpression") return false;
  const callee = node.callee;
  return (callee.type === "Identifier" && TRANSLATE_NAMES.has(callee.name)) || (callee.type === "MemberExpression" && callee.property?.name === "_t");
}

const PASS_THROUGH = new Set(["ParenthesizedExpression", "TSAsExpression", "TSNonNullExpression", "TSSatisfiesExpression"]);

/** The JSX expression container this literal's value ends up in, if it is what it shows. */
function shownIn(path: Node[]): Node | undefined {
  for (let i = path.length - 1; i > 0; i--) {
    const at = path[i];
    const parent = path[i - 1];
    if (parent.type === "JSXExpressionContainer") return { container: parent, owner: path[i - 2] };
    if (PASS_THROUGH.has(parent.type)) continue;
    if (parent.type === "ConditionalExpression" && parent.test !== at) continue;
    if (parent.type === "LogicalExpression" && (parent.right === at || parent.operator !== "&&")) continue;
    return undefined;
  }
  return undefined;
}

/** A module constant that reads as a message: a capital, then words ("Post comment", "Failed."). */
const isMessage = (text: string) => /^\p{Lu}/u.test(text) && /\s/.test(text.trim());

/** The module constants (`const NAME = "…"`) of a parsed file that read as messages. */
export function messageConstants(ast: Node): Map<string, string> {
  const constants = new Map<string, string>();
  for (const statement of ast.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "VariableDeclaration" || declaration.kind !== "const") continue;
    for (const item of declaration.declarations)
      if (item.id.type === "Identifier" && item.init?.type === "Literal" && typeof item.init.value === "string" && isMessage(item.init.value)) constants.set(item.id.name, item.init.value);
  }
  return constants;
}

/**
 * Is this reference handed straight to something that shows it (a state setter, a notification)?
 * Not inside an object: the payment form keeps source strings in its error state and its error
 * components translate them when they show them.
 */
function handedToDisplay(path: Node[]): boolean {
  for (let i = path.length - 1; i > 0; i--) {
    const parent = path[i - 1];
    // a notification's options: its title is shown
    if (parent.type === "Property" && parent.value === path[i] && parent.key?.name === "title") continue;
    if (parent.type === "ObjectExpression" && path[i].type === "Property") continue;
    if (PASS_THROUGH.has(parent.type) || parent.type === "ConditionalExpression" || parent.type === "LogicalExpression") continue;
    if (parent.type !== "CallExpression" || parent.callee === path[i]) return false;
    const callee = parent.callee;
    const name = callee.type === "Identifier" ? callee.name : callee.type === "MemberExpression" ? callee.property?.name : "";
    if (path[i].type === "ObjectExpression") return name === "add" || name === "notify";
    return /^set[A-Z]/.test(name) || name === "add" || name === "notify";
  }
  return false;
}

/**
 * The user-visible literals of one island source not going through _t. `imported` gives the
 * message constants of the modules it imports (by local name, or "M.NAME" for a namespace import).
 */
const attributeName = (node: Node) => (node?.type === "JSXAttribute" && node.name.type === "JSXIdentifier" ? node.name.name : "");

const BIND_CALLS = new Set(["bind", "useBind", "useBindOutside"]);
const calleeName = (call: Node) => (call.callee.type === "Identifier" ? call.callee.name : call.callee.type === "MemberExpression" ? call.callee.property?.name : "");

/** Is this value the text a bind declaration writes (`bind({ part: { text: value } })`, through ?: / && / || / ??)? */
function boundAsText(path: Node[]): boolean {
  for (let i = path.length - 1; i > 0; i--) {
    const parent = path[i - 1];
    if (parent.type === "Property" && parent.value === path[i]) {
      if (parent.key?.name !== "text" && parent.key?.value !== "text") return false;
      return path.slice(0, i - 1).some((node) => node.type === "CallExpression" && BIND_CALLS.has(calleeName(node)));
    }
    if (PASS_THROUGH.has(parent.type) || (parent.type === "ConditionalExpression" && parent.test !== path[i]) || parent.type === "LogicalExpression") continue;
    return false;
  }
  return false;
}

/** Is this value shown: a JSX child, the value of a text attribute, or a bind declaration's text? */
function shownAsText(path: Node[]): boolean {
  if (boundAsText(path)) return true;
  const shown = shownIn(path);
  if (!shown) return false;
  return shown.owner?.type === "JSXElement" || shown.owner?.type === "JSXFragment" || TEXT_ATTRIBUTES.has(attributeName(shown.owner));
}

export function findUntranslated(file: string, source: string, imported: Map<string, string> = new Map()): Finding[] {
  const ast = parseAst(source, { lang: "tsx" }, file);
  const constants = new Map([...imported, ...messageConstants(ast)]);
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === "\n") lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const found: Finding[] = [];
  const path: Node[] = [];
  const add = (node: Node, kind: Finding["kind"], text: string) => {
    const trimmed = text.trim();
    if (!hasLetter(trimmed) || ALLOWED.has(trimmed) || path.some(isTranslateCall)) return;
    found.push({ file, line: lineOf(node.start), kind, text: trimmed });
  };
  const visit = (node: Node) => {
    path.push(node);
    const reference = node.type === "Identifier" ? node.name : node.type === "MemberExpression" && node.object.type === "Identifier" && node.property.type === "Identifier" ? `${node.object.name}.${node.property.name}` : "";
    const parent = path[path.length - 2];
    const isDeclaration = parent?.type === "VariableDeclarator" && parent.id === node;
    const isMemberPart = parent?.type === "MemberExpression" && node.type === "Identifier";
    if (reference && constants.has(reference) && !isDeclaration && !isMemberPart && (shownAsText(path) || handedToDisplay(path))) add(node, "message", constants.get(reference)!);
    if (node.type === "JSXText") add(node, "text", jsxText(node.value));
    else if (node.type === "Literal" && typeof node.value === "string" && TEXT_ATTRIBUTES.has(attributeName(path[path.length - 2]))) add(node, "attribute", node.value);
    else if ((node.type === "Literal" && typeof node.value === "string") || node.type === "TemplateLiteral") {
      const shown = shownIn(path);
      const text = node.type === "Literal" ? node.value : node.quasis.map((q: Node) => q.value.cooked ?? "").join("%s");
      if (boundAsText(path)) add(node, "bind", text);
      else if (shown) {
        const owner = shown.owner;
        if (owner?.type === "JSXElement" || owner?.type === "JSXFragment") add(node, "child", text);
        else if (TEXT_ATTRIBUTES.has(attributeName(owner))) add(node, "attribute", text);
      }
    }
    for (const key of Object.keys(node)) {
      if (key === "type" || key === "start" || key === "end") continue;
      const value = node[key];
      if (Array.isArray(value)) for (const child of value) child && typeof child.type === "string" && visit(child);
      else if (value && typeof value.type === "string") visit(value);
    }
    path.pop();
  };
  visit(ast);
  return found;
}
