// JSON routes accept only JSON bodies: a cross-site page can post text/plain or a form without
// the browser asking first, but not application/json, so the content type is the CSRF guard of
// JSON-RPC (as on the platform, where a json route refuses other content types).
import type { Context } from "hono";

export const JSON_TYPES = ["application/json", "application/json-rpc"] as const;
export const NOT_JSON_MESSAGE = "Request inferred type is compatible with ['http'] but this route is type='json'.\n\nPlease verify the Content-Type request header and try again.";

export function isJsonRequest(c: Context): boolean {
  const type = (c.req.header("content-type") ?? "").split(";")[0].trim().toLowerCase();
  return (JSON_TYPES as readonly string[]).includes(type);
}

export const notJson = (c: Context) => c.text(NOT_JSON_MESSAGE, 400);

/** The JSON body of a JSON-only route, or null when it is not JSON (answer `notJson`). */
export async function readJsonBody<T = unknown>(c: Context): Promise<{ body: T | null } | null> {
  if (!isJsonRequest(c)) return null;
  return { body: (await c.req.json().catch(() => null)) as T | null };
}
