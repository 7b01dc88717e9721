// Routes (spec 1 §2 "Router"): pathname, search map and hash map; values that look numeric
// become numbers.
export type RouteValues = Record<string, string | number>;
export interface Route {
  pathname: string;
  search: RouteValues;
  hash: RouteValues;
}

export function castValue(value: string): string | number {
  return value.trim() !== "" && !Number.isNaN(Number(value)) ? Number(value) : value;
}

export function parseQuery(text: string): RouteValues {
  const values: RouteValues = {};
  const body = text.replace(/^[?#]/, "");
  if (!body) return values;
  for (const part of body.split("&")) {
    if (!part) continue;
    const [key, ...rest] = part.split("=");
    values[decodeURIComponent(key)] = castValue(decodeURIComponent(rest.join("=").replace(/\+/g, " ")));
  }
  return values;
}

export function formatQuery(values: RouteValues): string {
  return Object.entries(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join("&");
}

export function routeFromLocation(location: Pick<Location, "pathname" | "search" | "hash">): Route {
  return { pathname: location.pathname, search: parseQuery(location.search), hash: parseQuery(location.hash) };
}

export function routeToUrl(route: Route): string {
  const search = formatQuery(route.search);
  const hash = formatQuery(route.hash);
  return route.pathname + (search ? `?${search}` : "") + (hash ? `#${hash}` : "");
}
