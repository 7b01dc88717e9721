// Static files: the build (dist/), the site's styles and fonts (Bootstrap and Font Awesome, as a
// real site ships them), and fixture assets (images …).
import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join } from "node:path";
import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { urlPathIn } from "../security/paths";
import { acceptedEncodings, compressedFile, isCompressible, siblingSuffix, type Encoding } from "../compression";

const TYPES: Record<string, string> = {
  ".js": "application/javascript; charset=utf-8",
  ".map": "application/json",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".eot": "application/vnd.ms-fontobject",
  ".pdf": "application/pdf",
  ".html": "text/html; charset=utf-8",
};

/** The build's files do not name their source maps (bytes on every page): this header does. */
const linkSourceMap = (path: string): Record<string, string> => (path.endsWith(".js") ? { SourceMap: `${path.slice(path.lastIndexOf("/") + 1)}.map` } : {});

/** Content-hashed files never change; the others are revalidated with their ETag. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/** dist/v/<hash>/ (a version folder, build/versions.mjs) and hashed chunks are immutable; loader.js and islands.json are not. */
const distCache = (path: string) => (/^\/(v\/[0-9a-f]+|chunks)\//.test(path) ? IMMUTABLE : "no-cache");

/** A file's body for the client's encodings: its compressed sibling on disk, else (siblings: false) one compressed in memory. */
function encodedBody(file: string, etag: string, type: string, size: number, accept: string | undefined, siblings: boolean): { body: Buffer<ArrayBuffer>; encoding?: Encoding } {
  if (isCompressible(type)) {
    for (const encoding of acceptedEncodings(accept)) {
      if (siblings && existsSync(file + siblingSuffix(encoding))) return { body: readFileSync(file + siblingSuffix(encoding)), encoding };
      if (!siblings && size >= 1024) return { body: compressedFile(file, etag, encoding), encoding };
    }
  }
  return { body: readFileSync(file) };
}

/** `siblings`: the folder holds the build's compressed files (x.br, x.gz); other folders' files are compressed when served. */
function serveDir(app: Hono<AppEnv>, prefix: string, dir: (root: string, distDir: string) => string, cache: (path: string) => string, siblings: boolean, extra: (path: string) => Record<string, string> = () => ({})) {
  app.get(`${prefix}/*`, (c, next) => {
    const base = dir(c.get("app").root, c.get("app").distDir);
    const path = new URL(c.req.url).pathname.slice(prefix.length);
    const file = urlPathIn(base, path);
    if (!file || !existsSync(file)) return next();
    const stat = statSync(file);
    if (!stat.isFile()) return next();
    const version = `${stat.size.toString(36)}-${stat.mtimeMs.toString(36)}`;
    const type = TYPES[extname(file)] ?? "application/octet-stream";
    const { body, encoding } = encodedBody(file, version, type, stat.size, c.req.header("accept-encoding"), siblings);
    // Each encoding is its own representation, with its own ETag.
    const etag = `"${version}${encoding ? `-${encoding}` : ""}"`;
    const headers: Record<string, string> = { "Cache-Control": cache(path), ETag: etag, ...(isCompressible(type) ? { Vary: "Accept-Encoding" } : {}), ...extra(path) };
    if (c.req.header("if-none-match") === etag) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, "Content-Type": type, ...(encoding ? { "Content-Encoding": encoding } : {}) });
  });
}

export function staticRoutes(app: Hono<AppEnv>) {
  serveDir(app, "/dist", (_root, distDir) => distDir, distCache, true, linkSourceMap);
  // a site's own islands, built against dist/ (npm run build:site, build/site_build.mjs)
  serveDir(app, "/site-dist", (root) => join(root, "dist-site"), distCache, false);
  serveDir(app, "/web/static/lib/bootstrap", (root) => join(root, "node_modules/bootstrap/dist"), () => "max-age=3600", false);
  serveDir(app, "/web/static/lib/fontawesome", (root) => join(root, "node_modules/font-awesome"), () => "max-age=3600", false);
  serveDir(app, "/static", (root) => join(root, "fixtures/static"), () => "no-cache", false);
}

/** The site's icon (browsers ask for /favicon.ico on every page). */
export function faviconRoute(app: Hono<AppEnv>) {
  app.get("/favicon.ico", (c) =>
    c.body(readFileSync(join(c.get("app").root, "fixtures/static/favicon.svg")), 200, { "Content-Type": "image/svg+xml", "Cache-Control": "max-age=86400" }),
  );
}
