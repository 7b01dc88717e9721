// Typed reading of an island host's attributes. A bad value never breaks the page: it logs a
// warning naming the island and the attribute, and the island gets the fallback.
export interface AttributeReader {
  string(name: string, fallback?: string): string;
  number(name: string, fallback: number): number;
  int(name: string, fallback: number): number;
  boolean(name: string, fallback?: boolean): boolean;
  json<T>(name: string, fallback: T, check?: (value: unknown) => value is T): T;
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T;
}

export const badAttributeWarning = (islandName: string, name: string, raw: string, expected: string) =>
  `[islands] ${islandName}: bad attribute ${name}="${raw}" (expected ${expected}); using the default`;

/** `warn` receives each bad attribute's warning: the console's by default, a report's in the markup checker. */
export function createAttributeReader(host: Element, islandName: string, report: (warning: string) => void = console.warn): AttributeReader {
  const warn = (name: string, raw: string, expected: string) => report(badAttributeWarning(islandName, name, raw, expected));
  return {
    string: (name, fallback = "") => host.getAttribute(name) ?? fallback,
    number(name, fallback) {
      const raw = host.getAttribute(name);
      if (raw === null || raw.trim() === "") return fallback;
      const value = Number(raw);
      if (Number.isFinite(value)) return value;
      warn(name, raw, "a number");
      return fallback;
    },
    int(name, fallback) {
      const raw = host.getAttribute(name);
      if (raw === null || raw.trim() === "") return fallback;
      if (/^\s*-?\d+\s*$/.test(raw)) return parseInt(raw, 10);
      warn(name, raw, "an integer");
      return fallback;
    },
    boolean(name, fallback = false) {
      const raw = host.getAttribute(name);
      if (raw === null) return fallback;
      const value = raw.trim().toLowerCase();
      if (value === "" || value === "1" || value === "true" || value === "yes") return true;
      if (value === "0" || value === "false" || value === "no") return false;
      warn(name, raw, "a boolean");
      return fallback;
    },
    json(name, fallback, check) {
      const raw = host.getAttribute(name);
      if (raw === null || raw.trim() === "") return fallback;
      try {
        const value: unknown = JSON.parse(raw);
        if (!check || check(value)) return value as typeof fallback;
      } catch {
        // reported below
      }
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
