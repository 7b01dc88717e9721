// The session's `cache_hashes.translations`: a digest of the translation files, so that the
// translations' URL changes when they do and their answer can be cached for good.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const hashes = new Map<string, string>();

export function translationsDir(root: string): string {
  return join(root, "fixtures/seed/translations");
}

/** The digest of the translation files under `root` (read once per server). */
export function translationsHash(root: string): string {
  let hash = hashes.get(root);
  if (!hash) {
    const digest = createHash("sha256");
    const dir = translationsDir(root);
    for (const name of readdirSync(dir).sort()) digest.update(name).update("\0").update(readFileSync(join(dir, name))).update("\0");
    hashes.set(root, (hash = digest.digest("hex").slice(0, 12)));
  }
  return hash;
}
