// The profile picture a user may pick (spec 2 §3 "Profile"): its types and size, the same as the
// server keeps.
export const AVATAR_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
export const MAX_AVATAR_BYTES = 1_000_000;
export const AVATAR_TOO_BIG = "The picture is too big (1 MB at most).";
export const AVATAR_BAD_TYPE = "The picture must be a PNG, JPEG, GIF or WebP image.";

export function avatarError(file: { type: string; size: number }): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return AVATAR_BAD_TYPE;
  if (file.size > MAX_AVATAR_BYTES) return AVATAR_TOO_BIG;
  return null;
}
