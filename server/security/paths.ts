// File and data routes resolve names inside their folder only: a name with "..", a slash or
// backslash (also percent-encoded), a NUL or an absolute path names nothing (404). A request whose
// path or query has malformed percent-encoding is a bad request (400), never a server error.
import { isAbsolute, join, relative } from "node:path";
import type { Context, Next } from "hono";

export const BAD_REQUEST_MESSAGE = "Bad Request: the address is not correctly encoded.";

/** A plain file name: letters, digits, "_", "-", "@" and single dots between them. */
const PLAIN_NAME = /^[A-Za-z0-9_@-]+(\.[A-Za-z0-9_@-]+)*$/;

function isInside(dir: string, file: string): boolean {
  const path = relative(dir, file);
  return path !== "" && !path.startsWith("..") && !isAbsolute(path);
}

/** `<dir>/<name><extension>` for a plain name (e.g. ?lang=, ?bundle=), or null. */
export function namedFileIn(dir: string, name: unknown, extension = ""): string | null {
  if (typeof name !== "string" || !PLAIN_NAME.test(name)) return null;
  const file = join(dir, name + extension);
  return isInside(dir, file) ? file : null;
}

/**
 * The file a URL path (still percent-encoded, relative to the route's prefix) names inside
 * `dir`, or null: every segment is decoded on its own, and a decoded segment holding "/", "\",
 * NUL, or being "." or "..", refuses the whole path. Malformed encoding throws a URIError.
 */
export function urlPathIn(dir: string, encodedPath: string): string | null {
  const segments = encodedPath.split("/").filter((segment, index, all) => segment !== "" || index === all.length - 1);
  const decoded = segments.map((segment) => decodeURIComponent(segment));
  if (decoded.length === 0 || decoded.some((s) => s === "" || s === "." || s === ".." || /[/\\\0]/.test(s))) return null;
  const file = join(dir, ...decoded);
  return isInside(dir, file) ? file : null;
}

function wellEncoded(text: string): boolean {
  try {
    decodeURIComponent(text.replace(/\+/g, " "));
    return true;
  } catch {
    return false;
  }
}

/** Middleware: 400 for a path or query string with malformed percent-encoding. */
export async function rejectMalformedUrls(c: Context, next: Next) {
  const url = new URL(c.req.url);
  if (!wellEncoded(url.pathname) || !url.search.slice(1).split("&").every(wellEncoded)) return c.text(BAD_REQUEST_MESSAGE, 400);
  return next();
}
