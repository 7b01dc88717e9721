// Typed reading of an island host's attributes. A bad value never breaks the page: it logs a
// warning naming the island and the attribute, and the island gets the fallback. Values are
// read as the platform's templates render them: Python booleans as `True`/`False`, an attribute
// absent when its value is false or None.
export interface AttributeReader {
  string(name: string, fallback?: string): string;
  number(name: string, fallback: number): number;
  int(name: string, fallback: number): number;
  boolean(name: string, fallback?: boolean): boolean;
  /** a record id: a positive integer, null when absent, empty or `False` */
  id(name: string): number | null;
  /** record ids, as `1,2,3` or a JSON list; empty when absent */
  ids(name: string): number[];
  json<T>(name: string, fallback: T, check?: (value: unknown) => value is T): T;
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T;
}

export const badAttributeWarning = (islandName: string, name: string, raw: string, expected: string) =>
  `[islands] ${islandName}: bad attribute ${name}="${raw}" (expected ${expected}); using the default`;

/** What QWeb writes for False and None when an attribute is rendered anyway. */
const PYTHON_FALSY = new Set(["False", "None"]);
const isBlank = (raw: string | null): raw is null => raw === null || raw.trim() === "" || PYTHON_FALSY.has(raw.trim());

/** `warn` receives each bad attribute's warning: the console's by default, a report's in the markup checker. */
export function createAttributeReader(host: Element, islandName: string, report: (warning: string) => void = console.warn): AttributeReader {
  const warn = (name: string, raw: string, expected: string) => report(badAttributeWarning(islandName, name, raw, expected));
  const int = (name: string, raw: string, fallback: number) => {
    if (/^\s*-?\d+\s*$/.test(raw)) return parseInt(raw, 10);
    warn(name, raw, "an integer");
    return fallback;
  };
  return {
    string: (name, fallback = "") => host.getAttribute(name) ?? fallback,
    number(name, fallback) {
      const raw = host.getAttribute(name);
      if (isBlank(raw)) return fallback;
      const value = Number(raw);
      if (Number.isFinite(value)) return value;
      warn(name, raw, "a number");
      return fallback;
    },
    int(name, fallback) {
      const raw = host.getAttribute(name);
      return isBlank(raw) ? fallback : int(name, raw, fallback);
    },
    boolean(name, fallback = false) {
      const raw = host.getAttribute(name);
      if (raw === null) return fallback;
      const value = raw.trim().toLowerCase();
      if (value === "" || value === "1" || value === "true" || value === "yes") return true;
      if (value === "0" || value === "false" || value === "no" || value === "none") return false;
      warn(name, raw, "a boolean");
      return fallback;
    },
    id(name) {
      const raw = host.getAttribute(name);
      if (isBlank(raw)) return null;
      const value = int(name, raw, 0);
      return value > 0 ? value : null;
    },
    ids(name) {
      const raw = host.getAttribute(name);
      if (isBlank(raw)) return [];
      const text = raw.trim();
      const items = text.startsWith("[") ? safeJson(text) : text.split(",").map((item) => item.trim());
      if (Array.isArray(items) && items.every((item) => /^\d+$/.test(String(item)))) return items.map(Number);
      warn(name, raw, "record ids");
      return [];
    },
    json(name, fallback, check) {
      const raw = host.getAttribute(name);
      if (raw === null || raw.trim() === "") return fallback;
      const value = safeJson(raw);
      if (value !== INVALID && (!check || check(value))) return value as typeof fallback;
      warn(name, raw, "valid JSON of the right shape");
      return fallback;
    },
    oneOf(name, allowed, fallback) {
      const raw = host.getAttribute(name);
      if (raw === null) return fallback;
      if ((allowed as readonly string[]).includes(raw)) return raw as (typeof allowed)[number];
      warn(name, raw, `one of ${allowed.join(", ")}`);
      return fallback;
    },
  };
}

const INVALID = Symbol("invalid JSON");
function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return INVALID;
  }
}
