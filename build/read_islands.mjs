// Finds the islands of a folder and reads their definitions statically: every module under it
// that default-exports `defineIsland({...})` is an island, and its name, selector, moment, mode and
// services are read from that object's string literals. The island's own file is then the one
// place they are written; build.mjs makes the loader's manifest from what this returns.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { parse as parseSelector } from "css-what";

const MOMENTS = ["load", "idle", "visible", "interaction"];
const MODES = ["enhance", "render", "bind"];
const DEFINITION_START = /export\s+default\s+defineIsland\s*\(\s*\{/;
const STRING = String.raw`"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'`;

export class IslandDefinitionError extends Error {}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

const unquote = (literal) => (literal.startsWith("'") ? JSON.parse(`"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) : JSON.parse(literal));

/** The string literal given to `key:` in the definition's object, or undefined when absent. */
function readString(body, key, file) {
  const at = body.match(new RegExp(String.raw`(?:^|[\s,{])${key}\s*:\s*`));
  if (!at) return undefined;
  const rest = body.slice(at.index + at[0].length);
  const literal = rest.match(new RegExp(`^(?:${STRING})`));
  if (!literal) throw new IslandDefinitionError(`${file}: "${key}" must be a string literal (build.mjs reads it without running the file)`);
  return unquote(literal[0]);
}

/** `key: true` in the definition's object; false when absent. */
function readTrue(body, key, file) {
  const at = body.match(new RegExp(String.raw`(?:^|[\s,{])${key}\s*:\s*([^,\s}]*)`));
  if (!at) return false;
  if (at[1] !== "true" && at[1] !== "false") throw new IslandDefinitionError(`${file}: "${key}" must be true or false, written as such (build.mjs reads it without running the file)`);
  return at[1] === "true";
}

function readStringList(body, key, file) {
  const at = body.match(new RegExp(String.raw`(?:^|[\s,{])${key}\s*:\s*\[([^\]]*)\]`));
  if (!at) return [];
  const items = at[1].split(",").map((item) => item.trim()).filter(Boolean);
  if (!items.every((item) => new RegExp(`^(?:${STRING})$`).test(item))) {
    throw new IslandDefinitionError(`${file}: "${key}" must be a list of string literals`);
  }
  return items.map(unquote);
}

/** The definition object's own text: from its opening brace to the matching closing one. */
function definitionBody(source, start) {
  let depth = 0;
  for (let i = start; i < source.length; i++) {
    const ch = source[i];
    if (ch === '"' || ch === "'" || ch === "`") {
      for (i++; i < source.length && source[i] !== ch; i++) if (source[i] === "\\") i++;
    } else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return source.slice(start, i + 1);
  }
  return source.slice(start);
}

function checkSelector(selector, file) {
  try {
    parseSelector(selector);
  } catch (error) {
    throw new IslandDefinitionError(`${file}: the selector ${JSON.stringify(selector)} does not parse (${error.message})`);
  }
}

/** Every island under dir: {name, selector, moment, mode, services, needs, file}, sorted by file. */
export function readIslands(dir, root = process.cwd()) {
  const islands = [];
  const byName = new Map();
  for (const path of sourceFiles(dir)) {
    const source = readFileSync(path, "utf8");
    const start = source.match(DEFINITION_START);
    if (!start) continue;
    const file = relative(root, path);
    const body = definitionBody(source, start.index + start[0].length - 1);
    const name = readString(body, "name", file);
    const selector = readString(body, "selector", file);
    const moment = readString(body, "moment", file) ?? "load";
    const mode = readString(body, "mode", file) ?? "enhance";
    if (!name || !/^[a-z0-9_]+\.[a-z0-9_.]+$/.test(name)) throw new IslandDefinitionError(`${file}: the island needs a name "area.name" (lowercase, digits, _), found ${JSON.stringify(name)}`);
    if (!selector) throw new IslandDefinitionError(`${file}: the island "${name}" needs a selector`);
    if (!MOMENTS.includes(moment)) throw new IslandDefinitionError(`${file}: unknown moment "${moment}" (one of ${MOMENTS.join(", ")})`);
    if (!MODES.includes(mode)) throw new IslandDefinitionError(`${file}: unknown mode "${mode}" (one of ${MODES.join(", ")})`);
    checkSelector(selector, file);
    if (byName.has(name)) throw new IslandDefinitionError(`${file}: two islands are named "${name}" (the other is ${byName.get(name)})`);
    byName.set(name, file);
    const services = readStringList(body, "services", file);
    if (mode === "bind" && services.length) throw new IslandDefinitionError(`${file}: a bind island cannot declare services (they start in the runtime chunk, which it never loads)`);
    const signedIn = readTrue(body, "signedIn", file);
    islands.push({ name, selector: selector.replace(/\s+/g, " ").trim(), moment, mode, services, needs: readStringList(body, "needs", file), file, ...(signedIn ? { signedIn } : {}) });
  }
  return islands;
}
