// The source strings the islands pass to _t / _lt: literal first arguments, and constants
// (`const NAME = "…"` of the same module or of a relatively imported one, by name or through a
// namespace import), both branches of a ?: or ||. What cannot be read from the source (a
// variable) is listed apart, by file and line.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { parseAst } from "rolldown/parseAst";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Node = any;

const parsed = new Map<string, Node>();
function parse(file: string): Node {
  let ast = parsed.get(file);
  if (!ast) parsed.set(file, (ast = parseAst(readFileSync(file, "utf8"), { lang: file.endsWith(".tsx") ? "tsx" : "ts" }, file)));
  return ast;
}

function stringConstants(ast: Node): Map<string, string> {
  const found = new Map<string, string>();
  for (const statement of ast.body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "VariableDeclaration") continue;
    for (const item of declaration.declarations)
      if (item.id.type === "Identifier" && item.init?.type === "Literal" && typeof item.init.value === "string") found.set(item.id.name, item.init.value);
  }
  return found;
}

const resolveModule = (from: string, spec: string) => [".ts", ".tsx", "/index.ts"].map((ext) => join(dirname(from), spec) + ext).find(existsSync);

/** The constants a file can name: its own and those it imports from relative modules (one re-export deep). */
function visibleConstants(file: string, depth = 0): Map<string, string> {
  const ast = parse(file);
  const visible = stringConstants(ast);
  for (const statement of ast.body) {
    const isImport = statement.type === "ImportDeclaration";
    const isReexport = statement.type === "ExportNamedDeclaration" && statement.source;
    if ((!isImport && !isReexport) || !String(statement.source.value).startsWith(".")) continue;
    const target = resolveModule(file, String(statement.source.value));
    if (!target || depth > 2) continue;
    const theirs = visibleConstants(target, depth + 1);
    for (const specifier of statement.specifiers) {
      if (specifier.type === "ImportNamespaceSpecifier") for (const [name, text] of theirs) visible.set(`${specifier.local.name}.${name}`, text);
      else {
        const imported = specifier.type === "ImportSpecifier" ? specifier.imported.name : specifier.local?.name;
        const local = specifier.type === "ExportSpecifier" ? specifier.exported.name : specifier.local.name;
        if (theirs.has(imported)) visible.set(local, theirs.get(imported)!);
      }
    }
  }
  return visible;
}

export interface SourceStrings {
  strings: Set<string>;
  unresolved: string[];
}

export function translatedSources(files: string[]): SourceStrings {
  const strings = new Set<string>();
  const unresolved: string[] = [];
  for (const file of files) {
    const constants = visibleConstants(file);
    const source = readFileSync(file, "utf8");
    const lineOf = (offset: number) => source.slice(0, offset).split("\n").length;
    const resolve = (node: Node): string[] | null => {
      if (node.type === "Literal" && typeof node.value === "string") return [node.value];
      if (node.type === "TemplateLiteral" && node.expressions.length === 0) return [node.quasis[0].value.cooked];
      if (node.type === "Identifier" && constants.has(node.name)) return [constants.get(node.name)!];
      if (node.type === "MemberExpression" && node.object.type === "Identifier" && node.property.type === "Identifier" && constants.has(`${node.object.name}.${node.property.name}`))
        return [constants.get(`${node.object.name}.${node.property.name}`)!];
      if (node.type === "ConditionalExpression") {
        const a = resolve(node.consequent);
        const b = resolve(node.alternate);
        return a && b ? [...a, ...b] : null;
      }
      if (node.type === "ParenthesizedExpression" || node.type === "TSAsExpression") return resolve(node.expression);
      return null;
    };
    const visit = (node: Node) => {
      if (node.type === "CallExpression") {
        const callee = node.callee;
        const isTranslate = (callee.type === "Identifier" && (callee.name === "_t" || callee.name === "_lt" || callee.name === "translate")) || (callee.type === "MemberExpression" && callee.property?.name === "_t");
        if (isTranslate && node.arguments.length) {
          const found = resolve(node.arguments[0]);
          if (found) for (const text of found) strings.add(text);
          else unresolved.push(`${file}:${lineOf(node.start)}`);
        }
      }
      // Texts handed on in an object for a component to translate (`{ title: DELETE_TITLE, confirm: "Delete" }`).
      // A `message` counts when it names a constant: a literal one is the server's or the browser's own
      // text in a simulated error payload. An RPC error built on the client carries the platform's
      // untranslated server text, as the server's own errors do.
      if (node.type === "CallExpression" && node.callee.type === "Identifier" && node.callee.name === "makeRPCError") return;
      const key = node.type === "Property" ? (node.key?.name ?? node.key?.value) : null;
      if (key && TABLE_KEYS.has(key) && (key !== "message" || node.value.type !== "Literal")) {
        for (const text of resolve(node.value) ?? []) if (!isCode(text) && !/[[\]=<>]/.test(text) && /\p{L}/u.test(text)) strings.add(text);
      }
      for (const key of Object.keys(node)) {
        if (key === "type" || key === "start" || key === "end") continue;
        const value = node[key];
        if (Array.isArray(value)) for (const child of value) child && typeof child.type === "string" && visit(child);
        else if (value && typeof value.type === "string") visit(value);
      }
    };
    visit(parse(file));
  }
  return { strings, unresolved };
}

