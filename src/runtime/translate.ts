// The translation function behind env._t: a lookup in the loaded terms, then sprintf-style
// substitution of %s (positional) and %(name)s (from one object argument).
export type Terms = Map<string, string>;

export function sprintf(text: string, args: unknown[]): string {
  if (args.length === 1 && typeof args[0] === "object" && args[0] !== null && !Array.isArray(args[0])) {
    const named = args[0] as Record<string, unknown>;
    return text.replace(/%\(([^)]+)\)s/g, (_m, key: string) => String(named[key] ?? ""));
  }
  let index = 0;
  return text.replace(/%s/g, () => (index < args.length ? String(args[index++]) : "%s"));
}

export function makeTranslate(terms: Terms) {
  return (source: string, ...args: unknown[]) => sprintf(terms.get(source) ?? source, args);
}
