// Removes the entries of a build cache (folder of folders of files) not used for `days` days.
import { readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

export function pruneCacheDir(cacheDir, days, now = Date.now()) {
  let dirs;
  try {
    dirs = readdirSync(cacheDir);
  } catch {
    return;
  }
  for (const dir of dirs) {
    for (const name of readdirSync(join(cacheDir, dir))) {
      const file = join(cacheDir, dir, name);
      if (now - statSync(file).mtimeMs > days * 86_400_000) rmSync(file, { force: true });
    }
  }
}