/** The TypeScript sources under these folders (tests aside). */
export function sourceFiles(...roots: string[]): string[] {
  return roots.flatMap((root) =>
    (readdirSync(root, { recursive: true }) as string[]).filter((n) => /\.tsx?$/.test(n) && !n.endsWith(".d.ts")).sort().map((n) => join(root, n)),
  );
}

const TABLE_KEYS = new Set(["label", "title", "text", "body", "confirm", "failed", "message", "heading"]);
/** Reads as a text for people: a capital letter first, then words or an ending stop. */
const readsAsText = (text: string) => /^\p{Lu}/u.test(text) && /\p{Ll}/u.test(text) && !/^[A-Z][a-z]+[A-Z]/.test(text) && !/[/<>{}=]|^\w+\.\w+/.test(text);
/** A class name, an attribute name or a date pattern, not a text. */
/** Identifiers, dotted names and CSS selectors (a markup contract's children: `.o_x`, `#id`, `[name]`). */
const isCode = (text: string) => /^[a-z][\w-]*$/.test(text) || /^[\w]+(:[\w]+)+$/.test(text) || /^[.#[][\w-]/.test(text);

/**
 * The texts of the modules' constant tables the islands hand to _t through a variable
 * (`_t(LABELS[name])`, `_t(texts.title)`): string values of module constants that are arrays or
 * objects, under a text key (label, title, text …) or reading as a text.
 */
const isMarkupDeclaration = (callee: Node) =>
  (callee?.type === "Identifier" && callee.name === "defineMarkup") ||
  (callee?.type === "MemberExpression" && callee.object?.type === "Identifier" && ["child", "attr"].includes(callee.object.name));

export function tableStrings(files: string[]): Set<string> {
  const found = new Set<string>();
  const collect = (node: Node, key: string | null) => {
    if (!node || typeof node.type !== "string") return;
    if (node.type === "Literal" && typeof node.value === "string") {
      if (isCode(node.value)) return;
      if ((key !== null && TABLE_KEYS.has(key) && /\p{L}/u.test(node.value)) || readsAsText(node.value)) found.add(node.value);
      return;
    }
    // A markup contract (`defineMarkup`, `child.*`, `attr.*`) holds selectors and attribute values, not texts.
    if (node.type === "CallExpression" && isMarkupDeclaration(node.callee)) return;
    if (node.type === "ArrayExpression") for (const element of node.elements) collect(element, key);
    else if (node.type === "ObjectExpression") for (const property of node.properties) property.type === "Property" && collect(property.value, property.key?.name ?? property.key?.value ?? null);
    else if (node.type === "TSAsExpression" || node.type === "TSSatisfiesExpression" || node.type === "CallExpression") for (const part of [node.expression, ...(node.arguments ?? [])]) collect(part, key);
  };
  for (const file of files) {
    for (const statement of parse(file).body) {
      const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
      if (declaration?.type !== "VariableDeclaration") continue;
      for (const item of declaration.declarations) if (item.init && item.init.type !== "Literal" && item.init.type !== "ArrowFunctionExpression") collect(item.init, null);
    }
  }
  return found;
}
