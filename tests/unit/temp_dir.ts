// A scratch folder for a unit test, inside the repository (test-results/unit/, git-ignored), never
// the system's temporary folder. The test removes it when done.
import { mkdirSync, mkdtempSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const SCRATCH = join(dirname(fileURLToPath(import.meta.url)), "../../test-results/unit");

export function scratchDir(prefix: string): string {
  mkdirSync(SCRATCH, { recursive: true });
  return mkdtempSync(join(SCRATCH, prefix));
}
