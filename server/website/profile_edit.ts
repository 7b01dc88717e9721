// The profile editor's save: name, biography and avatar. The biography keeps only bare basic
// formatting tags (everything is escaped, then <p>, <b>, <i>, lists… without attributes come
// back), the avatar only a small raster image, kept as a data address.
import { escapeHtml } from "../html";

export const BIO_TAGS = ["p", "br", "b", "strong", "i", "em", "u", "ul", "ol", "li"] as const;
export const MAX_BIO_LENGTH = 10_000;
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export const MAX_AVATAR_BYTES = 1_000_000;
export const AVATAR_TOO_BIG = "The picture is too big (1 MB at most).";
export const AVATAR_BAD_TYPE = "The picture must be a PNG, JPEG, GIF or WebP image.";
export const NAME_REQUIRED = "Please enter your name.";

const BARE_TAG = new RegExp(`&lt;(/?)(${BIO_TAGS.join("|")})\\s*/?&gt;`, "gi");

export function cleanBio(html: unknown): string {
  return escapeHtml(String(html ?? "").slice(0, MAX_BIO_LENGTH)).replace(BARE_TAG, (_m, slash: string, tag: string) => `<${slash}${tag.toLowerCase()}>`);
}

type Upload = { type: string; size: number; arrayBuffer(): Promise<ArrayBuffer> };
const isUpload = (value: unknown): value is Upload => typeof value === "object" && value !== null && "arrayBuffer" in value && "size" in value && "type" in value;

export async function avatarDataUrl(file: unknown): Promise<{ url?: string; error?: string }> {
  if (!isUpload(file) || file.size === 0) return {};
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return { error: AVATAR_BAD_TYPE };
  if (file.size > MAX_AVATAR_BYTES) return { error: AVATAR_TOO_BIG };
  return { url: `data:${file.type};base64,${Buffer.from(await file.arrayBuffer()).toString("base64")}` };
}
