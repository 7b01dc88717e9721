// Compressed responses, chosen by the request's Accept-Encoding (brotli first, then gzip): the
// build's files are sent as their .br/.gz siblings (build/compress.mjs), the site's styles are
// compressed once and kept in memory, and the server's own pages are compressed as they are sent.
import { readFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { MiddlewareHandler } from "hono";

export type Encoding = "br" | "gzip";

const SUFFIX: Record<Encoding, string> = { br: ".br", gzip: ".gz" };
/** Below this size compressing saves less than its headers and work cost. */
const THRESHOLD = 1024;
const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;
/** Pages are compressed on every request: brotli's quality 11 would cost more time than it saves bytes. */
const PAGE_BROTLI_QUALITY = 5;

/** The encodings the client accepts, best first (a `;q=0` refuses one). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (name) accepted.set(name, q ? Number(q[1]) : 1);
  }
  const wildcard = accepted.get("*") ?? 0;
  return (["br", "gzip"] as const).filter((name) => (accepted.get(name) ?? wildcard) > 0);
}

export const siblingSuffix = (encoding: Encoding): string => SUFFIX[encoding];

export const isCompressible = (contentType: string): boolean => COMPRESSIBLE.test(contentType);

/** zlib's output, typed as the plain ArrayBuffer-backed bytes a response body takes. */
type Bytes = Buffer<ArrayBuffer>;

export function compressBytes(data: Uint8Array, encoding: Encoding, brotliQuality: number): Bytes {
  return (encoding === "br"
    ? brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })
    : gzipSync(data, { level: 9 })) as Bytes;
}

const fileCache = new Map<string, Bytes>();

/** A static file's bytes compressed at the build's levels, once per version of the file (its ETag). */
export function compressedFile(file: string, etag: string, encoding: Encoding): Bytes {
  const key = `${file}\0${etag}\0${encoding}`;
  let data = fileCache.get(key);
  if (!data) fileCache.set(key, (data = compressBytes(readFileSync(file), encoding, 11)));
  return data;
}

/** Compresses the HTML pages the server renders. */
export const compressPages: MiddlewareHandler = async (c, next) => {
  await next();
  const type = c.res.headers.get("Content-Type") ?? "";
  if (!type.startsWith("text/html") || c.res.headers.has("Content-Encoding") || !c.res.body || c.req.method === "HEAD") return;
  c.res.headers.append("Vary", "Accept-Encoding");
  const [encoding] = acceptedEncodings(c.req.header("Accept-Encoding"));
  if (!encoding) return;
  const body = new Uint8Array(await c.res.clone().arrayBuffer());
  if (body.length < THRESHOLD) return;
  const headers = new Headers(c.res.headers);
  headers.set("Content-Encoding", encoding);
  headers.delete("Content-Length");
  c.res = new Response(compressBytes(body, encoding, PAGE_BROTLI_QUALITY), { status: c.res.status, statusText: c.res.statusText, headers });
};
